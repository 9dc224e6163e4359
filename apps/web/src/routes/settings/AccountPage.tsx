import { Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useAction } from '../../api/query';
import { readAgain } from '../../api/read-again';
import { sessionKey, useSession } from '../../api/session';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import { Form } from '../../components/common/Form';
import { PageHeader } from '../../components/common/PageHeader';
import { PasswordField } from '../../components/common/PasswordField';
import { KeyQrCode } from './KeyQrCode';

/** The signed-in member's password and second factor. */
export function AccountPage() {
  const session = useSession();
  const client = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [code, setCode] = useState('');
  const refresh = () => readAgain(client, [sessionKey]);
  // Each form is emptied once it has done its work: a code is used once, and a password typed
  // is not left in the page.
  const change = useAction('changePassword', {
    success: 'Password changed',
    onSuccess: () => {
      setCurrent('');
      setNext('');
    },
  });
  const setup = useAction('setupTotp', {});
  const enable = useAction('enableTotp', {
    success: 'Two-factor sign-in is on',
    onSuccess: () => {
      setCode('');
      void refresh();
    },
  });
  const disable = useAction('disableTotp', {
    success: 'Two-factor sign-in is off',
    onSuccess: () => {
      setCode('');
      setup.reset();
      void refresh();
    },
  });
  const passwordErrors = fieldErrors(change.error);

  return (
    <Stack maw={640}>
      <PageHeader title="Account and security" />
      <Text style={BREAK_ANYWHERE}>
        {session.member.name} · {session.member.email} · {session.member.role} of{' '}
        {session.team.name}
      </Text>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Password
        </Title>
        <Form pending={change.isPending}>
          <Stack>
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.currentTarget.value)}
              error={passwordErrors.current_password}
            />
            <PasswordField
              label="New password"
              description="At least 10 characters."
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.currentTarget.value)}
              error={passwordErrors.new_password}
            />
            <Button
              type="submit"
              w="fit-content"
              loading={change.isPending}
              onClick={() =>
                change.mutate({ body: { current_password: current, new_password: next } })
              }
            >
              Change password
            </Button>
          </Stack>
        </Form>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Two-factor sign-in (TOTP)
        </Title>
        {session.member.totp_enabled ? (
          <Form pending={disable.isPending}>
            <Group align="end">
              <TextInput
                label="Code to turn it off"
                inputMode="numeric"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={fieldErrors(disable.error).code}
              />
              <Button
                type="submit"
                color="red"
                variant="light"
                loading={disable.isPending}
                onClick={() => disable.mutate({ body: { code } })}
              >
                Turn off
              </Button>
            </Group>
          </Form>
        ) : setup.data ? (
          <Stack>
            <Text size="sm">
              Scan this code with your authenticator app, or add the key below to it by hand, then
              type the code it shows.
            </Text>
            <KeyQrCode otpauthUrl={setup.data.otpauth_url} />
            <Code block>{setup.data.secret}</Code>
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {setup.data.otpauth_url}
            </Text>
            <Form pending={enable.isPending}>
              <Group align="end">
                <TextInput
                  label="Code from the app"
                  inputMode="numeric"
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  error={fieldErrors(enable.error).code}
                />
                <Button
                  type="submit"
                  loading={enable.isPending}
                  onClick={() => enable.mutate({ body: { code } })}
                >
                  Turn on
                </Button>
              </Group>
            </Form>
          </Stack>
        ) : (
          <Button
            w="fit-content"
            variant="default"
            loading={setup.isPending}
            onClick={() => setup.mutate(undefined as never)}
          >
            Set up two-factor sign-in
          </Button>
        )}
      </Card>
    </Stack>
  );
}
