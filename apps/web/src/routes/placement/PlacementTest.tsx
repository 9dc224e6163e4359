import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useOp } from '../../api/query';
import { ErrorNotice, RecordError } from '../../components/common/ErrorNotice';
import { formatCredits, formatDate } from '../../components/common/format';
import { Loading } from '../../components/common/Loading';
import { PageHeader } from '../../components/common/PageHeader';
import { StatusBadge } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';

const pct = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Math.round(value)}%`;

const FOLDER_COLOR: Record<string, string> = {
  inbox: 'green',
  promotions: 'blue',
  updates: 'blue',
  archive: 'blue',
  spam: 'red',
  missing: 'gray',
};

function Verdict({ label, value }: { label: string; value: string | null }) {
  if (value === null) return null;
  // Dark enough for 4.5:1 on white at this size (axe).
  const color = value === 'pass' ? '#1e6b2f' : value === 'fail' ? '#a51d1d' : '#495057';
  return (
    <Text span size="xs" fw={600} c={color} style={{ whiteSpace: 'nowrap' }}>
      {label} {value}
    </Text>
  );
}

/**
 * One placement test: its figures, each provider's, and every copy with its seed, folder and
 * authentication verdicts. The run's status events (the event stream) refresh it as it goes.
 */
export function PlacementTest() {
  const workspace = useWorkspace();
  const { uid } = useParams({ from: '/signed-in/w/$workspace/placement/$uid' });
  const result = useOp('getPlacementTestResults', { workspace, params: { path: { uid } } });
  if (result.error)
    return (
      <RecordError
        read={result}
        what="placement test"
        list={{ to: '/w/$workspace/placement', label: 'Inbox placement' }}
      />
    );
  const test = result.data?.test;
  if (!test) return <Loading />;
  const o = test.overall;
  return (
    <Stack>
      <PageHeader title={test.name || test.subject} />
      <Group>
        <StatusBadge status={test.status} />
        <Text size="sm">Subject: {test.subject}</Text>
        <Text size="sm">Price {formatCredits(test.price)}</Text>
        <Text size="sm" c="dimmed">
          Started {formatDate(test.started_at)} · deadline {formatDate(test.deadline_at)}
        </Text>
      </Group>
      {test.failure_reason && <ErrorNotice error={new Error(test.failure_reason)} title="Failed" />}
      <SimpleGrid cols={{ base: 2, sm: 5 }} aria-label="Overall placement">
        {(
          [
            ['Inbox', o.inbox_pct],
            ['Tab', o.tab_pct],
            ['Spam', o.spam_pct],
            ['Missing', o.missing_pct],
          ] as const
        ).map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl">
              {pct(value)}
            </Text>
          </Card>
        ))}
        <Card withBorder padding="sm">
          <Text size="xs" c="dimmed">
            Measured
          </Text>
          <Text fw={700} size="xl">
            {o.measured} of {o.copies}
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          By provider
        </Title>
        <TableScroll minWidth={480}>
          <Table aria-label="Results by provider">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Inbox</Table.Th>
                <Table.Th>Tab</Table.Th>
                <Table.Th>Spam</Table.Th>
                <Table.Th>Missing</Table.Th>
                <Table.Th>Pending</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {test.by_provider.map((p) => (
                <Table.Tr key={p.provider}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{p.inbox}</Table.Td>
                  <Table.Td>{p.tab}</Table.Td>
                  <Table.Td>{p.spam}</Table.Td>
                  <Table.Td>{p.missing}</Table.Td>
                  <Table.Td>{p.pending}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Copies
        </Title>
        <TableScroll minWidth={900}>
          <Table aria-label="Copies" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>From</Table.Th>
                <Table.Th>Seed</Table.Th>
                <Table.Th>Folder</Table.Th>
                <Table.Th>Authentication</Table.Th>
                <Table.Th>Arrived after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {test.copies.map((c) => (
                <Table.Tr key={c.token}>
                  <Table.Td>{c.sender}</Table.Td>
                  <Table.Td>{c.seed}</Table.Td>
                  <Table.Td>
                    <Badge color={FOLDER_COLOR[c.folder ?? ''] ?? 'blue'} variant="light" tt="none">
                      {c.folder ?? c.status.replace('_', ' ')}
                    </Badge>
                    {c.error && (
                      <Text size="xs" c="red.9">
                        {c.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Verdict label="SPF" value={c.spf} />
                      <Verdict label="DKIM" value={c.dkim} />
                      <Verdict label="DMARC" value={c.dmarc} />
                    </Group>
                  </Table.Td>
                  <Table.Td>{c.delay_seconds === null ? '—' : `${c.delay_seconds} s`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Card>
    </Stack>
  );
}
