import { Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useAction, useOp } from '../../api/query';
import { RecordError } from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/format';
import { Loading } from '../../components/common/Loading';
import { PageHeader } from '../../components/common/PageHeader';
import { StatusBadge } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';

/**
 * One event: its data as the API shows it (credentials stay hidden there), and every delivery
 * attempt with its status, duration, error class and the receiver's answer; replay it. While a
 * delivery is pending the page reads the event again every two seconds (deliveries are not
 * events of the stream).
 */
export function WebhookEvent() {
  const workspace = useWorkspace();
  const { uid } = useParams({ from: '/signed-in/w/$workspace/webhooks/events/$uid' });
  const event = useOp(
    'getWebhookEvent',
    { workspace, params: { path: { uid } } },
    {
      refetchInterval: (query) =>
        query.state.data?.event.delivery.state === 'pending' ? 2000 : false,
    },
  );
  const replay = useAction('redeliverWebhookEvent', {
    success: 'Queued for delivery again',
    invalidates: ['getWebhookEvent', 'listWebhookEvents'],
  });
  if (event.error) {
    return (
      <RecordError
        read={event}
        what="event"
        list={{ to: '/w/$workspace/webhooks', label: 'Webhooks' }}
      />
    );
  }
  const e = event.data?.event;
  if (!e) return <Loading />;
  return (
    <Stack>
      <PageHeader title={e.event}>
        <Button
          loading={replay.isPending}
          onClick={() => replay.mutate({ workspace, params: { path: { uid } } })}
        >
          Replay
        </Button>
      </PageHeader>
      <Group>
        <StatusBadge status={e.delivery.state} />
        <Text size="sm">
          {e.record_kind} <Code>{e.record_uid}</Code>
        </Text>
        <Text size="sm" c="dimmed">
          Created {formatDate(e.created_at)}
          {e.delivery.next_attempt_at
            ? ` · next attempt ${formatDate(e.delivery.next_attempt_at)}`
            : ''}
        </Text>
      </Group>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Attempts
        </Title>
        {e.attempts.length === 0 ? (
          <Text c="dimmed" size="sm">
            Not tried yet.
          </Text>
        ) : (
          <TableScroll minWidth={800}>
            <Table aria-label="Attempts" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th>Error</Table.Th>
                  <Table.Th>Answer</Table.Th>
                  <Table.Th>When</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.attempts.map((a) => (
                  <Table.Tr key={a.attempt}>
                    <Table.Td>
                      {a.attempt}
                      {a.trigger === 'manual' ? ' (replay)' : ''}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={a.state === 'succeeded' ? 'delivered' : 'failed'} />
                    </Table.Td>
                    <Table.Td>{a.status_code ?? '—'}</Table.Td>
                    <Table.Td>{a.duration_ms === null ? '—' : `${a.duration_ms} ms`}</Table.Td>
                    <Table.Td>{a.error_class ?? '—'}</Table.Td>
                    <Table.Td>
                      {a.response_excerpt ? <Code>{a.response_excerpt.slice(0, 200)}</Code> : '—'}
                    </Table.Td>
                    <Table.Td>{formatDate(a.started_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Data
        </Title>
        <Code block aria-label="Event data">
          {JSON.stringify(e.data, null, 2)}
        </Code>
      </Card>
    </Stack>
  );
}
