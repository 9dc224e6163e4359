import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import type { VerifiedDestinationRow } from './verified-destination.table.js';

/** Where a domain's verification record is published. */
export const TXT_HOST_PREFIX = '_mailwright-verify';

export const VerifiedDestination = Type.Object({
  uid: Uid(),
  type: Type.Union([Type.Literal('email'), Type.Literal('domain')], {
    description: '`email`: one address; `domain`: every address at the domain.',
  }),
  destination: Type.String({ description: 'The address or domain, lowercase.' }),
  status: Type.Union([Type.Literal('pending'), Type.Literal('verified')]),
  verification_method: Nullable(
    Type.Union([Type.Literal('code'), Type.Literal('dns_txt'), Type.Literal('grandfathered')]),
    {
      description:
        'How it was verified: a code sent to the address, a TXT record of the domain, or `grandfathered` (already in use for forwarding when verification began). Null while pending.',
    },
  ),
  dns_record: Nullable(
    Type.Object({
      type: Type.Literal('TXT'),
      host: Type.String({ description: 'The full name: `_mailwright-verify.<domain>`.' }),
      value: Type.String(),
    }),
    { description: 'A domain: the TXT record to publish before Verify. Null for an address.' },
  ),
  code_expires_at: Nullable(Timestamp('When the code in force expires (an address, pending).')),
  verified_at: Nullable(Timestamp()),
  created_at: Timestamp(),
});

export function toVerifiedDestinationResponse(row: VerifiedDestinationRow) {
  const pending = row.status === 'pending';
  return {
    uid: row.uid,
    type: row.type,
    destination: row.destination,
    status: row.status,
    verification_method: row.method,
    dns_record:
      row.type === 'domain' && row.txt_value
        ? {
            type: 'TXT' as const,
            host: `${TXT_HOST_PREFIX}.${row.destination}`,
            value: row.txt_value,
          }
        : null,
    code_expires_at: pending && row.code_hash ? row.code_expires_at : null,
    verified_at: row.verified_at,
    created_at: row.created_at,
  };
}
