import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { PartialContactDetailsSchema } from '../accounts/surface.js';
import { FirstName, LastName, PlatformInput } from '../mailboxes/surface.js';
import { ITEM_STATUSES } from './orders.table.js';

const Url = (description: string) => Type.String({ maxLength: 2048, description });

export const OrderMailboxInput = Type.Object(
  {
    first_name: FirstName,
    last_name: LastName,
    username: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'Local part.' }),
    ),
    email: Type.Optional(
      Type.String({
        maxLength: 254,
        description: 'The full address (at this domain), instead of `username`.',
      }),
    ),
    platform: PlatformInput,
    profile_pic_url: Type.Optional(Url('http(s) URL of the profile picture.')),
  },
  { additionalProperties: false },
);

export const OrderDomainInput = Type.Object(
  {
    name: Type.String({ maxLength: 253, description: 'Fully qualified name.' }),
    type: Type.Optional(
      Type.Enum(['register', 'connect'], {
        description: '`register` (default): buy it; `connect`: a domain you own, by nameservers.',
      }),
    ),
    registration_years: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })),
    redirect_url: Type.Optional(Url('Where the domain’s web visitors are sent.')),
    contact_details: Type.Optional(PartialContactDetailsSchema),
    mailboxes: Type.Optional(Type.Array(OrderMailboxInput, { maxItems: 5 })),
  },
  { additionalProperties: false },
);

const OrderMailboxOut = Type.Object({
  email: Type.String(),
  platform: Type.String(),
  status: Type.String({
    description: 'The mailbox’s own status once bought; before: `queued`, or `refused`.',
  }),
  status_reason: Type.String(),
  price: Type.Number({ description: 'Its share of the order (the first month).' }),
  mailbox_uid: Nullable(Uid()),
  export_uid: Nullable(Uid('Its export to the order’s sequencer.')),
});

export const OrderSchema = Type.Object(
  {
    order_id: Uid(),
    id: Uid('The same as `order_id`.'),
    status: Type.Enum(['queued', 'processing', 'done', 'error'], {
      description:
        '`done` once every accepted domain is `completed` or `warning`; `error` when any failed.',
    }),
    payment_type: Type.Enum(['wallet', 'checkout']),
    payment_status: Type.Enum(['paid', 'awaiting_payment', 'unpaid']),
    total_cost: Type.Number({ description: 'USD charged (refused domains cost nothing).' }),
    sequencer_uid: Nullable(Uid()),
    workspace: Type.Object({ uid: Type.String(), name: Type.String() }),
    domains_count: Type.Integer({ description: 'Domains accepted.' }),
    refused_count: Type.Integer({ description: 'Domains refused up front, not charged.' }),
    domains: Type.Array(
      Type.Object({
        name: Type.String(),
        type: Type.Enum(['register', 'connect', 'prewarm']),
        status: Type.Enum([...ITEM_STATUSES]),
        status_reason: Type.String(),
        registration_years: Type.Integer(),
        price: Type.Number(),
        domain_uid: Nullable(Uid()),
        domain_status: Nullable(Type.String()),
        mailboxes: Type.Array(OrderMailboxOut),
      }),
    ),
    created_at: Timestamp(),
    updated_at: Timestamp(),
    completed_at: Nullable(Timestamp()),
  },
  { title: 'Order' },
);
