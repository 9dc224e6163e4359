import { Button, Stack, Table, Text } from '@mantine/core';
import { useAction, useOp } from '../../api/query';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { countOf, formatDate } from '../../components/common/format';
import { AnchorLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { ActionItems, CheckProgress, LevelBadge, SummaryBar } from './HealthParts';

/** The workspace's health: every domain's summary, every action item, Check now with progress. */
export function HealthPage() {
  const workspace = useWorkspace();
  const health = useOp(
    'getWorkspaceHealth',
    { workspace },
    { refetchInterval: (q) => (q.state.data?.health.progress?.running ? 1000 : false) },
  );
  const check = useAction('checkHealth', {
    success: (d) =>
      `${countOf(d.queued.length, 'domain', 'domains')} being checked${d.skipped.length ? `, ${countOf(d.skipped.length, 'domain', 'domains')} checked recently` : ''}`,
    invalidates: ['getWorkspaceHealth'],
  });
  const data = health.data?.health;
  return (
    <Stack>
      <PageHeader title="Health">
        <Button onClick={() => check.mutate({ workspace, body: {} })} loading={check.isPending}>
          Check now
        </Button>
      </PageHeader>
      {health.error && <ErrorNotice error={health.error} />}
      {data && (
        <>
          <SummaryBar summary={data.summary} label="Workspace" />
          <CheckProgress
            done={data.progress?.done ?? 0}
            total={data.progress?.total ?? data.domains.length}
            running={(data.progress?.running ?? false) || check.isPending}
          />
          {data.domains.length === 0 ? (
            <Text>No domains yet: buy or connect a domain, then check it here.</Text>
          ) : (
            <TableScroll minWidth={560}>
              <Table aria-label="Domain health">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Domain</Table.Th>
                    <Table.Th>Health</Table.Th>
                    <Table.Th>Errors / warnings</Table.Th>
                    <Table.Th>Last check</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.domains.map((d) => (
                    <Table.Tr key={d.domain_uid}>
                      <Table.Td>
                        <AnchorLink
                          to="/w/$workspace/health/domains/$uid"
                          params={{ workspace, uid: d.domain_uid }}
                        >
                          {d.domain_name}
                        </AnchorLink>
                      </Table.Td>
                      <Table.Td>
                        <LevelBadge level={d.summary.level} />
                      </Table.Td>
                      <Table.Td>
                        {d.summary.error} / {d.summary.warning}
                      </Table.Td>
                      <Table.Td>
                        {d.check.status === 'never'
                          ? 'never'
                          : d.check.status === 'done'
                            ? formatDate(d.check.finished_at)
                            : d.check.status}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
          <ActionItems items={data.action_items} />
        </>
      )}
    </Stack>
  );
}
