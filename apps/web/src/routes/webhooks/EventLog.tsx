import {
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { OpInit } from '../../api/client';
import { fieldErrors } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { EmptyState } from '../../components/common/EmptyState';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { countOf, formatDate } from '../../components/common/format';
import { AnchorLink } from '../../components/common/links';
import { StatusBadge } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';

type Filters = NonNullable<OpInit<'listWebhookEvents'>['body']>;

export const EVENT_TYPES = [
  'domain.status_changed',
  'mailbox.status_changed',
  'consent_request.status_changed',
  'client_id_request.status_changed',
  'verified_destination.verification_sent',
  'infraguard_alert.status_changed',
  'placement_test.status_changed',
  'warmup_subscription.status_changed',
  'order.status_changed',
  'sequencer.status_changed',
  'sequencer_export.status_changed',
  'forwarding_job.status_changed',
  'webhook.test',
] as const;

const STATES = ['pending', 'delivered', 'failed', 'skipped'] as const;

/** Events a page of the log shows. */
const PAGE_SIZE = 100;

/** A `datetime-local` value (the browser's time zone) as an ISO instant. */
const iso = (value: string) => (value ? new Date(value).toISOString() : undefined);

/**
 * The event log: filters, each event's delivery (a page at a time, with the total), replay of
 * what failed since a time. Drawn afresh for each workspace (`WebhooksPage` keys it).
 */
export function EventLog() {
  const workspace = useWorkspace();
  const [event, setEvent] = useState<string | null>(null);
  const [record, setRecord] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [since, setSince] = useState('');
  const [until, setUntil] = useState('');
  const [page, setPage] = useState(1);
  const filters: Filters = {
    limit: PAGE_SIZE,
    page,
    ...(event ? { event: event as Filters['event'] } : {}),
    ...(record.trim() ? { record_uid: record.trim() } : {}),
    ...(state ? { state: state as Filters['state'] } : {}),
    ...(since ? { since: iso(since) } : {}),
    ...(until ? { until: iso(until) } : {}),
  };
  /** A filter's setter that also starts the log again at its first page. */
  const refiltered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const events = useOp('listWebhookEvents', { workspace, body: filters });
  const pages = events.data?.pages ?? 0;
  const replayFailed = useAction('redeliverFailedWebhookEvents', {
    success: (d) =>
      `${countOf(d.count, 'failed event', 'failed events')} queued again${d.has_more ? ' (more remain: run it again)' : ''}`,
    invalidates: ['listWebhookEvents', 'getWebhookEvent'],
  });
  const rows = events.data?.events ?? [];
  // A filter the API refused is said under it (a start after the end, a uid mistyped); any other
  // error about the list above the table.
  const refused = fieldErrors(events.error);
  const errors = { ...fieldErrors(replayFailed.error), ...refused };
  const listError = events.error && Object.keys(refused).length === 0 ? events.error : null;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Event log
        </Title>
        <Group gap="xs">
          <Button size="compact-sm" variant="subtle" onClick={() => void events.refetch()}>
            Refresh
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            disabled={!since}
            loading={replayFailed.isPending}
            onClick={() =>
              replayFailed.mutate({
                workspace,
                body: { since: iso(since) as string, ...(until ? { until: iso(until) } : {}) },
              })
            }
          >
            Replay all failed since the time chosen
          </Button>
        </Group>
      </Group>
      <Group align="end" mb="sm" gap="sm">
        <Select
          label="Event"
          clearable
          w={260}
          data={[...EVENT_TYPES]}
          value={event}
          onChange={refiltered(setEvent)}
        />
        <TextInput
          label="Record uid"
          w={300}
          value={record}
          onChange={(e) => refiltered(setRecord)(e.currentTarget.value)}
          error={errors.record_uid}
        />
        <Select
          label="Delivery"
          clearable
          w={140}
          data={[...STATES]}
          value={state}
          onChange={refiltered(setState)}
        />
        <TextInput
          label="Since"
          type="datetime-local"
          w={210}
          value={since}
          onChange={(e) => refiltered(setSince)(e.currentTarget.value)}
          error={errors.since}
        />
        <TextInput
          label="Until"
          type="datetime-local"
          w={210}
          value={until}
          onChange={(e) => refiltered(setUntil)(e.currentTarget.value)}
          error={errors.until}
        />
      </Group>
      <ErrorNotice error={listError} title="The events could not be loaded" />
      {events.data && rows.length === 0 ? (
        <EmptyState title="No event matches">
          Events are recorded as records change status; Send a test event makes one now.
        </EmptyState>
      ) : (
        <TableScroll minWidth={800}>
          <Table aria-label="Webhook events" highlightOnHover fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Record</Table.Th>
                <Table.Th>Delivery</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Last answer</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.uid}>
                  <Table.Td>
                    <AnchorLink
                      to="/w/$workspace/webhooks/events/$uid"
                      params={{ workspace, uid: e.uid }}
                    >
                      {e.event}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>
                    {e.record_kind} {e.record_uid.slice(0, 8)}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={e.delivery.state} />
                  </Table.Td>
                  <Table.Td>{e.delivery.attempts}</Table.Td>
                  <Table.Td>
                    {e.delivery.last_status_code ?? e.delivery.last_error_class ?? '—'}
                  </Table.Td>
                  <Table.Td>{formatDate(e.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {events.data && events.data.total > 0 && (
        <Group justify="space-between" mt="xs">
          <Text size="sm" role="status">
            {countOf(events.data.total, 'event', 'events')}
            {pages > 1 ? ` · page ${events.data.current_page} of ${pages}` : ''}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          )}
        </Group>
      )}
    </Card>
  );
}
