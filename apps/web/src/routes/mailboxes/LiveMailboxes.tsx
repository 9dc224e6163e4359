import { Stack, Table } from '@mantine/core';
import { useOp } from '../../api/query';
import { AnchorLink } from '../../components/common/links';
import { StatusBadge, StatusCounts } from '../../components/common/StatusBadge';
import { TableScroll } from '../../components/table/TableScroll';

/** A domain's mailboxes with their statuses as the event stream moves them. */
export function LiveMailboxes(props: { workspace: string; domain: string; uids: string[] }) {
  const list = useOp('listMailboxes', {
    workspace: props.workspace,
    body: { domain: props.domain, limit: 100 },
  });
  const wanted = new Set(props.uids);
  const mailboxes = list.data?.mailboxes.filter((m) => wanted.has(m.uid));
  return (
    <Stack gap="xs">
      <StatusCounts statuses={mailboxes?.map((m) => m.status)} noun={['mailbox', 'mailboxes']} />
      <TableScroll minWidth={320}>
        <Table aria-label="Your new mailboxes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Mailbox</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(mailboxes ?? []).map((m) => (
              <Table.Tr key={m.uid}>
                <Table.Td>
                  <AnchorLink
                    to="/w/$workspace/mailboxes/$uid"
                    params={{ workspace: props.workspace, uid: m.uid }}
                  >
                    {m.email}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={m.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
