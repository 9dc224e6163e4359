import { Button, Card, Group, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useAction, useOp } from '../../api/query';
import { formatDate } from '../../components/common/format';
import { StatusBadge } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';

const REFRESH = [
  'listInfraGuardAlerts',
  'listInfraGuardActionItems',
  'getInfraGuardDetails',
  'listInfraGuardSubscriptions',
  'getInfraGuardStats',
] as const;

/** What the triage card shows of an alert or an action item. */
interface Finding {
  uid: string;
  title: string;
  domain_name: string;
  severity: string;
  status: string;
}

/** A button on a row: shown while the row is in one of `from`. */
interface RowAction<T> {
  label: string;
  from: readonly string[];
  color?: string;
  variant: 'light' | 'subtle';
  run: (row: T) => void;
}

/**
 * Findings of one status at a time (a segmented choice of statuses), as a table: what, its
 * detail, domain, severity, any extra column, and the row's actions ("Acknowledge <title>").
 */
function TriageCard<T extends Finding>(props: {
  title: string;
  /** The record's name in the empty state ("No open alert.") and the status choice's label. */
  noun: string;
  /** The first column's heading. */
  what: string;
  statuses: ReadonlyArray<{ value: string; label: string }>;
  status: string;
  onStatus: (status: string) => void;
  rows: readonly T[];
  detail: (row: T) => ReactNode;
  extra?: { header: string; cell: (row: T) => ReactNode };
  actions: ReadonlyArray<RowAction<T>>;
}) {
  const { extra } = props;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <SegmentedControl
          aria-label={`${props.noun.charAt(0).toUpperCase()}${props.noun.slice(1)} status`}
          value={props.status}
          onChange={props.onStatus}
          data={[...props.statuses]}
        />
      </Group>
      {props.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No {props.status} {props.noun}.
        </Text>
      ) : (
        <TableScroll minWidth={800}>
          <Table aria-label={props.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{props.what}</Table.Th>
                <Table.Th>Domain</Table.Th>
                <Table.Th>Severity</Table.Th>
                {extra && <Table.Th>{extra.header}</Table.Th>}
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((row) => (
                <Table.Tr key={row.uid}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {props.detail(row)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.domain_name}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.severity === 'critical' ? 'failed' : row.severity} />
                  </Table.Td>
                  {extra && <Table.Td>{extra.cell(row)}</Table.Td>}
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {props.actions
                        .filter((a) => a.from.includes(row.status))
                        .map((a) => (
                          <Button
                            key={a.label}
                            size="compact-sm"
                            variant={a.variant}
                            {...(a.color ? { color: a.color } : {})}
                            onClick={() => a.run(row)}
                            aria-label={`${a.label} ${row.title}`}
                          >
                            {a.label}
                          </Button>
                        ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}

/** Alerts (of one domain, or all), with acknowledge and resolve. */
export function Alerts({ domain }: { domain?: string }) {
  const workspace = useWorkspace();
  const [status, setStatus] = useState<'open' | 'acknowledged' | 'resolved'>('open');
  const alerts = useOp('listInfraGuardAlerts', {
    workspace,
    params: { query: { status, limit: 100, ...(domain ? { uid: domain } : {}) } },
  });
  const acknowledge = useAction('acknowledgeInfraGuardAlert', {
    success: 'Acknowledged',
    invalidates: [...REFRESH],
  });
  const resolve = useAction('resolveInfraGuardAlert', {
    success: 'Resolved',
    invalidates: [...REFRESH],
  });
  const on = (row: Finding) => ({ workspace, params: { path: { uid: row.uid } } });
  return (
    <TriageCard
      title="Alerts"
      noun="alert"
      what="Alert"
      statuses={[
        { value: 'open', label: 'Open' },
        { value: 'acknowledged', label: 'Acknowledged' },
        { value: 'resolved', label: 'Resolved' },
      ]}
      status={status}
      onStatus={(v) => setStatus(v as typeof status)}
      rows={alerts.data?.alerts ?? []}
      detail={(a) => a.detail}
      extra={{ header: 'Opened', cell: (a) => formatDate(a.opened_at) }}
      actions={[
        {
          label: 'Acknowledge',
          from: ['open'],
          variant: 'light',
          run: (a) => acknowledge.mutate(on(a)),
        },
        {
          label: 'Resolve',
          from: ['open', 'acknowledged'],
          variant: 'light',
          color: 'green',
          run: (a) => resolve.mutate(on(a)),
        },
      ]}
    />
  );
}

/** Action items (what to do about an alert), with resolve and dismiss. */
export function ActionItems({ domain }: { domain?: string }) {
  const workspace = useWorkspace();
  const [status, setStatus] = useState<'open' | 'resolved' | 'dismissed'>('open');
  const items = useOp('listInfraGuardActionItems', {
    workspace,
    params: { query: { status, limit: 100, ...(domain ? { uid: domain } : {}) } },
  });
  const resolve = useAction('resolveInfraGuardActionItem', {
    success: 'Resolved',
    invalidates: [...REFRESH],
  });
  const dismiss = useAction('dismissInfraGuardActionItem', {
    success: 'Dismissed',
    invalidates: [...REFRESH],
  });
  const on = (row: Finding) => ({ workspace, params: { path: { uid: row.uid } } });
  return (
    <TriageCard
      title="Action items"
      noun="action item"
      what="What to do"
      statuses={[
        { value: 'open', label: 'Open' },
        { value: 'resolved', label: 'Resolved' },
        { value: 'dismissed', label: 'Dismissed' },
      ]}
      status={status}
      onStatus={(v) => setStatus(v as typeof status)}
      rows={items.data?.action_items ?? []}
      detail={(item) => item.remedy}
      actions={[
        {
          label: 'Resolve',
          from: ['open'],
          variant: 'light',
          color: 'green',
          run: (item) => resolve.mutate(on(item)),
        },
        {
          label: 'Dismiss',
          from: ['open'],
          variant: 'subtle',
          run: (item) => dismiss.mutate(on(item)),
        },
      ]}
    />
  );
}
