import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { mw } from '../../api/client';
import { errorCode, errorMessage, fieldErrors } from '../../api/errors';
import { cacheNewSession } from '../../api/session';
import { PasswordField } from '../../components/common/PasswordField';
import { AuthFrame } from './AuthFrame';

/** Email and password, then the TOTP code when the member has one; every refusal said plainly. */
export function SignIn() {
  const { redirect, ended } = useSearch({ from: '/sign-in' });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // What the server said of the reset link asked for: mailed, or that it mails nothing.
  const [resetSent, setResetSent] = useState<{ mailed: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await mw.signIn({
        body: { email, password, ...(needsTotp ? { totp_code: totp } : {}) },
      });
      cacheNewSession(answer.session);
      await navigate({ to: redirect?.startsWith('/') ? redirect : '/' });
    } catch (caught) {
      if (errorCode(caught) === 'TOTP_REQUIRED') setNeedsTotp(true);
      else setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const forgot = async () => {
    if (!email) {
      setError(new Error('Type your email address first, then ask for the reset link.'));
      return;
    }
    setError(null);
    setResetSent(null);
    try {
      const answer = await mw.requestPasswordReset({ body: { email } });
      setResetSent({ mailed: answer.mailed, message: answer.message });
    } catch (caught) {
      setError(caught);
    }
  };

  const fields = fieldErrors(error);
  const code = errorCode(error);
  return (
    <AuthFrame title="Sign in to Mailwright">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fields.email}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fields.password}
          />
          {needsTotp && (
            <TextInput
              label="Authentication code"
              description="The 6-digit code from your authenticator app."
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              value={totp}
              onChange={(e) => setTotp(e.currentTarget.value)}
              error={code === 'TOTP_INVALID' ? errorMessage(error) : fields.totp_code}
            />
          )}
          {ended && error === null && (
            <Alert color="yellow" role="status" title="Your session has ended">
              You were signed out (from another browser, by an admin, or because the session
              expired). Sign in again to go back to where you were.
            </Alert>
          )}
          {error !== null && code !== 'TOTP_INVALID' && (
            <Alert
              color="red"
              role="alert"
              title={code === 'SIGN_IN_RATE_LIMITED' ? 'Too many attempts' : 'Not signed in'}
            >
              {errorMessage(error)}
            </Alert>
          )}
          {resetSent && (
            <Alert color={resetSent.mailed ? 'green' : 'yellow'} role="status">
              {resetSent.mailed
                ? `If an account uses ${email}, a link to set a new password is on its way.`
                : `${resetSent.message}.`}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
          <Text size="sm">
            <Anchor component="button" type="button" onClick={() => void forgot()}>
              Forgot your password?
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
