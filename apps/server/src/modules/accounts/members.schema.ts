import { Type } from 'typebox';
import { Limit, Page, PagePagination, pagePagination } from '../../http/pagination.js';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { MEMBER_ROLES } from './members.table.js';

export const MemberRole = Type.Enum([...MEMBER_ROLES], {
  description:
    '`admin`: everything, including billing, members, API tokens, workspaces and `admins_only` workspaces. `member`: the workspaces that are not `admins_only`, and billing only with `can_manage_billing`.',
});

export const CanManageBilling = Type.Boolean({
  description:
    'Whether the member may manage billing and payments (the real service’s “Member with billing enabled”). Always true for an admin; default false for a member.',
});

export const MemberName = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '\\S',
  description: 'Full name, 1 to 200 characters.',
});

export const MemberEmail = Type.String({ format: 'email', maxLength: 254 });

export const Member = Type.Object(
  {
    uid: Uid(),
    name: Type.String(),
    email: Nullable(
      Type.String({
        description: 'Lowercased. Null only for the admin made for a team that had no admin email.',
      }),
    ),
    role: MemberRole,
    can_manage_billing: Type.Boolean(),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'Member' },
);

const MemberRef = (description: string) =>
  Nullable(
    Type.Object(
      { uid: Uid(), name: Type.String(), email: Nullable(Type.String()) },
      { description },
    ),
  );

export const Invitation = Type.Object(
  {
    uid: Uid(),
    name: Type.String(),
    email: Type.String(),
    role: MemberRole,
    can_manage_billing: Type.Boolean(),
    status: Type.Enum(['pending', 'accepted', 'revoked', 'expired']),
    invited_by: MemberRef('The admin who invited; null when an operator invited from the CLI.'),
    member: MemberRef('The member the invitation created, once accepted; null until then.'),
    created_at: Timestamp(),
    expires_at: Timestamp('After this the link no longer works.'),
    accepted_at: Nullable(Timestamp()),
    revoked_at: Nullable(Timestamp()),
  },
  { title: 'Invitation' },
);

export const ApiToken = Type.Object(
  {
    id: Type.String({ description: 'Token id (24 hex characters): revoke it with this.' }),
    name: Type.String({ description: 'A label.' }),
    prefix: Type.String({
      description: 'The first characters of the token, to tell tokens apart.',
    }),
    member: Type.Object(
      {
        uid: Uid(),
        name: Type.String(),
        email: Nullable(Type.String()),
        role: MemberRole,
        can_manage_billing: Type.Boolean(),
      },
      { description: 'The member the token acts as; it carries this member’s role.' },
    ),
    created_at: Timestamp(),
    last_used_at: Nullable(Timestamp('Updated at most once a minute.')),
    revoked_at: Nullable(Timestamp()),
  },
  { title: 'ApiToken' },
);

/**
 * A page-style list's answer: the `pagination` object and, as the real service's lists have
 * them, the same figures at the top level.
 */
export const PageFields = {
  pagination: PagePagination,
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
  limit: Type.Integer(),
};

export function pageFields(page: number, limit: number, total: number) {
  const pagination = pagePagination(page, limit, total);
  return { pagination, ...pagination };
}

export const PageQuery = { page: Type.Optional(Page), limit: Type.Optional(Limit) };
