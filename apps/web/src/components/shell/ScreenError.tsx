import { Button, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '../../api/errors';
import { useDocumentTitle } from '../common/page-title';

/** A screen's script that the browser could not get from the server (down, or the connection lost). */
const NOT_FETCHED = /dynamically imported module|Importing a module script failed/;

/**
 * What a screen shows in place of itself when it could not be shown: its script could not be
 * fetched (the server was unreachable as it opened), or it failed. The browser keeps a script it
 * could not fetch as failed until the page is loaded again, so the way on is a reload.
 */
export function ScreenError({ error }: ErrorComponentProps) {
  useDocumentTitle('This screen could not be shown');
  const notFetched = error instanceof Error && NOT_FETCHED.test(error.message);
  return (
    <Stack align="flex-start" gap="xs">
      <Title order={1}>This screen could not be shown</Title>
      <Text>
        {notFetched
          ? 'Its part of the app could not be loaded from the server. Check your connection, then reload the page.'
          : errorMessage(error)}
      </Text>
      <Button variant="default" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Stack>
  );
}
