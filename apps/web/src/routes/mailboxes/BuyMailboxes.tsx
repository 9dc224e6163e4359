import { ActionIcon, Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useOp } from '../../api/query';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { countOf, formatCredits } from '../../components/common/format';
import { ButtonLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { PaymentChoice } from '../../components/common/PaymentChoice';
import { useWorkspace } from '../../hooks';
import { FailureChoice } from '../sandbox/FailureChoice';
import { CheckedRows } from './CheckedRows';
import { LiveMailboxes } from './LiveMailboxes';
import { PLATFORM_VALUES, type PurchaseRow } from './purchase-rows';
import { usePurchase } from './usePurchase';
import { usePurchaseCheck } from './usePurchaseCheck';

interface Person {
  first_name: string;
  last_name: string;
  username: string;
}

const blank: Person = { first_name: '', last_name: '', username: '' };

/** Usernames made from a name, as people choose them: first, first.last, firstl, ... */
function generated(person: Person, index: number): string {
  const first = person.first_name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const last = person.last_name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const forms = [
    first,
    `${first}.${last}`,
    `${first}${last.slice(0, 1)}`,
    `${first.slice(0, 1)}${last}`,
    `${first}_${last}`,
  ];
  return forms[index % forms.length] || first;
}

/** Buy mailboxes on one domain: names typed or generated, checked and priced before paying. */
export function BuyMailboxes() {
  const workspace = useWorkspace();
  const search = useSearch({ from: '/signed-in/w/$workspace/mailboxes/buy' });
  const assignable = useOp('listAssignableDomains', {
    workspace,
    params: { query: { limit: 500 } },
  });
  const [domain, setDomain] = useState<string | null>(search.domain ?? null);
  const [platform, setPlatform] = useState<string>('GOOGLE');
  const [people, setPeople] = useState<Person[]>([{ ...blank }]);
  const [payment, setPayment] = useState<'wallet' | 'checkout'>('wallet');
  const purchase = usePurchase(workspace);

  const rows = useMemo<PurchaseRow[]>(
    () => (domain ? people.map((p, i) => ({ line: i + 1, domain, platform, ...p })) : []),
    [people, domain, platform],
  );
  // Checked by the server as the person stops typing, not on every key.
  const [settled] = useDebouncedValue(rows, 300);
  const { checked, valid, total, checking, error } = usePurchaseCheck(workspace, settled);
  const set = (index: number, patch: Partial<Person>) =>
    setPeople(people.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  if (assignable.isSuccess && assignable.data.domains.length === 0) {
    return (
      <Stack>
        <PageHeader title="Buy mailboxes" />
        <Alert color="yellow" title="No domain has room for mailboxes">
          Mailboxes live on an active domain of this workspace (5 per domain). Buy or connect a
          domain first.
        </Alert>
        <ButtonLink w="fit-content" to="/w/$workspace/domains/buy" params={{ workspace }}>
          Buy domains
        </ButtonLink>
      </Stack>
    );
  }

  return (
    <Stack>
      <PageHeader title="Buy mailboxes" />
      <ErrorNotice error={assignable.error ?? error} />
      <Group align="end">
        <Select
          label="Domain"
          data={(assignable.data?.domains ?? []).map((d) => ({
            value: d.name,
            label: `${d.name} (${d.available_mailboxes} free)`,
          }))}
          value={domain}
          onChange={setDomain}
          w={300}
          searchable
        />
        <Select
          label="Platform"
          data={[...PLATFORM_VALUES]}
          value={platform}
          onChange={(v) => setPlatform(v ?? 'GOOGLE')}
          allowDeselect={false}
          w={160}
        />
      </Group>
      {people.map((person, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form
        <Group key={index} align="end" wrap="wrap">
          <TextInput
            label={`First name ${index + 1}`}
            value={person.first_name}
            onChange={(e) => set(index, { first_name: e.currentTarget.value })}
          />
          <TextInput
            label={`Last name ${index + 1}`}
            value={person.last_name}
            onChange={(e) => set(index, { last_name: e.currentTarget.value })}
          />
          <TextInput
            label={`Username ${index + 1}`}
            value={person.username}
            onChange={(e) => set(index, { username: e.currentTarget.value })}
          />
          <FailureChoice
            index={index}
            username={person.username}
            onChange={(username) => set(index, { username })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove row ${index + 1}`}
            onClick={() => setPeople(people.filter((_, i) => i !== index))}
            disabled={people.length === 1}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() => setPeople([...people, { ...blank }])}
          disabled={people.length >= 5}
        >
          Add a mailbox
        </Button>
        <Button
          variant="default"
          onClick={() =>
            setPeople(people.map((p, i) => ({ ...p, username: p.username || generated(p, i) })))
          }
        >
          Generate usernames
        </Button>
      </Group>
      {domain && <CheckedRows rows={checked} results={purchase.results} />}
      <PaymentChoice value={payment} onChange={setPayment} />
      <Text fw={600} role="status" hidden={!domain}>
        {countOf(valid.length, 'mailbox', 'mailboxes')}, {formatCredits(total)} for the first month
        {valid.length < checked.length ? ` · ${checked.length - valid.length} refused` : ''}
        {checking ? ' · checking…' : ''}
      </Text>
      {purchase.view}
      <Button
        w="fit-content"
        disabled={
          !domain || checking || rows !== settled || valid.length === 0 || purchase.results !== null
        }
        loading={purchase.busy}
        onClick={() => void purchase.buy(checked, payment === 'wallet')}
      >
        Buy {countOf(valid.length, 'mailbox', 'mailboxes')} for {formatCredits(total)}
      </Button>
      {purchase.results && domain && (
        <LiveMailboxes
          workspace={workspace}
          domain={domain}
          uids={purchase.results.flatMap((r) => (r.uid ? [r.uid] : []))}
        />
      )}
      {purchase.results && (
        <ButtonLink
          w="fit-content"
          variant="default"
          to="/w/$workspace/mailboxes"
          params={{ workspace }}
          search={{ domain: domain ?? undefined }}
        >
          See them in the table
        </ButtonLink>
      )}
    </Stack>
  );
}
