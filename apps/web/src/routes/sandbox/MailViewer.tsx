import {
  Badge,
  Code,
  Group,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useOp } from '../../api/query';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/format';
import { Loading } from '../../components/common/Loading';
import { PageHeader } from '../../components/common/PageHeader';
import { useWorkspace } from '../../hooks';

/**
 * A message's HTML as a document that can load nothing: the frame has `sandbox` without
 * allow-scripts (no script runs, no same origin) and this CSP blocks every remote load (images,
 * styles, fonts), so opening a message never tells its sender it was read.
 */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";
export const safeDocument = (html: string) =>
  `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${CSP}"><meta charset="utf-8"></head><body>${html}</body></html>`;

const FOLDERS = [
  { value: 'all', label: 'All' },
  { value: 'inbox', label: 'Inbox' },
  { value: 'spam', label: 'Spam' },
  { value: 'missing', label: 'Missing' },
];

/** The sandbox mail viewer of one mailbox: its messages, each one's parts, headers and source. */
export function MailViewer() {
  const workspace = useWorkspace();
  const { uid } = useParams({ from: '/signed-in/w/$workspace/sandbox/mail/$uid' });
  const [folder, setFolder] = useState('all');
  const [q, setQ] = useState('');
  const [ref, setRef] = useState<string | null>(null);
  const mailbox = useOp('listMailboxes', { workspace, body: { uids: [uid], limit: 1 } });
  const query = {
    ...(folder === 'all' ? {} : { folder: folder as 'inbox' | 'spam' | 'missing' }),
    ...(q.trim() ? { q: q.trim() } : {}),
  };
  const list = useOp('listSandboxMessages', { workspace, params: { path: { uid }, query } });
  const email = mailbox.data?.mailboxes[0]?.email ?? '';
  return (
    <Stack>
      <PageHeader title={`Mail of ${email || 'a mailbox'}`} />
      <Group>
        <SegmentedControl aria-label="Folder" data={FOLDERS} value={folder} onChange={setFolder} />
        <TextInput
          aria-label="Search messages"
          placeholder="Search subject, sender, recipient"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={320}
        />
      </Group>
      {list.error && <ErrorNotice error={list.error} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ScrollArea h={560}>
          <Table aria-label="Messages" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Message</Table.Th>
                <Table.Th>Folder</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.messages.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={2}>No messages here yet.</Table.Td>
                </Table.Tr>
              )}
              {list.data?.messages.map((m) => (
                <Table.Tr
                  key={m.ref}
                  bg={m.ref === ref ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Table.Td>
                    <UnstyledButton onClick={() => setRef(m.ref)}>
                      <Text size="sm" fw={600}>
                        {m.subject || '(no subject)'}
                      </Text>
                      <Text size="xs">
                        {m.direction === 'sent' ? 'Sent' : 'Received'} from {m.from} to {m.to} ·{' '}
                        {m.kind} · {formatDate(m.at)}
                      </Text>
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={m.folder === 'spam' || m.folder === 'missing' ? 'red' : 'blue'}
                      c="dark"
                    >
                      {m.folder ?? '–'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {ref ? (
          <MessageView uid={uid} messageRef={ref} />
        ) : (
          <Text c="dimmed">Choose a message.</Text>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function MessageView(props: { uid: string; messageRef: string }) {
  const workspace = useWorkspace();
  const one = useOp('getSandboxMessage', {
    workspace,
    params: { path: { uid: props.uid, ref: props.messageRef } },
  });
  const m = one.data?.message_detail;
  if (one.error) return <ErrorNotice error={one.error} />;
  if (!m) return <Loading />;
  return (
    <Stack gap="xs" aria-label="Message">
      <Text fw={700}>{m.subject || '(no subject)'}</Text>
      <Text size="sm">
        From {m.from} to {m.to} · folder {m.folder ?? '–'}
      </Text>
      {m.auth && (
        <Text size="sm">
          Authentication: SPF {m.auth.spf}, DKIM {m.auth.dkim}, DMARC {m.auth.dmarc}
        </Text>
      )}
      {m.produced_by && (
        <Text size="sm">
          Produced by{' '}
          {m.produced_by.kind === 'warmup'
            ? `the warmup of ${m.produced_by.name}`
            : `the placement test ${m.produced_by.name}`}
        </Text>
      )}
      {m.bounce && (
        <Text c="red">
          Bounced ({m.bounce.type}): {m.bounce.diagnostic}
        </Text>
      )}
      <Tabs defaultValue={m.html ? 'html' : 'text'}>
        <Tabs.List>
          <Tabs.Tab value="html" disabled={!m.html}>
            HTML
          </Tabs.Tab>
          <Tabs.Tab value="text">Text</Tabs.Tab>
          <Tabs.Tab value="headers">Headers</Tabs.Tab>
          <Tabs.Tab value="raw">Source</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="xs">
          {m.html && (
            <iframe
              title="Message HTML"
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={safeDocument(m.html)}
              style={{
                width: '100%',
                height: 420,
                border: '1px solid var(--mantine-color-gray-4)',
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="xs">
          {/* A message's lines wrap as a mail client wraps them (a text part may be one long line). */}
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {m.text ?? '(no text part)'}
          </Code>
        </Tabs.Panel>
        <Tabs.Panel value="headers" pt="xs">
          <Table aria-label="Headers">
            <Table.Tbody>
              {m.headers.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat; the order is the message's
                <Table.Tr key={`${h.name}-${i}`}>
                  {/* A signature or a long Received line has no space to break at. */}
                  <Table.Td style={BREAK_ANYWHERE}>{h.line}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="raw" pt="xs">
          <Code block>{m.raw ?? '(no source kept)'}</Code>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
