import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { TagRef } from '../tags/surface.js';
import {
  DNS_PROPAGATION_STATUSES,
  DOMAIN_RENEWAL_STATUSES,
  DOMAIN_STATUSES,
} from './domain.lifecycle.js';

export const DomainStatusSchema = Type.Enum([...DOMAIN_STATUSES], {
  description: 'Domain status (docs/lifecycles.md).',
});

/** A domain as the domain operations return it (the real service's list-row fields, and more). */
export const Domain = Type.Object(
  {
    _id: Type.String({ description: 'Internal identifier.' }),
    uid: Uid(),
    name: Type.String({ description: 'Fully qualified name, lowercase.' }),
    tld: Type.String({ description: 'Everything after the first label, such as `com`.' }),
    status: DomainStatusSchema,
    previous_status: Nullable(DomainStatusSchema),
    status_reason: Type.String({
      description: 'Why the domain is in a failure status; empty otherwise.',
    }),
    connection_type: Type.Enum(['purchased', 'connected']),
    dns_propagation_status: Type.Enum([...DNS_PROPAGATION_STATUSES]),
    nameserver_match_status: Type.Enum(['pending', 'matched']),
    nameservers: Type.Array(Type.String(), {
      description: 'Nameservers we assigned; [] if none yet.',
    }),
    actual_nameservers: Type.Array(Type.String(), {
      description: 'Nameservers public resolvers answered at the last check.',
    }),
    last_nameserver_check: Nullable(Timestamp()),
    registration_years: Type.Integer({ description: '0 for connected domains.' }),
    price: Nullable(Type.Number({ description: 'First-year price in USD (purchased domains).' })),
    renewal_price: Nullable(Type.Number({ description: 'Yearly renewal price in USD.' })),
    renewal_date: Nullable(Timestamp('When the registration next expires.')),
    renewal_status: Type.Enum([...DOMAIN_RENEWAL_STATUSES]),
    privacy: Type.Boolean({ description: 'WHOIS privacy (purchased domains).' }),
    forwarding_url: Type.String({
      description: 'Where web visitors are redirected; empty if none.',
    }),
    mask_forwarding: Type.Boolean(),
    catch_all_email: Type.String({ description: 'Catch-all destination; empty if none.' }),
    dmarc: Nullable(
      Type.Object({
        policy: Type.Enum(['none', 'quarantine', 'reject']),
        email: Type.String({ description: 'Aggregate-report address (rua); empty if none.' }),
      }),
    ),
    assigned_mailboxes: Type.Integer(),
    available_mailboxes: Type.Integer({ description: 'Mailboxes the domain still has room for.' }),
    mail_platform: Nullable(
      Type.String({
        description:
          'Platform of its mailboxes (GOOGLE, MICROSOFT, AZURE, SMTP; more may be added), null while it has none.',
      }),
    ),
    tags: Type.Array(TagRef),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'Domain' },
);

/** `data.domain` of `domain.status_changed`: exactly these fields. */
export const DomainEventRecord = Type.Object(
  {
    uid: Uid(),
    name: Type.String(),
    tld: Type.String(),
    status: DomainStatusSchema,
    previous_status: Nullable(DomainStatusSchema),
    dns_propagation_status: Type.Enum([...DNS_PROPAGATION_STATUSES]),
    nameservers: Type.Array(Type.String()),
    renewal_date: Nullable(Timestamp()),
    renewal_status: Type.Enum([...DOMAIN_RENEWAL_STATUSES]),
    registration_years: Type.Integer(),
    tags: Type.Array(TagRef),
  },
  { title: 'DomainEventData' },
);

/** Domain names in a body: 1 to 100 of them. */
export const DomainNames = (description: string) =>
  Type.Array(Type.String({ maxLength: 253 }), { minItems: 1, maxItems: 100, description });

/** Domain uids in a body: 1 to 100 of them. */
export const DomainUids = (description = 'Domains to act on (uids from List domains).') =>
  Type.Array(Uid(), { minItems: 1, maxItems: 100, description });

export const Email = (description: string) =>
  Type.String({ format: 'email', maxLength: 254, description });

/** An address, or "" for none (as the real service's clients send an unset one). */
export const OptionalEmail = (description: string) =>
  Type.String({ format: 'email-or-empty', maxLength: 254, description });
