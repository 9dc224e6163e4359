import { Button, Card, Code, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { opKey, useOp } from '../../api/query';
import { ErrorNotice } from '../../components/common/ErrorNotice';

/**
 * Credentials are read only when asked for (Show mailbox credentials) and forgotten when hidden.
 * While shown they are the mailbox's current ones: changing its username or password
 * (`MailboxSettings`) reads them again, so what is copied is never the old password.
 */
export function CredentialsCard(props: { workspace: string; uid: string }) {
  const client = useQueryClient();
  const [revealed, setRevealed] = useState(false);
  const init = { workspace: props.workspace, params: { query: { uid: props.uid } } };
  const read = useOp('showMailboxCredentials', init, {
    enabled: revealed,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const shown = revealed ? (read.data ?? null) : null;
  const busy = revealed && read.isFetching && !read.data;
  const error = revealed ? read.error : null;
  const hide = () => {
    setRevealed(false);
    client.removeQueries({ queryKey: opKey('showMailboxCredentials', init), exact: true });
  };
  const rows: [string, string][] = shown
    ? [
        ['Email', shown.email],
        ['Password', shown.password],
        ['App password', shown.app_password],
        ['2FA secret', shown.secret || '—'],
        // Each setting on a row of its own, as a mail client or a sequencer's form asks for it.
        ['SMTP host', shown.smtp_host],
        ['SMTP port', String(shown.smtp_port)],
        ['SMTP username', shown.smtp_username],
        ['IMAP host', shown.imap_host],
        ['IMAP port', String(shown.imap_port)],
        ['IMAP username', shown.imap_username],
      ]
    : [];
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Credentials
        </Title>
        {shown ? (
          <Button size="xs" variant="default" onClick={hide}>
            Hide credentials
          </Button>
        ) : (
          <Button size="xs" loading={busy} onClick={() => setRevealed(true)}>
            Show credentials
          </Button>
        )}
      </Group>
      <ErrorNotice error={error} title="Credentials not shown" />
      {shown ? (
        <Table aria-label="Credentials">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Code>{value}</Code>
                    <CopyButton value={value}>
                      {({ copied, copy }) => (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          style={{ flexShrink: 0 }}
                          onClick={copy}
                          aria-label={`Copy ${label}`}
                        >
                          {copied ? 'Copied' : 'Copy'}
                        </Button>
                      )}
                    </CopyButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Hidden. Showing them is recorded like any API call.
          </Text>
        </Stack>
      )}
    </Card>
  );
}
