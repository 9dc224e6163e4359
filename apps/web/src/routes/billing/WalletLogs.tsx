import { Button, Card, Group, Select, Table, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { callOperation, type OpInit } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { useInfiniteList } from '../../api/lists';
import { downloadCsv } from '../../components/common/csv';
import { EmptyState } from '../../components/common/EmptyState';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatCredits, formatDate } from '../../components/common/format';
import { statusLabel, statusOptions } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';
import type { WalletLogSearch } from '../../search';

const KINDS = ['purchase', 'auto_topup', 'charge', 'refund', 'adjustment'];

/**
 * A date field's day (YYYY-MM-DD) as the API's date-time bound, in the person's own time zone as
 * the When column shows it: From is that day's first moment; To is the next day's first moment
 * (the API's `to` is exclusive), so To's whole day is in.
 */
export function dayBound(day: string, end: boolean): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + (end ? 1 : 0)).toISOString();
}

/** Why From and To cannot be asked for together, or undefined. */
function rangeProblem(search: WalletLogSearch): string | undefined {
  return search.from && search.to && search.from > search.to
    ? 'To is before From: choose a day on or after it'
    : undefined;
}

/** The wallet's ledger with kind and date filters in the URL, and the filtered rows as CSV. */
export function WalletLogs() {
  const search = useSearch({ from: '/signed-in/w/$workspace/billing' });
  const navigate = useNavigate({ from: '/w/$workspace/billing' });
  const setSearch = (patch: Partial<WalletLogSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const initFor = (page: number, limit: number): OpInit<'listWalletLogs'> => ({
    params: {
      query: {
        page,
        limit,
        ...(search.kind ? { kind: search.kind } : {}),
        ...(search.from ? { from: dayBound(search.from, false) } : {}),
        ...(search.to ? { to: dayBound(search.to, true) } : {}),
      },
    },
  });
  const range = rangeProblem(search);
  const logs = useInfiniteList('listWalletLogs', initFor, (d) => d.logs, search, 100, !range);
  const filtered = Boolean(search.kind || search.from || search.to);

  const download = async () => {
    if (range) {
      notifications.show({ color: 'red', title: 'No CSV', message: `To: ${range}` });
      return;
    }
    try {
      const rows: unknown[][] = [];
      for (let page = 1; ; page++) {
        const data = await callOperation('listWalletLogs', initFor(page, 500));
        rows.push(
          ...data.logs.map((l) => [
            l.created_at,
            l.kind,
            l.amount,
            l.balance_after,
            l.description,
            l.record ? `${l.record.type}:${l.record.uid}` : '',
            l.actor,
          ]),
        );
        if (data.page >= data.pages) break;
      }
      await downloadCsv(
        'wallet-logs.csv',
        ['created_at', 'kind', 'amount', 'balance_after', 'description', 'record', 'actor'],
        rows,
      );
    } catch (error) {
      notifications.show({ color: 'red', title: 'No CSV', message: errorMessage(error) });
    }
  };

  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Wallet history
        </Title>
        <Button size="xs" variant="default" onClick={() => void download()}>
          Download CSV
        </Button>
      </Group>
      <Group align="end" mb="sm">
        <Select
          label="Kind"
          clearable
          data={statusOptions(KINDS)}
          value={search.kind ?? null}
          onChange={(kind) => setSearch({ kind: kind ?? undefined })}
          w={160}
        />
        <TextInput
          label="From"
          type="date"
          value={search.from ?? ''}
          onChange={(e) => setSearch({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          label="To"
          type="date"
          value={search.to ?? ''}
          onChange={(e) => setSearch({ to: e.currentTarget.value || undefined })}
          error={range}
        />
        {filtered && (
          <Button
            variant="subtle"
            onClick={() => setSearch({ kind: undefined, from: undefined, to: undefined })}
          >
            Clear filters
          </Button>
        )}
      </Group>
      <ErrorNotice error={logs.error} />
      <TableScroll minWidth={600} mah={400}>
        <Table aria-label="Wallet history" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Balance after</Table.Th>
              <Table.Th>What</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.rows.map((l) => (
              <Table.Tr key={l.uid}>
                <Table.Td>{formatDate(l.created_at)}</Table.Td>
                <Table.Td>{statusLabel(l.kind)}</Table.Td>
                <Table.Td>{formatCredits(l.amount)}</Table.Td>
                <Table.Td>{formatCredits(l.balance_after)}</Table.Td>
                <Table.Td>{l.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {logs.isSuccess && logs.rows.length === 0 && (
        <EmptyState title={filtered ? 'No entry matches these filters' : 'No entries yet'}>
          {filtered
            ? 'Choose another kind or other days, or clear the filters.'
            : 'Credits added, charges and refunds show here as they happen.'}
        </EmptyState>
      )}
      {logs.hasNextPage && (
        <Button size="xs" variant="subtle" mt="xs" onClick={() => void logs.fetchNextPage()}>
          Load more ({logs.rows.length} of {logs.total})
        </Button>
      )}
    </Card>
  );
}
