import { Button, Group } from '@mantine/core';
import { useAction, useOp } from '../../api/query';
import { formatDate } from '../../components/common/format';
import { StatusBadge } from '../../components/common/StatusBadge';
import { TableCard } from '../../components/table/TableCard';
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
    <TableCard
      title="Scheduled tests"
      minWidth={700}
      rows={schedules}
      rowKey={(s) => s.uid}
      columns={[
        { header: 'Name', cell: (s) => s.name || s.subject },
        { header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
        { header: 'When', cell: (s) => `${s.days.join(', ')} at ${s.time} (${s.timezone})` },
        { header: 'Next run', cell: (s) => formatDate(s.next_run_at) },
        { header: 'Runs', cell: (s) => s.runs },
        {
          header: 'Actions',
          cell: (s) => {
            const init = { workspace, params: { path: { uid: s.uid } } };
            return (
              <Group gap={4} wrap="nowrap">
                {s.status === 'active' ? (
                  <Button size="compact-sm" variant="light" onClick={() => pause.mutate(init)}>
                    Pause
                  </Button>
                ) : (
                  <Button size="compact-sm" variant="light" onClick={() => resume.mutate(init)}>
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
            );
          },
        },
      ]}
    />
  );
}
