import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { TagRef } from '../tags/surface.js';
import { MAILBOX_RENEWAL_STATUSES, MAILBOX_STATUSES } from './mailbox.lifecycle.js';
import { MAILBOX_PLATFORMS } from './mailbox.platforms.js';

export const MailboxStatusSchema = Type.Enum([...MAILBOX_STATUSES], {
  description: 'Mailbox status (docs/lifecycles.md).',
});

/** A platform in a request: one of those sold today. */
export const PlatformInput = Type.Enum([...MAILBOX_PLATFORMS], {
  description: 'GOOGLE, MICROSOFT, AZURE or SMTP.',
});

/** A platform in an answer: more values may be added, so it is an open string. */
const PlatformOutput = Type.String({
  description: 'GOOGLE, MICROSOFT, AZURE or SMTP today; new values may be added.',
});

/** A mailbox as the mailbox operations return it. Never carries a credential. */
export const Mailbox = Type.Object(
  {
    _id: Type.String({ description: 'Internal identifier.' }),
    uid: Uid('Public identifier (UUID): the `data.mailbox.uid` of its events.'),
    email: Type.String({ description: '`<username>@<domain_name>`.' }),
    username: Type.String({ description: 'Local part, lowercase.' }),
    domain_name: Type.String(),
    domain_uid: Type.String({ description: 'uid of its domain (List domains).' }),
    domain_id: Type.String({
      description: 'Internal identifier of its domain (`data.metadata.domain_id` of its events).',
    }),
    workspace_id: Type.String({
      description:
        'Internal identifier of its workspace (`data.metadata.workspace_id` of its events).',
    }),
    first_name: Type.String(),
    last_name: Type.String(),
    profile_picture: Type.String({ description: 'URL, or empty.' }),
    signature: Type.String({ description: 'HTML signature, or empty.' }),
    forwarding_email: Type.String({
      description:
        'Where the mailbox’s mail is forwarded now, or empty. Changed by forwarding jobs once they complete (List forwarding jobs).',
    }),
    platform: PlatformOutput,
    status: MailboxStatusSchema,
    previous_status: Nullable(MailboxStatusSchema),
    status_reason: Type.String({
      description: 'Why the mailbox failed, was suspended, disabled or ended; empty otherwise.',
    }),
    is_admin: Type.Boolean({
      description: 'Admin of its workspace / tenant (the domain’s first).',
    }),
    is_add_on: Type.Boolean({ description: 'Added to a workspace / tenant that already existed.' }),
    renewal_date: Nullable(Timestamp('Next renewal; null until the mailbox is first active.')),
    renewal_cycle: Type.Literal('monthly'),
    renewal_status: Type.Enum([...MAILBOX_RENEWAL_STATUSES]),
    cancel_at: Nullable(Timestamp('When a scheduled cancellation takes effect.')),
    tags: Type.Array(TagRef),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'Mailbox' },
);

/** Mailbox uids in a body: 1 to 100 of them. */
export const MailboxUids = (description = 'Mailboxes to act on (uids from List mailboxes).') =>
  Type.Array(Uid(), { minItems: 1, maxItems: 100, description });

/** `?uid=` of operations on one mailbox. */
export const MailboxUidQuery = Type.Object(
  { uid: Uid('The mailbox (uid from List mailboxes).') },
  { additionalProperties: false },
);

const name = (description: string) => Type.String({ maxLength: 100, description });

export const FirstName = name('Given name; may be empty.');
export const LastName = name('Family name; may be empty.');

/** The most uids a selection names (ticked, or left out of "all matching"). */
export const SELECTION_MAX_UIDS = 10_000;

/**
 * How the web app's table chooses mailboxes for an export or a bulk action: List mailboxes'
 * filters, then either only `uids`, or every match but `except_uids`.
 */
export const MailboxSelectionFields = {
  keyword: Type.Optional(
    Type.String({
      maxLength: 320,
      description: 'Part of the address or the person’s name, any case.',
    }),
  ),
  domain: Type.Optional(Type.String({ maxLength: 253, description: 'Only this domain (name).' })),
  domain_uid: Type.Optional(Uid('Only this domain (uid).')),
  status: Type.Optional(MailboxStatusSchema),
  platform: Type.Optional(
    Type.String({
      maxLength: 50,
      description: 'Only this platform (GOOGLE, MICROSOFT, AZURE, SMTP).',
    }),
  ),
  tag_uids: Type.Optional(
    Type.Array(Uid(), {
      maxItems: 100,
      description: 'Only mailboxes carrying any of these tags; [] matches none.',
    }),
  ),
  uids: Type.Optional(
    Type.Array(Uid(), {
      maxItems: SELECTION_MAX_UIDS,
      description: 'Only these mailboxes (those ticked), within the filters.',
    }),
  ),
  except_uids: Type.Optional(
    Type.Array(Uid(), {
      maxItems: SELECTION_MAX_UIDS,
      description: 'Every mailbox matching the filters except these ("all matching, except").',
    }),
  ),
};
