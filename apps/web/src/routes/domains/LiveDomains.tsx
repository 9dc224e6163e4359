import { Stack, Table } from '@mantine/core';
import { useOp } from '../../api/query';
import { AnchorLink } from '../../components/common/links';
import { StatusBadge, StatusCounts } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';

/** Domains just bought or connected, with their statuses as the event stream moves them. */
export function LiveDomains(props: { workspace: string; uids: string[] }) {
  const domains = useOp('listDomains', {
    workspace: props.workspace,
    body: { uids: props.uids, limit: 100 },
  });
  // A wide table scrolls inside its own box, not the page (the nameservers are long words).
  return (
    <Stack gap="xs">
      <StatusCounts
        statuses={domains.data?.domains.map((d) => d.status)}
        noun={['domain', 'domains']}
      />
      <TableScroll minWidth={480}>
        <Table aria-label="Your new domains">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Domain</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Nameservers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(domains.data?.domains ?? []).map((domain) => (
              <Table.Tr key={domain.uid}>
                <Table.Td>
                  <AnchorLink
                    to="/w/$workspace/domains/$uid"
                    params={{ workspace: props.workspace, uid: domain.uid }}
                  >
                    {domain.name}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={domain.status} />
                </Table.Td>
                <Table.Td>{domain.nameservers.join(', ') || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
