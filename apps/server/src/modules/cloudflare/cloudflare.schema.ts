import { Type } from 'typebox';
import { Nullable, Uid } from '../../http/schemas.js';
import { DomainStatusSchema } from '../domains/surface.js';

const ConflictLabel = Type.Union([
  Type.Literal('MX'),
  Type.Literal('SPF'),
  Type.Literal('DKIM'),
  Type.Literal('DMARC'),
]);

export const DnsConflictSchema = Type.Object(
  {
    has_conflict: Type.Boolean(),
    records: Type.Array(
      Type.Object({ type: Type.String(), name: Type.String(), content: Type.String() }),
      { description: 'The customer’s records that compete with Mailwright’s mail records.' },
    ),
    labels: Type.Array(ConflictLabel),
    message: Type.String(),
  },
  { title: 'CloudflareDnsConflict' },
);

export const CredentialStatusSchema = Type.Union([Type.Literal('valid'), Type.Literal('invalid')], {
  description: '`invalid` once Cloudflare refuses the stored credential; connect again to fix.',
});

export const CloudflareDomain = Type.Object(
  {
    uid: Uid(),
    name: Type.String(),
    status: DomainStatusSchema,
    status_reason: Type.String(),
    connection_mode: Type.Literal('cloudflare'),
    connection_type: Type.Literal('connected'),
    credential_status: CredentialStatusSchema,
    assigned_mailboxes: Type.Integer(),
    available_mailboxes: Type.Integer(),
    nameservers: Type.Array(Type.String(), {
      description: 'The zone’s nameservers at Cloudflare.',
    }),
    dns_propagation_status: Type.String(),
    nameserver_match_status: Type.String(),
    zone_id: Type.String({ description: 'Cloudflare’s zone id.' }),
    account_name: Type.String(),
    overwrite_conflicts: Type.Boolean(),
    dns_conflict: Nullable(DnsConflictSchema),
    connected_at: Type.String(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { title: 'CloudflareDomain' },
);

export const DomainParam = Type.Object(
  { domain: Type.String({ minLength: 1, maxLength: 253, description: 'Name or uid.' }) },
  { additionalProperties: false },
);
