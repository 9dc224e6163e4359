import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useAction, useOp } from '../../api/query';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { Form } from '../../components/common/Form';
import { useWorkspace } from '../../hooks';

/** Reset: every record of this sandbox workspace goes, after typing its name. */
export function ResetCard() {
  const workspace = useWorkspace();
  const workspaces = useOp('listWorkspaces', { params: { query: { limit: 500 } } });
  const name = workspaces.data?.workspaces.find((w) => w.uid === workspace)?.name ?? '';
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [done, setDone] = useState<Record<string, number> | null>(null);
  const reset = useAction('resetSandboxWorkspace', {
    pending: 'Resetting…',
    success: 'Workspace reset',
    invalidates: ['listDomains', 'listMailboxes', 'getWorkspaceHealth', 'listSandboxClocks'],
    onSuccess: (data) => {
      setDone(data.deleted);
      setOpen(false);
      setTyped('');
    },
  });
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Reset this workspace
      </Title>
      <Text size="sm" mb="xs">
        Deletes every record of the workspace: domains, mailboxes, mail, warmup, placement tests,
        InfraGuard, events, orders, sequencers, tags. The team, its members and the wallet stay.
      </Text>
      <Button color="red" w="fit-content" onClick={() => setOpen(true)}>
        Reset workspace
      </Button>
      {done && (
        <Text size="sm" mt="xs" role="status">
          Deleted:{' '}
          {Object.entries(done)
            .filter(([, n]) => n > 0)
            .map(([k, n]) => `${n} ${k}`)
            .join(', ') || 'nothing'}
        </Text>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title="Reset the workspace?">
        <Form pending={reset.isPending}>
          <Stack>
            <Text size="sm">
              Everything in <b>{name}</b> is deleted and cannot be brought back. Type its name to go
              on.
            </Text>
            <TextInput
              label="Workspace name"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
            />
            {reset.error && <ErrorNotice error={reset.error} />}
            <Group justify="end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Keep it
              </Button>
              <Button
                color="red"
                type="submit"
                disabled={typed !== name || name === ''}
                loading={reset.isPending}
                onClick={() => reset.mutate({ workspace, body: { confirm: typed } })}
              >
                Delete everything
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Card>
  );
}
