import { Text, Timeline } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { callOperation } from '../../api/client';
import { useOp } from '../../api/query';
import { ErrorNotice } from './ErrorNotice';
import { formatDate } from './format';
import { StatusBadge, statusLabel } from './StatusBadge';

/** A record's status changes, newest first, read from the workspace's event log. */
export function StatusHistory(props: { workspace: string; recordUid: string }) {
  const events = useOp('listWebhookEvents', {
    workspace: props.workspace,
    body: { record_uid: props.recordUid, limit: 30 },
  });
  const details = useQueries({
    queries: (events.data?.events ?? []).map((event) => ({
      queryKey: ['getWebhookEvent', event.uid],
      queryFn: () =>
        callOperation('getWebhookEvent', {
          workspace: props.workspace,
          params: { path: { uid: event.uid } },
        }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  if (events.error)
    return <ErrorNotice error={events.error} title="The history could not be loaded" />;
  const list = events.data?.events ?? [];
  if (list.length === 0) return <Text c="dimmed">No status change recorded yet.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="Status history">
      {list.map((event, index) => {
        const data = details[index]?.data?.event.data as
          | Record<string, { status?: string; previous_status?: string | null }>
          | undefined;
        const record = data?.[event.record_kind];
        return (
          <Timeline.Item
            key={event.uid}
            title={record ? <StatusBadge status={record.status} /> : event.event}
          >
            <Text size="xs" c="dimmed">
              {formatDate(event.created_at)}
              {record?.previous_status ? ` · from ${statusLabel(record.previous_status)}` : ''}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
