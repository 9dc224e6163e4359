import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { LEDGER_KINDS } from './billing.table.js';

const Credits = (description: string) => Type.Number({ description });

/** A money amount sent to the API: credits (1 credit = 1 USD), at most two decimals. */
export const CreditAmount = (description: string, minimum = 0.5) =>
  Type.Number({ minimum, maximum: 100_000, multipleOf: 0.01, description });

export const WorkspaceUidField = Type.String({
  maxLength: 100,
  description:
    'A workspace’s own wallet (one whose `use_shared_billing` is false) instead of the team’s.',
});

/** The real service's wallet fields, then ours. */
export const WalletFields = {
  total_credits: Credits('Everything paid in: credits bought, top-ups, grants.'),
  credits_used: Credits('Everything spent: charges less refunds.'),
  credits_remaining: Credits('What the wallet holds: total_credits - credits_used.'),
  auto_topup_enabled: Type.Boolean(),
  auto_topup_mode: Type.Literal('threshold'),
  auto_topup_trigger_drops_below: Credits('A charge leaving the balance below this tops it up.'),
  auto_topup_add_credits: Credits('What a top-up adds.'),
  auto_topup_disabled_reason: Nullable(
    Type.String({ description: 'Why the service turned auto top-up off (a declined card).' }),
  ),
  card_on_file: Nullable(Type.String({ description: 'The saved card (`visa •••• 4242`).' })),
  wallet_uid: Uid(),
  workspace_uid: Nullable(Uid('Set for a workspace’s own wallet; null for the team’s.')),
  in_use: Type.Boolean({
    description:
      'Whether purchases are paid from this wallet now (a workspace wallet is used while its `use_shared_billing` is false).',
  }),
};

export const PaymentFields = {
  session_id: Type.String({ description: 'The payment’s id at the provider (`cs_…`, `pi_…`).' }),
  payment_status: Type.Enum(['paid', 'unpaid']),
  amount: Credits('Credits (USD).'),
  currency: Type.String(),
  credits_applied: Type.Boolean({ description: 'Turns true once, when the credits are applied.' }),
  status: Type.Enum(['open', 'requires_action', 'processing', 'paid', 'declined', 'expired'], {
    description:
      '`open`: waiting for the payer (`error_message` tells a declined attempt); `requires_action`: a second step at `url`; `processing`: accepted, the money arrives later; `paid`; `declined`; `expired`.',
  }),
  payment_mode: Type.Enum(['checkout', 'direct_charge', 'auto_topup']),
  purpose: Type.Enum(['credits', 'domains', 'mailboxes', 'order'], {
    description: 'What the payment pays for once paid.',
  }),
  url: Nullable(
    Type.String({ description: 'The page to pay at (while open or requires_action).' }),
  ),
  error_message: Nullable(Type.String()),
  expires_at: Nullable(Timestamp()),
  paid_at: Nullable(Timestamp()),
  created_at: Timestamp(),
};

export const LedgerEntry = Type.Object(
  {
    uid: Uid(),
    kind: Type.Enum([...LEDGER_KINDS]),
    amount: Credits('Signed: positive in, negative out.'),
    balance_after: Credits('The wallet’s balance after this entry.'),
    description: Type.String(),
    record: Nullable(
      Type.Object({
        type: Type.String({
          description: '`domain`, `mailbox`, `order`, `subscription`, `payment`.',
        }),
        uid: Type.String(),
      }),
    ),
    refund_of: Nullable(Uid('The charge a refund gives back.')),
    actor: Type.String({
      description:
        'An API token id, `member:<uid>` (a member signed in to the web app), `operator` (CLI) or `system` (a job).',
    }),
    reference: Type.String({ description: 'Unique: what makes a retried movement count once.' }),
    created_at: Timestamp(),
  },
  { title: 'LedgerEntry' },
);

export const PlanSchema = Type.Object(
  {
    uid: Type.String(),
    name: Type.String(),
    pricing: Type.Object({
      monthly: Credits('Per month.'),
      yearly: Credits('Per year.'),
    }),
    included_mailboxes: Type.Integer({ description: 'Mailboxes the plan pays for each month.' }),
    mailbox_prices: Type.Record(Type.String(), Type.Number(), {
      description: 'Monthly price of each further mailbox, per platform.',
    }),
    is_default: Type.Boolean({ description: 'The plan of a team without a subscription.' }),
  },
  { title: 'Plan' },
);

/** The real service's `current_plan` of account details. */
export const CurrentPlanSchema = Type.Object({
  name: Type.String(),
  uid: Type.String(),
  cycle: Type.Enum(['monthly', 'yearly']),
  pricing: Credits('What the period costs.'),
  renews_on: Nullable(
    Timestamp('The next charge, or the end when cancelled; null on the default plan.'),
  ),
  purchased_on: Nullable(Timestamp()),
});

export const SubscriptionSchema = Type.Object(
  {
    uid: Uid(),
    plan_uid: Type.String(),
    plan_name: Type.String(),
    cycle: Type.Enum(['monthly', 'yearly']),
    price: Credits('What one period costs.'),
    included_mailboxes: Type.Integer(),
    status: Type.Enum(['active', 'past_due', 'ended'], {
      description: '`past_due`: the renewal could not be paid; it is retried once.',
    }),
    status_reason: Type.String(),
    cancel_at_period_end: Type.Boolean(),
    purchased_on: Timestamp(),
    period_start: Timestamp(),
    renews_on: Timestamp(),
  },
  { title: 'Subscription' },
);
