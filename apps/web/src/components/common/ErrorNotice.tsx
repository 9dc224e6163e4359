import { Alert } from '@mantine/core';
import { errorMessage } from '../../api/errors';

/** An error answer shown in place of what could not be loaded or done. */
export function ErrorNotice({
  error,
  title = 'Something went wrong',
}: {
  error: unknown;
  title?: string;
}) {
  if (!error) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
