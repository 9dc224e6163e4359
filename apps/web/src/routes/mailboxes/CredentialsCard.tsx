import { Button, Card, Code, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { mw } from '../../api/client';
import { ErrorNotice } from '../../components/common/ErrorNotice';

type Credentials = Awaited<ReturnType<typeof mw.showMailboxCredentials>>;

/** Credentials are read only when asked for (Show mailbox credentials), and hidden again on close. */
export function CredentialsCard(props: { workspace: string; uid: string }) {
  const [shown, setShown] = useState<Credentials | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const reveal = async () => {
    setBusy(true);
    setError(null);
    try {
      setShown(
        await mw.showMailboxCredentials({
          workspace: props.workspace,
          params: { query: { uid: props.uid } },
        }),
      );
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
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
          <Button size="xs" variant="default" onClick={() => setShown(null)}>
            Hide credentials
          </Button>
        ) : (
          <Button size="xs" loading={busy} onClick={() => void reveal()}>
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
