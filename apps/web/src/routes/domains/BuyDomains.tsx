import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { mw } from '../../api/client';
import { errorMessage, fieldErrors } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { useSession } from '../../api/session';
import { type Contact, ContactFields, emptyContact } from '../../components/common/ContactFields';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { countOf, formatCredits } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { PaymentChoice } from '../../components/common/PaymentChoice';
import { TableScroll } from '../../components/table/TableScroll';
import { useWorkspace } from '../../hooks';
import { LiveDomains } from './LiveDomains';

type Found = Awaited<ReturnType<typeof mw.searchDomains>>['domains'][number];

/** Search names, choose some, give the registrant contact, pay, then watch them go active. */
export function BuyDomains() {
  const workspace = useWorkspace();
  const isAdmin = useSession().member.role === 'admin';
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Found[]>([]);
  const [searchError, setSearchError] = useState<unknown>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [contact, setContact] = useState<Contact>(emptyContact);
  const [payment, setPayment] = useState<'wallet' | 'checkout'>('wallet');
  const [remember, setRemember] = useState(false);
  const saved = useOp('getAccountRegistrantContact', undefined);
  useEffect(() => {
    const stored = (saved.data as { contact_details?: Contact | null } | undefined)
      ?.contact_details;
    if (stored)
      setContact((current) => (current.first_name ? current : { ...emptyContact, ...stored }));
  }, [saved.data]);
  const contactDetails = { ...contact, ...(contact.phone ? {} : { phone: undefined }) };
  const saveContact = useAction('setAccountRegistrantContact', {
    success: 'Saved as the account’s registrant contact',
    invalidates: ['getAccountRegistrantContact'],
  });
  const ordering = useRef(false);
  const buy = useAction('registerDomains', {
    pending: 'Buying the domains…',
    success: (data) =>
      `${countOf(data.domains_count, 'domain', 'domains')} for ${formatCredits(data.total_cost)}`,
    invalidates: ['listDomains', 'getWallet'],
    // Saved once the order took it (the same checks), so a refused order saves nothing.
    onSuccess: () => {
      if (remember) saveContact.mutate({ body: { contact_details: contactDetails } });
    },
  });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setSearchError(null);
    try {
      const answer = await mw.searchDomains({
        workspace,
        body: { keyword: keyword.trim(), num: 20 },
      });
      setFound(answer.domains);
    } catch (error) {
      setSearchError(error);
    }
  };
  const picked = found.filter((d) => chosen.has(d.domain));
  const total = picked.reduce((sum, d) => sum + (d.total_price ?? 0), 0);
  const errors = fieldErrors(buy.error);
  const searchErrors = fieldErrors(searchError);
  const result = buy.data;

  return (
    <Stack>
      <PageHeader title="Buy domains" />
      {result ? (
        <Stack>
          {/* By checkout nothing is bought until the checkout page is paid. */}
          <Alert
            color={result.payment_type === 'checkout' ? 'blue' : 'green'}
            title={result.payment_type === 'checkout' ? 'Ordered: waiting for payment' : 'Bought'}
            role="status"
          >
            {countOf(result.domains_count, 'domain', 'domains')} for{' '}
            {formatCredits(result.total_cost)}.{' '}
            {result.payment_type === 'checkout' && result.url && (
              <>
                Pay at the{' '}
                <Anchor href={result.url} target="_blank" rel="noreferrer">
                  checkout page
                </Anchor>
                ; they register once it is paid.
              </>
            )}{' '}
            Statuses below move by themselves.
          </Alert>
          <LiveDomains workspace={workspace} uids={result.domain_uids} />
        </Stack>
      ) : (
        <>
          <form onSubmit={search}>
            <Group align="end">
              <TextInput
                label="Word to build names around"
                value={keyword}
                onChange={(e) => setKeyword(e.currentTarget.value)}
                required
                error={searchErrors.keyword}
              />
              <Button type="submit">Search</Button>
            </Group>
          </form>
          {searchError !== null && !searchErrors.keyword && (
            <Alert color="red">{errorMessage(searchError)}</Alert>
          )}
          {found.length > 0 && (
            <TableScroll minWidth={480}>
              <Table aria-label="Names found">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Choose</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>First year</Table.Th>
                    <Table.Th>Renewal</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {found.map((d) => (
                    <Table.Tr key={d.domain}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Choose ${d.domain}`}
                          disabled={!d.available}
                          checked={chosen.has(d.domain)}
                          onChange={() => {
                            const next = new Set(chosen);
                            if (next.has(d.domain)) next.delete(d.domain);
                            else next.add(d.domain);
                            setChosen(next);
                          }}
                        />
                      </Table.Td>
                      <Table.Td>
                        {d.domain}
                        {!d.available && (
                          <Text span c="dimmed">
                            {' '}
                            (taken)
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{formatCredits(d.registration_price)}</Table.Td>
                      <Table.Td>{formatCredits(d.renewal_price)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
          {picked.length > 0 && (
            <Stack>
              <Title order={2} size="h4">
                Registrant contact
              </Title>
              <ContactFields value={contact} onChange={setContact} errors={errors} />
              {isAdmin && (
                <Checkbox
                  label="Save as the account’s registrant contact"
                  description="Once the order is taken; Buy domains is filled with it next time."
                  checked={remember}
                  onChange={(e) => setRemember(e.currentTarget.checked)}
                />
              )}
              <PaymentChoice value={payment} onChange={setPayment} />
              {/* Under their fields the contact's errors; any other (a name taken meanwhile,
                  the wallet) here, where it stays. */}
              {buy.error !== null &&
                (Object.keys(errors).length === 0 ||
                  Object.keys(errors).some((field) => !field.startsWith('contact_details'))) && (
                  <ErrorNotice error={buy.error} title="Nothing was bought" />
                )}
              <Group>
                <Button
                  loading={buy.isPending}
                  onClick={() => {
                    // One order per press: a double click comes before the button shows busy.
                    if (ordering.current) return;
                    ordering.current = true;
                    buy.mutate(
                      {
                        workspace,
                        idempotencyKey: true,
                        body: {
                          domains: picked.map((d) => ({ name: d.domain, registration_years: 1 })),
                          contact_details: contactDetails,
                          use_wallet_balance: payment === 'wallet',
                        },
                      },
                      {
                        onSettled: () => {
                          ordering.current = false;
                        },
                      },
                    );
                  }}
                >
                  Buy {countOf(picked.length, 'domain', 'domains')} for {formatCredits(total)}
                </Button>
              </Group>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
