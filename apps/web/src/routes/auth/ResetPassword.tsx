import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { mw } from '../../api/client';
import { errorMessage, fieldErrors } from '../../api/errors';
import { AnchorLink } from '../../components/common/links';
import { AuthFrame } from './AuthFrame';

/** The page a password-reset link opens: a new password, then sign in with it. */
export function ResetPassword() {
  const { token } = useSearch({ from: '/reset-password' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError(new Error('The two passwords differ.'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await mw.resetPassword({ body: { token: token ?? '', password } });
      setDone(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const fields = fieldErrors(error);
  return (
    <AuthFrame title="Set a new password">
      {!token && (
        <Alert color="red">This link has no token: open the link from the email again.</Alert>
      )}
      {done ? (
        <Alert color="green" role="status" title="Password set">
          Your password is changed and every session was signed out.{' '}
          <AnchorLink to="/sign-in" search={{ redirect: undefined }}>
            Sign in
          </AnchorLink>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              label="New password"
              description="At least 10 characters."
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fields.password}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
            />
            {error !== null && !fields.password && (
              <Alert color="red" role="alert">
                {errorMessage(error)}
              </Alert>
            )}
            <Button type="submit" loading={busy} disabled={!token}>
              Set password
            </Button>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
