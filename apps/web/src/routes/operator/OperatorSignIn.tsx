import { Alert, Button, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { callOperator, setOperatorToken } from '../../api/operator';
import { PasswordField } from '../../components/common/PasswordField';
import { AuthFrame } from '../auth/AuthFrame';

/** The operator console's sign-in: an operator token, checked with Get operator self. */
export function OperatorSignIn() {
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <AuthFrame title="Operator console">
      <Text size="sm">
        For the people who run this Mailwright. Paste an operator token (made on the server with{' '}
        <code>mailwright operators create</code>); it stays in this tab only. A customer account
        cannot sign in here.
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          setOperatorToken(token.trim());
          try {
            await callOperator('getOperatorSelf', undefined as never);
            await navigate({ to: '/operator/teams' });
          } catch (failure) {
            setOperatorToken(null);
            setError(errorMessage(failure));
          } finally {
            setBusy(false);
          }
        }}
      >
        <PasswordField
          label="Operator token"
          required
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
        />
        <Button type="submit" mt="md" fullWidth loading={busy}>
          Sign in
        </Button>
      </form>
    </AuthFrame>
  );
}
