import { Card, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useOperatorOp } from '../../api/operator';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { formatCredits, formatDate } from '../../components/common/format';
import { AnchorLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { TableScroll } from '../../components/table/TableScroll';

/** Every customer team with its size and balance; search by name or admin address. */
export function OperatorTeams() {
  const [keyword, setKeyword] = useState('');
  const teams = useOperatorOp('listOperatorTeams', {
    params: { query: { limit: 100, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) } },
  });
  return (
    <Stack>
      <PageHeader title="Teams and wallets" />
      <TextInput
        label="Search teams"
        w={320}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
      />
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
              {(teams.data?.teams ?? []).map((t) => (
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
      </Card>
    </Stack>
  );
}
