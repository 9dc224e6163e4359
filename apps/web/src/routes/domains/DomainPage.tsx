import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useAction, useOp } from '../../api/query';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import {
  BackToList,
  ErrorNotice,
  RecordError,
  RecordMissing,
} from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/format';
import { Loading } from '../../components/common/Loading';
import { AnchorLink, ButtonLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { LiveStatusBadge, StatusBadge } from '../../components/common/StatusBadge';
import { StatusHistory } from '../../components/common/StatusHistory';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { DnsCheck } from './DnsCheck';
import { DomainSettings } from './DomainSettings';

/** One domain: its DNS records and each one's check, nameservers, mailboxes, status history. */
export function DomainPage() {
  const workspace = useWorkspace();
  const { uid } = useParams({ from: '/signed-in/w/$workspace/domains/$uid' });
  const domains = useOp('listDomains', { workspace, body: { uids: [uid], limit: 1 } });
  const domain = domains.data?.domains[0];
  const dns = useOp(
    'getDnsRecords',
    { workspace, params: { query: { uid } } },
    { enabled: !!domain },
  );
  const mailboxes = useOp(
    'listMailboxes',
    { workspace, body: { domain_uid: uid, limit: 100 } },
    { enabled: !!domain },
  );
  const verify = useAction('verifyDnsRecords', {
    pending: 'Checking DNS…',
    success: 'DNS checked',
    invalidates: ['getDnsRecords', 'listDomains'],
  });
  const repair = useAction('repairDnsRecords', {
    pending: 'Repairing DNS…',
    success: 'DNS repaired',
    invalidates: ['getDnsRecords', 'listDomains'],
    // The last check's findings are not the records' state any more.
    onSuccess: () => verify.reset(),
  });
  const propagation = useAction('checkNameservers', {
    success: (data) =>
      data.result[0]?.propagated ? 'The nameservers are seen' : 'The nameservers are not seen yet',
    invalidates: ['listDomains'],
  });

  const list = { to: '/w/$workspace/domains', label: 'Domains' } as const;
  if (domains.error) return <RecordError read={domains} what="domain" list={list} />;
  if (domains.isSuccess && !domain)
    return <RecordMissing what="domain" back={<BackToList list={list} />} />;
  if (!domain) return <Loading />;

  return (
    <Stack>
      <PageHeader title={domain.name}>
        <LiveStatusBadge status={domain.status} />
        <ButtonLink
          variant="default"
          to="/w/$workspace/mailboxes/buy"
          params={{ workspace }}
          search={{ domain: domain.name }}
        >
          Buy mailboxes here
        </ButtonLink>
      </PageHeader>
      {domain.status_reason && <Alert color="orange">{domain.status_reason}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Nameservers
          </Title>
          <Text size="sm">Set at the registrar:</Text>
          <Group gap="xs" my="xs">
            {domain.nameservers.length ? (
              domain.nameservers.map((ns) => <Code key={ns}>{ns}</Code>)
            ) : (
              <Text c="dimmed">none yet</Text>
            )}
          </Group>
          <Text size="sm">
            Seen now: {domain.actual_nameservers?.join(', ') || 'none'} · checked{' '}
            {formatDate(domain.last_nameserver_check)}
          </Text>
          <Button
            mt="sm"
            size="xs"
            variant="default"
            loading={propagation.isPending}
            onClick={() => propagation.mutate({ workspace, body: { domains: [domain.name] } })}
          >
            Check propagation
          </Button>
        </Card>
        <DomainSettings workspace={workspace} domain={domain} />
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={2} size="h3">
          DNS records
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={verify.isPending}
            onClick={() => verify.mutate({ workspace, body: { uids: [uid] } })}
          >
            Verify
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={repair.isPending}
            onClick={() => repair.mutate({ workspace, body: { uids: [uid] } })}
          >
            Repair
          </Button>
        </Group>
      </Group>
      {verify.data?.results[0] && <DnsCheck result={verify.data.results[0]} />}
      <ErrorNotice error={dns.error} />
      <TableScroll minWidth={600}>
        <Table aria-label="DNS records">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Host</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th w={120}>Check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(dns.data?.dns_record.records ?? []).map((record) => (
              <Table.Tr key={record._id}>
                <Table.Td>{record.managed ?? record.type}</Table.Td>
                <Table.Td>{record.host}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <Code>{record.value}</Code>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={record.status === 'active' ? 'verified' : 'pending'} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Title order={2} size="h3">
            Mailboxes
          </Title>
          {(mailboxes.data?.mailboxes ?? []).length === 0 && (
            <Text c="dimmed">No mailboxes on this domain yet.</Text>
          )}
          {(mailboxes.data?.mailboxes ?? []).map((m) => (
            <Group key={m.uid} gap="xs">
              {/* An address of the longest parts (64 + 253 characters) breaks anywhere. */}
              <AnchorLink
                to="/w/$workspace/mailboxes/$uid"
                params={{ workspace, uid: m.uid }}
                style={BREAK_ANYWHERE}
              >
                {m.email}
              </AnchorLink>
              <StatusBadge status={m.status} />
            </Group>
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h3">
            Status history
          </Title>
          <StatusHistory workspace={workspace} recordUid={uid} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
