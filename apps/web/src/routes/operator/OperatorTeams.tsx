import { Button, Card, Group, Stack, Table } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useOperatorOp } from '../../api/operator';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatCredits, formatDate } from '../../components/common/format';
import { AnchorLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { SearchBox } from '../../components/table/SearchBox';
import { NoMatch, useUrlFilters } from '../../components/table/TableFilters';
import { TableScroll } from '../../components/table/TableScroll';

/**
 * Every customer team with its size and balance; search by name or admin address. The search is
 * in the URL (`?q=`): it survives a reload and coming back from a team's page.
 */
export function OperatorTeams() {
  const filters = useUrlFilters(
    useSearch({ from: '/operator-console/operator/teams' }),
    () => undefined,
  );
  const keyword = filters.search.q;
  const teams = useOperatorOp('listOperatorTeams', {
    params: { query: { limit: 100, ...(keyword ? { keyword } : {}) } },
  });
  const rows = teams.data?.teams;
  return (
    <Stack>
      <PageHeader title="Teams and wallets" />
      <Group align="end">
        <SearchBox label="Search teams" value={keyword} onChange={(q) => filters.set({ q })} />
        {filters.filtered && (
          <Button variant="subtle" onClick={filters.reset}>
            Clear search
          </Button>
        )}
      </Group>
      <ErrorNotice error={teams.error} />
      <Card withBorder>
        <TableScroll minWidth={700}>
          <Table aria-label="Teams" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Team</Table.Th>
                <Table.Th>Admin</Table.Th>
                <Table.Th>Members</Table.Th>
                <Table.Th>Workspaces</Table.Th>
                <Table.Th>Balance</Table.Th>
                <Table.Th>Since</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rows ?? []).map((t) => (
                <Table.Tr key={t.uid}>
                  <Table.Td>
                    <AnchorLink to="/operator/teams/$uid" params={{ uid: t.uid }}>
                      {t.name}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>{t.admin_email ?? '—'}</Table.Td>
                  <Table.Td>{t.members}</Table.Td>
                  <Table.Td>{t.workspaces}</Table.Td>
                  <Table.Td>{formatCredits(t.credits_remaining)}</Table.Td>
                  <Table.Td>{formatDate(t.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {rows?.length === 0 && keyword && <NoMatch noun="team" />}
      </Card>
    </Stack>
  );
}
