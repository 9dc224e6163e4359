import { Type } from 'typebox';
import { invalidField } from '../../http/errors.js';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { DNS_RECORD_TYPES } from '../../providers/dns-host.js';

/** How DNS operations name a domain: `uid`, or `domain` (its name). */
export const DomainRef = {
  uid: Type.Optional(Uid('The domain’s uid (or send `domain`).')),
  domain: Type.Optional(
    Type.String({ maxLength: 253, description: 'The domain’s name (or send `uid`).' }),
  ),
};

export function requireDomainRef(ref: { uid?: string; domain?: string }): void {
  if (!ref.uid && !ref.domain) throw invalidField('uid', 'or domain must name the domain');
}

export const DnsRecord = Type.Object(
  {
    _id: Type.String({ description: 'Record id (`record_id` in update and delete).' }),
    host: Type.String({ description: 'Relative to the domain; `@` is the domain itself.' }),
    type: Type.Enum([...DNS_RECORD_TYPES]),
    value: Type.String(),
    ttl: Type.Integer(),
    priority: Nullable(Type.Integer({ description: 'MX only.' })),
    status: Type.Enum(['pending', 'active'], { description: '`active` once resolvers see it.' }),
    managed: Nullable(
      Type.Enum(['MX', 'SPF', 'DKIM', 'DMARC'], {
        description: 'Which expected record this is; null for your own records.',
      }),
    ),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'DnsRecord' },
);

export const RecordInputSchema = {
  host: Type.String({
    maxLength: 253,
    description: '`@`, a name relative to the domain, or a name inside it.',
  }),
  type: Type.Enum([...DNS_RECORD_TYPES]),
  value: Type.String({ minLength: 1, maxLength: 2048 }),
  ttl: Type.Optional(Type.Integer({ minimum: 60, maximum: 86400, default: 3600 })),
  priority: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 65535, description: 'MX only (default 10).' }),
  ),
};

/** Domains to verify or repair: names and/or uids, at least one in all. */
export const DomainsSelection = {
  domains: Type.Optional(
    Type.Array(Type.String({ maxLength: 253 }), { maxItems: 100, description: 'Names.' }),
  ),
  uids: Type.Optional(Type.Array(Uid(), { maxItems: 100 })),
  domain_name: Type.Optional(
    Type.String({
      maxLength: 253,
      description: 'One domain by name (as some of the real service’s clients send it).',
    }),
  ),
};
