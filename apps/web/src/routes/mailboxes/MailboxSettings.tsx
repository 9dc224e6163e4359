import { Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useAction } from '../../api/query';
import { ConfirmButton } from '../../components/common/ConfirmButton';
import { Form } from '../../components/common/Form';
import { PasswordField } from '../../components/common/PasswordField';
import { useStoredField } from '../../hooks';
import type { MailboxRow } from './mailbox-list';

const REFRESH = ['getMailbox', 'listMailboxes'] as const;

/** Username, password, signature and profile picture of one mailbox, each saved on its own. */
export function MailboxSettings(props: { workspace: string; mailbox: MailboxRow }) {
  const { workspace, mailbox } = props;
  const [username, setUsername] = useStoredField(mailbox.username);
  const [password, setPassword] = useState('');
  const [signature, setSignature] = useStoredField(mailbox.signature ?? '');
  const [picture, setPicture] = useStoredField(mailbox.profile_picture ?? '');
  // The credentials shown, if they are, are read again: they changed.
  const rename = useAction('changeMailboxUsername', {
    success: 'Username changed',
    invalidates: [...REFRESH, 'showMailboxCredentials'],
  });
  const repass = useAction('changeMailboxPassword', {
    success: 'Password changed',
    invalidates: [...REFRESH, 'showMailboxCredentials'],
    onSuccess: () => setPassword(''),
  });
  const sign = useAction('setMailboxSignature', {
    success: 'Signature saved',
    invalidates: [...REFRESH],
  });
  const unsign = useAction('deleteMailboxSignature', {
    success: 'Signature removed',
    invalidates: [...REFRESH],
  });
  const picture$ = useAction('updateMailboxProfilePicture', {
    success: 'Profile picture saved',
    invalidates: [...REFRESH],
  });

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Settings
      </Title>
      <Stack>
        <Form pending={rename.isPending}>
          <Group align="end">
            <TextInput
              label="Username"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={fieldErrors(rename.error).new_username}
            />
            <Button
              type="submit"
              variant="default"
              loading={rename.isPending}
              disabled={username === mailbox.username}
              onClick={() =>
                rename.mutate({ workspace, body: { uid: mailbox.uid, new_username: username } })
              }
            >
              Change username
            </Button>
          </Group>
        </Form>
        <Form pending={repass.isPending}>
          <Group align="end">
            <PasswordField
              label="New password"
              description="Empty: a strong one is generated."
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldErrors(repass.error).new_password}
            />
            <ConfirmButton
              type="submit"
              variant="default"
              loading={repass.isPending}
              title={`Change the password of ${mailbox.email}?`}
              message={`${password ? 'The password you typed' : 'A generated password'} replaces the current one: sequencers and mail clients that sign in with the current one stop working until they are given the new one (Show credentials, or export the mailbox again).`}
              confirmLabel="Change password"
              onConfirm={() =>
                repass.mutate({
                  workspace,
                  body: { uid: mailbox.uid, ...(password ? { new_password: password } : {}) },
                })
              }
            >
              Change password
            </ConfirmButton>
          </Group>
        </Form>
        <Textarea
          label="Signature"
          autosize
          minRows={2}
          value={signature}
          onChange={(e) => setSignature(e.currentTarget.value)}
          error={fieldErrors(sign.error).signature}
        />
        <Group>
          <Button
            variant="default"
            loading={sign.isPending}
            disabled={!signature}
            onClick={() => sign.mutate({ workspace, body: { uids: [mailbox.uid], signature } })}
          >
            Save signature
          </Button>
          {mailbox.signature && (
            <Button
              variant="subtle"
              loading={unsign.isPending}
              onClick={() => unsign.mutate({ workspace, body: { uids: [mailbox.uid] } })}
            >
              Remove signature
            </Button>
          )}
        </Group>
        <Form pending={picture$.isPending}>
          <Group align="end">
            <TextInput
              label="Profile picture URL"
              type="url"
              value={picture}
              onChange={(e) => setPicture(e.currentTarget.value)}
              error={fieldErrors(picture$.error).profile_picture}
              w={320}
            />
            <Button
              type="submit"
              variant="default"
              loading={picture$.isPending}
              onClick={() =>
                picture$.mutate({ workspace, body: { uid: mailbox.uid, profile_picture: picture } })
              }
            >
              Save picture
            </Button>
          </Group>
        </Form>
      </Stack>
    </Card>
  );
}
