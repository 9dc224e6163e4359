import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mw } from '../../api/client';
import { fieldErrors } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { readAgain } from '../../api/read-again';
import { canSeeBilling, useSession } from '../../api/session';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { Form } from '../../components/common/Form';
import { formatCredits, formatDate } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { useStoredField } from '../../hooks';
import { WalletLogs } from './WalletLogs';

/** Add credits' limits on `amount` (the API's: 0.50 to 100,000 credits). */
const CREDITS_MIN = 0.5;
const CREDITS_MAX = 100_000;

/** Auto top-up's limits (the API's: drops_below 0 to 100,000; add_balance 0.50 to 100,000). */
const TOPUP_BELOW_MIN = 0;
const TOPUP_ADD_MIN = 0.5;

/** Why the amount typed cannot be asked for, or undefined: it is sent exactly as typed. */
function amountProblem(
  amount: number | string,
  min = CREDITS_MIN,
  max = CREDITS_MAX,
): string | undefined {
  const value = typeof amount === 'number' ? amount : Number.NaN;
  return Number.isFinite(value) && value >= min && value <= max
    ? undefined
    : `Enter an amount from ${formatCredits(min)} to ${formatCredits(max)}`;
}

/** Billing (billing permission only): wallet, credits, auto top-up, history, plan, portal. */
export function BillingPage() {
  const session = useSession();
  if (!canSeeBilling(session)) {
    return (
      <Alert color="yellow" title="No billing access">
        Ask an admin of your team for the billing permission.
      </Alert>
    );
  }
  return <Billing />;
}

