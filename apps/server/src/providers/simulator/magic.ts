/**
 * Magic values: a domain whose first label contains one of these tokens makes the simulator take
 * a failure path, the way test card numbers force declines in a payment sandbox. This table is
 * the one list; docs/sandbox.md documents each entry and a test checks the two agree.
 */
export const DOMAIN_MAGIC = {
  banned: 'The name is banned from registration (check banned, availability, search).',
  taken: 'The name is registered by someone else: not available.',
  payfail: 'Payment is declined, and so is its retry: `payment_failed`, then `cancelled`.',
  payretry:
    'The first payment is declined and its retry is taken (per worker process): `payment_failed`, then on to `active`.',
  regfail: 'The registry refuses the registration: `registration_failed`.',
  regflaky:
    'The registrar fails with a retryable error twice (per worker process), then registers.',
  regdown: 'The registrar is unreachable on every attempt: retried, then `registration_failed`.',
  dnsfail:
    'The DNS host refuses the zone: a purchased domain goes `inactive` (`dns_propagation_status` `errored`); connecting one is a 400.',
  noprop:
    'Nothing ever propagates: `expired_propagation` at the deadline; DNS verify says pending.',
  renewfail: 'Renewal is declined: `renewal_status` becomes `failed`.',
  gwsexists: 'A Google Workspace tenant already claims the domain.',
  m365exists: 'A Microsoft 365 tenant already claims the domain.',
} as const;

export type DomainMagic = keyof typeof DOMAIN_MAGIC;

/** Whether `domain`'s first label contains the magic token. */
export function hasMagic(domain: string, token: DomainMagic): boolean {
  const label = domain.toLowerCase().split('.')[0] ?? '';
  return label.includes(token);
}
