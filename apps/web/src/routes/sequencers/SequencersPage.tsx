import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { EmptyState } from '../../components/common/EmptyState';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { Form } from '../../components/common/Form';
import { PageHeader } from '../../components/common/PageHeader';
import { StatusBadge, statusLabel } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { ConnectionForm } from './ConnectionForm';

/** Sequencers: connect one through its platform's form (and code step), see exports per mailbox. */
export function SequencersPage() {
  const workspace = useWorkspace();
  const platforms = useOp('listSequencerPlatforms', { workspace });
  const sequencers = useOp('listSequencers', { workspace, body: { limit: 100 } });
  const [platform, setPlatform] = useState<string | null>(null);
  const [name, setName] = useState('');
  // Each sequencer waiting for its code has its own field (two may wait at once).
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [viewing, setViewing] = useState<string | null>(null);
  const add = useAction('addSequencer', {
    pending: 'Connecting…',
    success: (d) => `${d.data.name}: ${statusLabel(d.data.status)}`,
    invalidates: ['listSequencers'],
  });
  const verify = useAction('verifySequencerCode', {
    success: 'Code accepted',
    invalidates: ['listSequencers'],
  });
  const exports = useOp(
    'getSequencerExportStatus',
    { workspace, body: { sequencer_uid: viewing ?? '', limit: 100 } },
    { enabled: viewing !== null },
  );
  const chosen = platforms.data?.data.find((p) => p.platform === platform);
  // A platform as people name it ("Instantly"), not its id.
  const platformName = (id: string) =>
    platforms.data?.data.find((p) => p.platform === id)?.platform_metadata.platform_name ?? id;
  const awaiting = sequencers.data?.data.filter((s) => s.status === 'awaiting_code') ?? [];
  const errors = fieldErrors(add.error);

  return (
    <Stack>
      <PageHeader title="Sequencers" />
      <ErrorNotice error={sequencers.error} />
      {(sequencers.data?.data.length ?? 0) === 0 ? (
        <EmptyState title="No sequencer connected">
          Connect your sequencer below, then export mailboxes to it from the mailbox table (Actions,
          Export to a sequencer).
        </EmptyState>
      ) : (
        <TableScroll minWidth={600}>
          <Table aria-label="Sequencers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Platform</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Exports</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sequencers.data?.data.map((s) => (
                <Table.Tr key={s.uid}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{platformName(s.platform)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={s.status} />{' '}
                    <Text span size="xs">
                      {s.status_reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" onClick={() => setViewing(s.uid)}>
                      Show exports of {s.name}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {awaiting.map((s) => (
        <Alert key={s.uid} color="blue" title={`${s.name} needs the one-time code`}>
          <Text size="sm">
            {platformName(s.platform)} sent a code to the sequencer's login. Type it here.
          </Text>
          <Form pending={verify.isPending && verify.variables?.body.uid === s.uid}>
            <Group align="end" mt="xs">
              <TextInput
                label={`One-time code for ${s.name}`}
                value={codes[s.uid] ?? ''}
                onChange={(e) => setCodes({ ...codes, [s.uid]: e.currentTarget.value })}
                error={
                  verify.variables?.body.uid === s.uid
                    ? (fieldErrors(verify.error).code ??
                      (verify.error ? errorMessage(verify.error) : undefined))
                    : undefined
                }
              />
              <Button
                type="submit"
                loading={verify.isPending && verify.variables?.body.uid === s.uid}
                onClick={() =>
                  verify.mutate({ workspace, body: { uid: s.uid, code: codes[s.uid] ?? '' } })
                }
              >
                Verify code
              </Button>
            </Group>
          </Form>
        </Alert>
      ))}
      {viewing && (
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Exports
          </Title>
          <ErrorNotice error={exports.error} />
          {(exports.data?.data.length ?? 0) === 0 ? (
            <Text c="dimmed">Nothing exported to it yet.</Text>
          ) : (
            <TableScroll minWidth={480}>
              <Table aria-label="Exports">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Mailbox</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Error</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {exports.data?.data.map((e) => (
                    <Table.Tr key={e.uid}>
                      <Table.Td>{e.mailbox_email}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={e.status} />
                      </Table.Td>
                      <Table.Td>{e.error_message ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </Card>
      )}
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          Connect a sequencer
        </Title>
        <Stack maw={640}>
          <Group align="end">
            <Select
              label="Platform"
              data={(platforms.data?.data ?? []).map((p) => ({
                value: p.platform,
                label: p.platform_metadata.platform_name,
              }))}
              value={platform}
              onChange={setPlatform}
              w={240}
            />
            <TextInput
              label="Name"
              description="How it is called here"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
            />
          </Group>
          {chosen && (
            <ConnectionForm
              key={chosen.platform}
              platform={chosen}
              serverErrors={errors}
              busy={add.isPending}
              onSubmit={(values) =>
                add.mutate({
                  workspace,
                  body: {
                    name: name || chosen.platform_metadata.platform_name,
                    platform: chosen.platform as 'instantly',
                    ...values,
                  },
                })
              }
            />
          )}
          {add.error !== null && Object.keys(errors).length === 0 && (
            <Alert color="red">{errorMessage(add.error)}</Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
