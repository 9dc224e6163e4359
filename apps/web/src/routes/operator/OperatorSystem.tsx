import { Badge, Button, Code, Stack, Text } from '@mantine/core';
import { useOperatorAction, useOperatorOp } from '../../api/operator';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { TableCard } from '../../components/table/TableCard';

const age = (seconds: number) =>
  seconds < 60
    ? `${seconds} s`
    : seconds < 3600
      ? `${Math.round(seconds / 60)} min`
      : `${Math.round(seconds / 3600)} h`;

/** Provider families (which are real), the job queue per type, dead jobs with retry. */
export function OperatorSystem() {
  const providers = useOperatorOp('getOperatorProviders', undefined as never);
  const queue = useOperatorOp('getOperatorJobQueue', undefined as never);
  const dead = useOperatorOp('listOperatorDeadJobs', { params: { query: { limit: 100 } } });
  const retry = useOperatorAction('retryOperatorDeadJob', {
    success: 'Queued again',
    invalidates: ['listOperatorDeadJobs', 'getOperatorJobQueue'],
  });
  return (
    <Stack>
      <PageHeader title="Providers and jobs" />
      <ErrorNotice error={providers.error ?? queue.error ?? dead.error} />
      <TableCard
        title="Provider families"
        rows={providers.data?.families ?? []}
        rowKey={(f) => `${f.family}-${f.platform}`}
        columns={[
          { header: 'Family', cell: (f) => f.family },
          { header: 'Platform', cell: (f) => f.platform ?? '—' },
          { header: 'Adapter', cell: (f) => f.adapter },
          {
            header: 'Real',
            cell: (f) => (
              <Badge color={f.real ? 'green' : 'gray'} variant="light" tt="none">
                {f.real ? 'real' : 'simulated'}
              </Badge>
            ),
          },
        ]}
      />
      <TableCard
        title="Job queue"
        minWidth={700}
        rows={queue.data?.jobs ?? []}
        rowKey={(j) => j.name}
        columns={[
          { header: 'Job type', cell: (j) => j.name },
          { header: 'Due', cell: (j) => j.due },
          {
            header: 'Oldest due',
            cell: (j) => (j.oldest_due_at ? age(j.oldest_due_age_seconds) : '—'),
          },
          { header: 'Scheduled', cell: (j) => j.scheduled },
          { header: 'Running', cell: (j) => j.running },
          { header: 'Held', cell: (j) => j.held },
          { header: 'Dead', cell: (j) => j.dead },
        ]}
      />
      <TableCard
        title="Dead jobs"
        minWidth={700}
        fz="sm"
        empty={
          <Text c="dimmed" size="sm">
            No dead job.
          </Text>
        }
        rows={dead.data?.jobs ?? []}
        rowKey={(j) => j.id}
        columns={[
          {
            header: 'Job',
            cell: (j) => (
              <>
                {j.name}
                {j.key ? <Code ml={4}>{j.key}</Code> : null}
              </>
            ),
          },
          { header: 'Attempts', cell: (j) => j.attempts },
          { header: 'Last error', cell: (j) => j.last_error ?? '—' },
          { header: 'Since', cell: (j) => formatDate(j.updated_at) },
          {
            header: 'Retry',
            cell: (j) => (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => retry.mutate({ params: { path: { id: j.id } } })}
                aria-label={`Retry ${j.name} ${j.id}`}
              >
                Retry
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
