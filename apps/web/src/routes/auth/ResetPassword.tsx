import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { mw } from '../../api/client';
import { errorMessage, fieldErrors } from '../../api/errors';
import { useOp } from '../../api/query';
import { cacheNewSession } from '../../api/session';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import { Loading } from '../../components/common/Loading';
import { AnchorLink } from '../../components/common/links';
import { PasswordField } from '../../components/common/PasswordField';
import { AuthFrame } from './AuthFrame';

/**
 * The link's token: in the fragment (`#token=…`), which the browser never sends to a server, so
 * it stays out of access logs and Referer headers.
 */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

const signInLink = (
  <AnchorLink to="/sign-in" search={{ redirect: undefined, ended: undefined }}>
    Sign in
  </AnchorLink>
);

/**
 * The page a password link opens (a reset mailed on request, or one the operator made: the CLI,
 * the local profile's first start): whose password it sets, a new password (and an address for a
 * member who has none yet), then the person arrives signed in.
 */
export function ResetPassword() {
  const token = linkToken(useLocation({ select: (location) => location.hash }));
  const link = useOp('inspectPasswordReset', { body: { token } }, { enabled: token !== '' });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailRequired = link.data?.email_required === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError(new Error('The two passwords differ.'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await mw.resetPassword({
        body: { token, password, ...(emailRequired ? { email } : {}) },
      });
      if (!answer.session) {
        setNeedsCode(true);
        return;
      }
      cacheNewSession(answer.session);
      await navigate({ to: '/' });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  if (!token)
    return (
      <AuthFrame title="Set a new password">
        <Alert color="red" role="alert">
          This link has no token: open the link from the email (or the one the server printed)
          again.
        </Alert>
      </AuthFrame>
    );
  if (link.isPending)
    return (
      <AuthFrame title="Set a new password">
        <Loading label="Reading the link…" />
      </AuthFrame>
    );
  if (link.isError)
    return (
      <AuthFrame title="Set a new password">
        <Alert color="red" role="alert" title="This link cannot be used">
          {errorMessage(link.error)}
        </Alert>
        <Text size="sm">
          {signInLink}, or ask for a new link with <em>Forgot your password?</em> there.
        </Text>
      </AuthFrame>
    );
  if (needsCode)
    return (
      <AuthFrame title="Set a new password">
        <Alert color="green" role="status" title="Password set">
          Every other session was signed out. {signInLink} with your new password and your
          authenticator's code.
        </Alert>
      </AuthFrame>
    );

  const { member, team } = link.data;
  const fields = fieldErrors(error);
  return (
    <AuthFrame title="Set a new password">
      <Text size="sm" style={BREAK_ANYWHERE}>
        For {member.email ?? member.name} in {team.name}. You will be signed in once it is set.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          {emailRequired && (
            <TextInput
              label="Your email"
              description="You will sign in with it."
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fields.email}
            />
          )}
          <PasswordField
            label="New password"
            description="At least 10 characters."
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fields.password}
          />
          <PasswordField
            label="Repeat the new password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
          {error !== null && !fields.password && !fields.email && (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            Set password and sign in
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
