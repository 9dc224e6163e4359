import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useAction, useOp } from '../../api/query';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import { ConfirmButton } from '../../components/common/ConfirmButton';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { Form } from '../../components/common/Form';
import { formatDate } from '../../components/common/format';
import { AnchorLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { ResetCard } from './ResetCard';

const STEPS = [
  ['an hour', '1h'],
  ['a day', '1d'],
  ['a week', '1w'],
] as const;

/**
 * The sandbox console: clocks (create, attach, advance, what ran), the mail viewer of each
 * mailbox, the magic values. Shown only where the server allows sandbox tools: the clock list
 * answers 403 elsewhere, and then this page says so.
 */
export function SandboxPage() {
  const workspace = useWorkspace();
  const clocks = useOp(
    'listSandboxClocks',
    { workspace },
    {
      retry: false,
      refetchInterval: (q) =>
        q.state.data?.clocks.some((c) => c.status === 'advancing') ? 500 : false,
    },
  );
  const mailboxes = useOp('listMailboxes', { workspace, body: { limit: 100 } });
  const [name, setName] = useState('');
  const create = useAction('createSandboxClock', {
    success: 'Clock created',
    invalidates: ['listSandboxClocks'],
    onSuccess: () => setName(''),
  });
  const attach = useAction('attachSandboxClock', {
    success: 'Workspace attached',
    invalidates: ['listSandboxClocks'],
  });
  const detach = useAction('detachSandboxClock', {
    success: 'This workspace runs on real time again',
    invalidates: ['listSandboxClocks'],
  });
  const remove = useAction('deleteSandboxClock', {
    success: 'Clock deleted',
    invalidates: ['listSandboxClocks'],
  });
  const advance = useAction('advanceSandboxClock', {
    pending: 'Advancing…',
    invalidates: ['listSandboxClocks'],
  });
  const [viewer, setViewer] = useState<string | null>(null);

  if (clocks.error)
    return (
      <Stack>
        <PageHeader title="Sandbox" />
        <ErrorNotice error={clocks.error} />
      </Stack>
    );
  return (
    <Stack>
      <PageHeader title="Sandbox" />
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Mail viewer
        </Title>
        <Group align="end">
          <Select
            label="Mailbox"
            placeholder="Choose a mailbox"
            searchable
            data={(mailboxes.data?.mailboxes ?? []).map((m) => ({ value: m.uid, label: m.email }))}
            value={viewer}
            onChange={setViewer}
            w={320}
          />
          {viewer && (
            <AnchorLink to="/w/$workspace/sandbox/mail/$uid" params={{ workspace, uid: viewer }}>
              Open its mail
            </AnchorLink>
          )}
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Clocks
        </Title>
        <Form pending={create.isPending}>
          <Group align="end" mb="sm">
            <TextInput
              label="New clock's name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Button
              type="submit"
              onClick={() => create.mutate({ workspace, body: { name: name || 'Sandbox clock' } })}
              loading={create.isPending}
            >
              Create clock
            </Button>
          </Group>
        </Form>
        {clocks.data?.clocks.length === 0 && (
          <Text c="dimmed">No clock yet: this workspace runs on real time.</Text>
        )}
        <Stack>
          {clocks.data?.clocks.map((clock) => {
            const attached = clock.workspace_uids.includes(workspace);
            return (
              <Card key={clock.uid} withBorder aria-label={`Clock ${clock.name}`}>
                <Group justify="space-between">
                  <Group gap="xs">
                    <Text fw={600} style={BREAK_ANYWHERE}>
                      {clock.name}
                    </Text>
                    {attached && (
                      <Badge variant="light" tt="none">
                        this workspace runs on it
                      </Badge>
                    )}
                  </Group>
                  <Text>
                    {formatDate(clock.frozen_time)} · {clock.status}
                  </Text>
                </Group>
                <Group mt="xs">
                  {attached ? (
                    <Button
                      variant="default"
                      disabled={clock.status === 'advancing'}
                      onClick={() => detach.mutate({ workspace })}
                    >
                      Detach this workspace
                    </Button>
                  ) : (
                    <Button
                      variant="default"
                      onClick={() =>
                        attach.mutate({ workspace, params: { path: { uid: clock.uid } } })
                      }
                    >
                      Attach this workspace
                    </Button>
                  )}
                  {STEPS.map(([label, by]) => (
                    <Button
                      key={by}
                      variant="light"
                      disabled={clock.status === 'advancing'}
                      onClick={() =>
                        advance.mutate({
                          workspace,
                          params: { path: { uid: clock.uid } },
                          body: { by },
                        })
                      }
                    >
                      Advance {label}
                    </Button>
                  ))}
                  <ConfirmButton
                    variant="subtle"
                    color="red"
                    disabled={clock.status === 'advancing'}
                    title={`Delete the clock ${clock.name}?`}
                    message="Its workspaces go back to real time: what they had scheduled on the clock runs after the time it had left."
                    confirmLabel="Delete clock"
                    onConfirm={() =>
                      remove.mutate({ workspace, params: { path: { uid: clock.uid } } })
                    }
                  >
                    Delete clock
                  </ConfirmButton>
                </Group>
                {clock.last_advance && (
                  <Alert
                    mt="sm"
                    color={clock.status === 'advancing' ? 'blue' : 'green'}
                    title={clock.status === 'advancing' ? 'Advancing…' : 'Last advance'}
                  >
                    <Text size="sm">
                      {formatDate(clock.last_advance.from)} → {formatDate(clock.last_advance.to)}
                    </Text>
                    {clock.last_advance.ran.length === 0 ? (
                      <Text size="sm">Nothing was due.</Text>
                    ) : (
                      <List size="sm" aria-label="What ran">
                        {clock.last_advance.ran.map((r) => (
                          <List.Item key={r.job}>
                            {r.job}: {r.count}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </Alert>
                )}
              </Card>
            );
          })}
        </Stack>
      </Card>
      <MagicValues />
      <ResetCard />
    </Stack>
  );
}

function MagicValues() {
  const magic = useOp('listSandboxMagicValues', {});
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Magic values
      </Title>
      <Text size="sm" mb="xs">
        Put one where it says to make the simulator fail on purpose. Buying mailboxes offers the
        mailbox ones as a choice.
      </Text>
      <TableScroll minWidth={560}>
        <Table aria-label="Magic values">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Where</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Effect</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {magic.data?.groups.flatMap((g) =>
              g.values.map((v) => (
                <Table.Tr key={`${g.kind}-${v.value}`}>
                  <Table.Td>{g.where}</Table.Td>
                  <Table.Td>{v.value}</Table.Td>
                  <Table.Td>{v.effect}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}
