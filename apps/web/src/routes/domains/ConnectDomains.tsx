import { Alert, Button, Code, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/errors';
import { useAction } from '../../api/query';
import { countOf } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { LiveDomains } from './LiveDomains';

/** The first refused name as the person typed it ("not a domain: …"), not its place (`domains[1]`). */
function lineError(errors: Record<string, string>, list: string[]): string | undefined {
  for (const [field, message] of Object.entries(errors)) {
    const at = /^domains\[(\d+)\]/.exec(field);
    if (at) return `${list[Number(at[1])] ?? field}: ${message}`;
  }
  return undefined;
}

/** Connect domains owned elsewhere: the nameservers to set, then a propagation check. */
export function ConnectDomains() {
  const workspace = useWorkspace();
  const [names, setNames] = useState('');
  const connect = useAction('getNameservers', {
    pending: 'Connecting…',
    success: (data) =>
      `${countOf(data.result.length, 'domain', 'domains')} connected: set their nameservers now`,
    invalidates: ['listDomains'],
  });
  const check = useAction('checkNameservers', {
    success: (data) =>
      data.result
        .map((d) => `${d.name}: ${d.propagated ? 'nameservers seen' : 'not seen yet'}`)
        .join('; '),
    invalidates: ['listDomains'],
  });
  // One per line (or separated by commas); a line with a space in it is one name, refused as such.
  const list = names
    .split(/[\n,]+/)
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const result = connect.data?.result;
  const errors = fieldErrors(connect.error);

  return (
    <Stack>
      <PageHeader title="Connect domains" />
      {!result ? (
        <Stack maw={560}>
          <Textarea
            label="Domains you own"
            description="One per line. Each gets a DNS zone here and two nameservers to set at your registrar."
            autosize
            minRows={3}
            value={names}
            onChange={(e) => setNames(e.currentTarget.value)}
            error={errors.domains ?? lineError(errors, list)}
          />
          {connect.error !== null && Object.keys(errors).length === 0 && (
            <Alert color="red">{errorMessage(connect.error)}</Alert>
          )}
          <Button
            disabled={list.length === 0}
            loading={connect.isPending}
            onClick={() => connect.mutate({ workspace, body: { domains: list } })}
          >
            {list.length
              ? `Connect ${countOf(list.length, 'domain', 'domains')}`
              : 'Connect domains'}
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Text>
            Set these nameservers at your registrar. The domain turns active once resolvers see
            them.
          </Text>
          <TableScroll minWidth={480}>
            <Table aria-label="Nameservers to set">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Domain</Table.Th>
                  <Table.Th>Nameservers</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.map((d) => (
                  <Table.Tr key={d.uid}>
                    <Table.Td>{d.domain}</Table.Td>
                    <Table.Td>
                      {d.nameservers.map((ns) => (
                        <Code key={ns} mr="xs">
                          {ns}
                        </Code>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Button
            w="fit-content"
            loading={check.isPending}
            onClick={() =>
              check.mutate({ workspace, body: { domains: result.map((d) => d.domain) } })
            }
          >
            Check propagation now
          </Button>
          <LiveDomains workspace={workspace} uids={result.map((d) => d.uid)} />
        </Stack>
      )}
    </Stack>
  );
}
