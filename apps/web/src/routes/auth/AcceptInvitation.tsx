import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { mw } from '../../api/client';
import { errorMessage, fieldErrors } from '../../api/errors';
import { cacheNewSession } from '../../api/session';
import { PasswordField } from '../../components/common/PasswordField';
import { AuthFrame } from './AuthFrame';

/**
 * An invitation link: choose a password, accept, and arrive signed in. The member's name is the
 * one the admin gave in the invitation (Accept an invitation takes none).
 */
export function AcceptInvitation() {
  const { token } = useParams({ from: '/invitations/$token' });
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await mw.acceptInvitation({
        body: { token, password },
      });
      cacheNewSession(answer.session);
      await navigate({ to: '/' });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const fields = fieldErrors(error);
  return (
    <AuthFrame title="Join your team on Mailwright">
      <Text size="sm">
        Choose a password to accept the invitation. You will be signed in at once.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField
            label="Password"
            description="At least 10 characters."
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fields.password}
          />
          {error !== null && !fields.password && (
            <Alert color="red" role="alert" title="Not accepted">
              {errorMessage(error)}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            Accept and sign in
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