function Billing() {
  const wallet = useOp('getWallet', undefined);
  const client = useQueryClient();
  // Checkout is paid in another tab, and the app reads nothing again on focus by default
  // (query-client.ts): coming back to this tab reads the wallet and its history again.
  useEffect(
    () =>
      focusManager.subscribe((focused) => {
        if (focused) void readAgain(client, [['getWallet'], ['listWalletLogs']]);
      }),
    [client],
  );
  const subscription = useOp('getSubscription', undefined);
  const [amount, setAmount] = useState<number | string>(50);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [topupProblems, setTopupProblems] = useState<{ below?: string; add?: string }>({});
  // The saved settings, taken again only when they change: reading the wallet again (coming back
  // from the checkout tab) keeps what is typed and not saved yet.
  const [enabled, setEnabled] = useStoredField(wallet.data?.auto_topup_enabled ?? false);
  const [below, setBelow] = useStoredField<number | string>(
    wallet.data?.auto_topup_trigger_drops_below ?? 10,
  );
  const [addBalance, setAddBalance] = useStoredField<number | string>(
    wallet.data?.auto_topup_add_credits ?? 50,
  );
  const topup = { enabled, below, add: addBalance };
  const add = useAction('addCredits', {
    pending: 'Opening checkout…',
    onSuccess: (data) => {
      if (data.url) window.open(data.url, '_blank', 'noopener');
    },
    success: (data) =>
      data.url
        ? 'Checkout opened in a new tab: the credits land once it is paid'
        : `${formatCredits(data.amount)} added`,
    invalidates: ['getWallet', 'listWalletLogs'],
  });
  const saveTopup = useAction('updateAutoTopup', {
    success: 'Auto top-up saved',
    invalidates: ['getWallet'],
  });
  const [portalError, setPortalError] = useState<unknown>(null);
  const portal = async () => {
    setPortalError(null);
    try {
      const { url } = await mw.getBillingPortalLink();
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      setPortalError(error);
    }
  };
  const topupErrors = fieldErrors(saveTopup.error);
  const plan = subscription.data?.current_plan;

  return (
    <Stack>
      <PageHeader title="Billing">
        <Button variant="default" onClick={() => void portal()}>
          Billing portal
        </Button>
      </PageHeader>
      <ErrorNotice error={wallet.error ?? portalError} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Title order={2} size="h4">
            Wallet
          </Title>
          <Text size="xl" fw={700} my="xs" aria-label="Wallet balance">
            {formatCredits(wallet.data?.credits_remaining)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatCredits(wallet.data?.total_credits)} added,{' '}
            {formatCredits(wallet.data?.credits_used)} spent
            {wallet.data?.card_on_file ? ` · card ${wallet.data.card_on_file}` : ''}
          </Text>
          <Form pending={add.isPending}>
            <Group align="end" mt="sm">
              <NumberInput
                label="Credits to add"
                min={CREDITS_MIN}
                max={CREDITS_MAX}
                value={amount}
                onChange={(value) => {
                  setAmount(value);
                  setAmountError(undefined);
                }}
                w={140}
                error={amountError ?? fieldErrors(add.error).amount}
              />
              <Button
                type="submit"
                loading={add.isPending}
                onClick={() => {
                  const problem = amountProblem(amount);
                  setAmountError(problem);
                  if (problem) return;
                  add.mutate({
                    idempotencyKey: true,
                    body: { amount: Number(amount), payment_mode: 'checkout' },
                  });
                }}
              >
                Add credits
              </Button>
            </Group>
          </Form>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Auto top-up
          </Title>
          {wallet.data?.auto_topup_disabled_reason && (
            <Alert color="orange" mb="xs">
              {wallet.data.auto_topup_disabled_reason}
            </Alert>
          )}
          {wallet.data && !wallet.data.card_on_file && (
            <Text size="sm" c="dimmed" mb="xs">
              Auto top-up charges a saved card, and this wallet has none yet: pay once with Add
              credits, or add a card in the Billing portal.
            </Text>
          )}
          <Form pending={saveTopup.isPending}>
            <Switch
              label="Top up by itself"
              checked={topup.enabled}
              onChange={(e) => setEnabled(e.currentTarget.checked)}
            />
            <Group mt="xs">
              <NumberInput
                label="Drops below"
                min={TOPUP_BELOW_MIN}
                value={topup.below}
                onChange={(value) => {
                  setBelow(value);
                  setTopupProblems({ ...topupProblems, below: undefined });
                }}
                w={120}
                error={topupProblems.below ?? topupErrors.drops_below}
              />
              <NumberInput
                label="Add balance"
                min={TOPUP_ADD_MIN}
                value={topup.add}
                onChange={(value) => {
                  setAddBalance(value);
                  setTopupProblems({ ...topupProblems, add: undefined });
                }}
                w={120}
                error={topupProblems.add ?? topupErrors.add_balance}
              />
            </Group>
            <Button
              type="submit"
              mt="sm"
              variant="default"
              loading={saveTopup.isPending}
              onClick={() => {
                // Turning it off sends only that: the amounts of a top-up never set up (0 and
                // 0) would be refused, and they do not matter while it is off.
                if (!topup.enabled) {
                  setTopupProblems({});
                  saveTopup.mutate({ body: { enabled: false } });
                  return;
                }
                const problems = {
                  below: amountProblem(topup.below, TOPUP_BELOW_MIN),
                  add: amountProblem(topup.add, TOPUP_ADD_MIN),
                };
                setTopupProblems(problems);
                if (problems.below || problems.add) return;
                saveTopup.mutate({
                  body: {
                    enabled: true,
                    drops_below: Number(topup.below),
                    add_balance: Number(topup.add),
                  },
                });
              }}
            >
              Save auto top-up
            </Button>
          </Form>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Plan
          </Title>
          <Text fw={600}>{plan?.name ?? '—'}</Text>
          <Text size="sm">
            {plan
              ? plan.pricing > 0
                ? `${formatCredits(plan.pricing)} ${plan.cycle}`
                : 'No fee: you pay for what you buy'
              : ''}{' '}
            {plan?.renews_on ? `· renews ${formatDate(plan.renews_on)}` : ''}
          </Text>
          {subscription.data?.subscription?.cancel_at_period_end && (
            <Text size="sm" c="orange.9">
              Ends at the end of the period.
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <WalletLogs />
    </Stack>
  );
}
