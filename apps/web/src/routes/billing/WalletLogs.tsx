import { Button, Card, Group, Select, Table, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { callOperation, type OpInit } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { useInfiniteList } from '../../api/lists';
import { downloadCsv } from '../../components/common/csv';
import { formatCredits, formatDate } from '../../components/common/format';
import { TableScroll } from '../../components/table/TableScroll';
import type { WalletLogSearch } from '../../search';

const KINDS = ['purchase', 'auto_topup', 'charge', 'refund', 'adjustment'];

/** A date field's value (YYYY-MM-DD) as the API's date-time bound. */
function bound(day: string | undefined, end: boolean): string | undefined {
  return day ? `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : undefined;
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
        ...(search.from ? { from: bound(search.from, false) } : {}),
        ...(search.to ? { to: bound(search.to, true) } : {}),
      },
    },
  });
  const logs = useInfiniteList('listWalletLogs', initFor, (d) => d.logs, search, 100);

  const download = async () => {
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
          data={KINDS}
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
        />
      </Group>
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
                <Table.Td>{l.kind}</Table.Td>
                <Table.Td>{formatCredits(l.amount)}</Table.Td>
                <Table.Td>{formatCredits(l.balance_after)}</Table.Td>
                <Table.Td>{l.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {logs.hasNextPage && (
        <Button size="xs" variant="subtle" mt="xs" onClick={() => void logs.fetchNextPage()}>
          Load more ({logs.rows.length} of {logs.total})
        </Button>
      )}
    </Card>
  );
}
