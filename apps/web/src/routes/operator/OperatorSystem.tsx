import { Badge, Button, Card, Code, Stack, Table, Text } from '@mantine/core';
import { useOperatorAction, useOperatorOp } from '../../api/operator';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/money';
import { PageHeader } from '../../components/common/PageHeader';

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
      <Card withBorder>
        <Text fw={600} mb="xs">
          Provider families
        </Text>
        <Table aria-label="Provider families">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Family</Table.Th>
              <Table.Th>Platform</Table.Th>
              <Table.Th>Adapter</Table.Th>
              <Table.Th>Real</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(providers.data?.families ?? []).map((f) => (
              <Table.Tr key={`${f.family}-${f.platform}`}>
                <Table.Td>{f.family}</Table.Td>
                <Table.Td>{f.platform ?? '—'}</Table.Td>
                <Table.Td>{f.adapter}</Table.Td>
                <Table.Td>
                  <Badge color={f.real ? 'green' : 'gray'} variant="light" tt="none">
                    {f.real ? 'real' : 'simulated'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          Job queue
        </Text>
        <Table.ScrollContainer minWidth={700}>
          <Table aria-label="Job queue">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job type</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Oldest due</Table.Th>
                <Table.Th>Scheduled</Table.Th>
                <Table.Th>Running</Table.Th>
                <Table.Th>Held</Table.Th>
                <Table.Th>Dead</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(queue.data?.jobs ?? []).map((j) => (
                <Table.Tr key={j.name}>
                  <Table.Td>{j.name}</Table.Td>
                  <Table.Td>{j.due}</Table.Td>
                  <Table.Td>{j.oldest_due_at ? age(j.oldest_due_age_seconds) : '—'}</Table.Td>
                  <Table.Td>{j.scheduled}</Table.Td>
                  <Table.Td>{j.running}</Table.Td>
                  <Table.Td>{j.held}</Table.Td>
                  <Table.Td>{j.dead}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          Dead jobs
        </Text>
        {(dead.data?.jobs ?? []).length === 0 ? (
          <Text c="dimmed" size="sm">
            No dead job.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table aria-label="Dead jobs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Last error</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th>Retry</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(dead.data?.jobs ?? []).map((j) => (
                  <Table.Tr key={j.id}>
                    <Table.Td>
                      {j.name}
                      {j.key ? <Code ml={4}>{j.key}</Code> : null}
                    </Table.Td>
                    <Table.Td>{j.attempts}</Table.Td>
                    <Table.Td>{j.last_error ?? '—'}</Table.Td>
                    <Table.Td>{formatDate(j.updated_at)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => retry.mutate({ params: { path: { id: j.id } } })}
                        aria-label={`Retry ${j.name} ${j.id}`}
                      >
                        Retry
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
