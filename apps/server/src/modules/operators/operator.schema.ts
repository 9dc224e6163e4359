import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';

export const OPERATOR_TAG = 'Operator';

const Money = (description: string) =>
  Type.Number({ description: `${description} (credits, 1 = 1 USD).` });

export const OperatorWallet = Type.Object(
  {
    uid: Uid('The wallet uid.'),
    workspace_uid: Nullable(Uid('A workspace’s own wallet; null for the team’s.')),
    credits_remaining: Money('Balance'),
    total_credits: Money('Everything paid in'),
    credits_used: Money('Everything spent'),
    auto_topup_enabled: Type.Boolean(),
    entries: Type.Integer({ description: 'Ledger entries of the wallet.' }),
  },
  { title: 'OperatorWallet' },
);

export const OperatorTeamSummary = Type.Object(
  {
    uid: Uid(),
    name: Type.String(),
    admin_email: Nullable(Type.String()),
    created_at: Timestamp(),
    members: Type.Integer(),
    workspaces: Type.Integer(),
    credits_remaining: Money('The team wallet’s balance (0 before it has one)'),
  },
  { title: 'OperatorTeamSummary' },
);

export const OperatorTeamDetail = Type.Object(
  {
    ...OperatorTeamSummary.properties,
    workspace_list: Type.Array(
      Type.Object({
        uid: Uid(),
        name: Type.String(),
        use_shared_billing: Type.Boolean(),
        domains: Type.Integer({ description: 'Domains not removed.' }),
        mailboxes: Type.Integer({ description: 'Mailboxes not deleted.' }),
        created_at: Timestamp(),
      }),
    ),
    wallets: Type.Array(OperatorWallet),
  },
  { title: 'OperatorTeamDetail' },
);

export const TeamUidParams = Type.Object(
  { uid: Uid('The team uid.') },
  { additionalProperties: false },
);
