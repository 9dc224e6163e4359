import { Button, Card, Group, Table, Text } from '@mantine/core';
import { useAction, useOp } from '../../api/query';
import { formatDate } from '../../components/common/money';
import { StatusBadge } from '../../components/common/StatusBadge';
import { useWorkspace } from '../../hooks';

/** The scheduled placement tests: when they run next, pause, resume, delete. */
export function ScheduledTests() {
  const workspace = useWorkspace();
  const list = useOp('listScheduledPlacementTests', {
    workspace,
    params: { query: { limit: 100 } },
  });
  const options = { invalidates: ['listScheduledPlacementTests' as const] };
  const pause = useAction('pauseScheduledPlacementTest', { ...options, success: 'Paused' });
  const resume = useAction('resumeScheduledPlacementTest', { ...options, success: 'Resumed' });
  const remove = useAction('deleteScheduledPlacementTest', { ...options, success: 'Deleted' });
  const schedules = list.data?.scheduled_tests ?? [];
  if (schedules.length === 0) return null;
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        Scheduled tests
      </Text>
      <Table.ScrollContainer minWidth={700}>
        <Table aria-label="Scheduled tests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Next run</Table.Th>
              <Table.Th>Runs</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedules.map((s) => {
              const init = { workspace, params: { path: { uid: s.uid } } };
              return (
                <Table.Tr key={s.uid}>
                  <Table.Td>{s.name || s.subject}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={s.status} />
                  </Table.Td>
                  <Table.Td>
                    {s.days.join(', ')} at {s.time} ({s.timezone})
                  </Table.Td>
                  <Table.Td>{formatDate(s.next_run_at)}</Table.Td>
                  <Table.Td>{s.runs}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {s.status === 'active' ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => pause.mutate(init)}
                        >
                          Pause
                        </Button>
                      ) : (
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => resume.mutate(init)}
                        >
                          Resume
                        </Button>
                      )}
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => remove.mutate(init)}
                        aria-label={`Delete scheduled test ${s.name || s.subject}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
