import { Button, Card, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAction, useOp } from '../../api/query';
import { formatDate } from '../../components/common/money';
import { StatusBadge } from '../../components/common/StatusBadge';
import { useWorkspace } from '../../hooks';

const REFRESH = [
  'listInfraGuardAlerts',
  'listInfraGuardActionItems',
  'getInfraGuardDetails',
  'listInfraGuardSubscriptions',
  'getInfraGuardStats',
] as const;

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
  const rows = alerts.data?.alerts ?? [];
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Alerts</Text>
        <SegmentedControl
          aria-label="Alert status"
          value={status}
          onChange={(v) => setStatus(v as typeof status)}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'acknowledged', label: 'Acknowledged' },
            { value: 'resolved', label: 'Resolved' },
          ]}
        />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No {status} alert.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table aria-label="Alerts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Alert</Table.Th>
                <Table.Th>Domain</Table.Th>
                <Table.Th>Severity</Table.Th>
                <Table.Th>Opened</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((a) => {
                const init = { workspace, params: { path: { uid: a.uid } } };
                return (
                  <Table.Tr key={a.uid}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {a.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {a.detail}
                      </Text>
                    </Table.Td>
                    <Table.Td>{a.domain_name}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={a.severity === 'critical' ? 'failed' : a.severity} />
                    </Table.Td>
                    <Table.Td>{formatDate(a.opened_at)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {a.status === 'open' && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            onClick={() => acknowledge.mutate(init)}
                            aria-label={`Acknowledge ${a.title}`}
                          >
                            Acknowledge
                          </Button>
                        )}
                        {a.status !== 'resolved' && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="green"
                            onClick={() => resolve.mutate(init)}
                            aria-label={`Resolve ${a.title}`}
                          >
                            Resolve
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
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
  const rows = items.data?.action_items ?? [];
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Action items</Text>
        <SegmentedControl
          aria-label="Action item status"
          value={status}
          onChange={(v) => setStatus(v as typeof status)}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'resolved', label: 'Resolved' },
            { value: 'dismissed', label: 'Dismissed' },
          ]}
        />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No {status} action item.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table aria-label="Action items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>What to do</Table.Th>
                <Table.Th>Domain</Table.Th>
                <Table.Th>Severity</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((item) => {
                const init = { workspace, params: { path: { uid: item.uid } } };
                return (
                  <Table.Tr key={item.uid}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {item.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {item.remedy}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.domain_name}</Table.Td>
                    <Table.Td>
                      <StatusBadge
                        status={item.severity === 'critical' ? 'failed' : item.severity}
                      />
                    </Table.Td>
                    <Table.Td>
                      {item.status === 'open' && (
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="green"
                            onClick={() => resolve.mutate(init)}
                            aria-label={`Resolve ${item.title}`}
                          >
                            Resolve
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => dismiss.mutate(init)}
                            aria-label={`Dismiss ${item.title}`}
                          >
                            Dismiss
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
