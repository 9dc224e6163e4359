import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useOperatorAction, useOperatorOp } from '../../api/operator';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { Form } from '../../components/common/Form';
import { countOf, formatCredits } from '../../components/common/format';
import { Loading } from '../../components/common/Loading';
import { PageHeader } from '../../components/common/PageHeader';
import { TableScroll } from '../../components/table/TableScroll';

/** A team: its workspaces and wallets, and a grant of credits with a reason (as the CLI does). */
export function OperatorTeam() {
  const { uid } = useParams({ from: '/operator-console/operator/teams/$uid' });
  const team = useOperatorOp('getOperatorTeam', { params: { path: { uid } } });
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [wallet, setWallet] = useState<string | null>(null);
  const grant = useOperatorAction('grantOperatorCredits', {
    success: (d) =>
      `${d.entry.amount < 0 ? `Took back ${formatCredits(-d.entry.amount)}` : `Granted ${formatCredits(d.entry.amount)}`}: the wallet holds ${formatCredits(d.credits_remaining)}`,
    invalidates: ['getOperatorTeam', 'listOperatorTeams', 'getOperatorRevenue'],
    onSuccess: () => {
      setAmount('');
      setReason('');
    },
  });
  if (team.error) return <ErrorNotice error={team.error} title="No such team" />;
  const t = team.data?.team;
  if (!t) return <Loading />;
  const names = new Map(t.workspace_list.map((w) => [w.uid, w.name]));
  const errors = fieldErrors(grant.error);
  return (
    <Stack>
      <PageHeader title={t.name} />
      <Text size="sm">
        Admin {t.admin_email ?? '—'} · {countOf(t.members, 'member', 'members')} · balance{' '}
        <b>{formatCredits(t.credits_remaining)}</b>
      </Text>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Grant credits
        </Title>
        <Form
          pending={grant.isPending}
          onSubmit={() => {
            grant.mutate({
              params: { path: { uid } },
              body: {
                amount: Number(amount),
                reason,
                ...(wallet ? { workspace_uid: wallet } : {}),
              },
            });
          }}
        >
          <Group align="end">
            <NumberInput
              label="Amount (credits)"
              description="Negative takes credits back"
              w={180}
              required
              value={amount}
              onChange={setAmount}
              error={errors.amount}
            />
            <TextInput
              label="Reason"
              required
              w={320}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={errors.reason}
            />
            <Select
              label="Wallet"
              placeholder="The team's wallet"
              clearable
              w={240}
              data={t.wallets
                .filter((w) => w.workspace_uid)
                .map((w) => ({
                  value: w.workspace_uid as string,
                  label: `${names.get(w.workspace_uid as string) ?? w.workspace_uid}'s own wallet`,
                }))}
              value={wallet}
              onChange={setWallet}
            />
            <Button type="submit" loading={grant.isPending}>
              Grant
            </Button>
          </Group>
        </Form>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Wallets
        </Title>
        <TableScroll minWidth={560}>
          <Table aria-label="Wallets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Wallet</Table.Th>
                <Table.Th>Balance</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>Used</Table.Th>
                <Table.Th>Auto top-up</Table.Th>
                <Table.Th>Entries</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {t.wallets.map((w) => (
                <Table.Tr key={w.uid}>
                  <Table.Td>
                    {w.workspace_uid ? names.get(w.workspace_uid) : 'Team wallet'}
                  </Table.Td>
                  <Table.Td>{formatCredits(w.credits_remaining)}</Table.Td>
                  <Table.Td>{formatCredits(w.total_credits)}</Table.Td>
                  <Table.Td>{formatCredits(w.credits_used)}</Table.Td>
                  <Table.Td>{w.auto_topup_enabled ? 'on' : 'off'}</Table.Td>
                  <Table.Td>{w.entries}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Workspaces
        </Title>
        <TableScroll minWidth={480}>
          <Table aria-label="Workspaces">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Workspace</Table.Th>
                <Table.Th>Domains</Table.Th>
                <Table.Th>Mailboxes</Table.Th>
                <Table.Th>Pays from</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {t.workspace_list.map((w) => (
                <Table.Tr key={w.uid}>
                  <Table.Td>{w.name}</Table.Td>
                  <Table.Td>{w.domains}</Table.Td>
                  <Table.Td>{w.mailboxes}</Table.Td>
                  <Table.Td>{w.use_shared_billing ? 'Team wallet' : 'Its own wallet'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Card>
    </Stack>
  );
}
