import { Card, Stack, Table, Title } from '@mantine/core';
import { useOp } from '../../api/query';
import { SeriesChart } from '../../components/charts/Charts';
import { EmptyState } from '../../components/common/EmptyState';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/format';
import { AnchorLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { StatusBadge } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { NewPlacementTest } from './NewPlacementTest';
import { ScheduledTests } from './ScheduledTests';

const pct = (value: number | null) => (value === null ? '—' : `${Math.round(value)}%`);

/** Inbox placement: run a test now or on a schedule, every run's result, and their history. */
export function PlacementPage() {
  const workspace = useWorkspace();
  const tests = useOp('listPlacementTests', { workspace, params: { query: { limit: 100 } } });
  const runs = tests.data?.tests ?? [];
  const history = runs
    .filter((t) => t.overall.measured > 0)
    .reverse()
    .map((t) => ({
      run: new Date(t.created_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
      inbox: t.overall.inbox_pct,
      tab: t.overall.tab_pct,
      spam: t.overall.spam_pct,
      missing: t.overall.missing_pct,
    }));
  return (
    <Stack>
      <PageHeader title="Inbox placement" />
      <NewPlacementTest />
      <ErrorNotice error={tests.error} />
      {history.length > 1 && (
        <Card withBorder>
          <SeriesChart
            title="Placement history"
            data={history}
            xKey="run"
            xLabel="Test run"
            yLabel="Share of copies (%)"
            series={[
              { key: 'inbox', label: 'Inbox', color: '#2f9e44' },
              { key: 'tab', label: 'Tab', color: '#1c7ed6' },
              { key: 'spam', label: 'Spam', color: '#e03131' },
              { key: 'missing', label: 'Missing', color: '#868e96' },
            ]}
          />
        </Card>
      )}
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Test runs
        </Title>
        {tests.data && runs.length === 0 ? (
          <EmptyState title="No placement test yet">
            Send a test above: it goes from your mailboxes to seed mailboxes at each provider and
            shows where each copy landed.
          </EmptyState>
        ) : (
          <TableScroll minWidth={700}>
            <Table aria-label="Placement tests" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Test</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Inbox</Table.Th>
                  <Table.Th>Spam</Table.Th>
                  <Table.Th>Missing</Table.Th>
                  <Table.Th>Copies measured</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.map((t) => (
                  <Table.Tr key={t.uid}>
                    <Table.Td>
                      <AnchorLink
                        to="/w/$workspace/placement/$uid"
                        params={{ workspace, uid: t.uid }}
                      >
                        {t.name || t.subject}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={t.status} />
                    </Table.Td>
                    <Table.Td>{pct(t.overall.inbox_pct)}</Table.Td>
                    <Table.Td>{pct(t.overall.spam_pct)}</Table.Td>
                    <Table.Td>{pct(t.overall.missing_pct)}</Table.Td>
                    <Table.Td>
                      {t.overall.measured} of {t.overall.copies}
                    </Table.Td>
                    <Table.Td>{formatDate(t.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
      <ScheduledTests />
    </Stack>
  );
}
