import { randomBytes } from 'node:crypto';
import { waitFor } from '../../../server/test/support/wait.js';
import type { TestServer } from './server.js';

export const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  address_line1: '1 Analytical Row',
  city: 'London',
  state: 'London',
  country: 'GB',
  postal_code: 'N1 9GU',
};

/** A name no other test uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** Buys a domain through the API (as the admin's token) and waits until it is active. */
export async function activeDomain(
  server: TestServer,
  name = `${uniqueName('arranged')}.com`,
): Promise<{ uid: string; name: string }> {
  const bought = await server.api.registerDomains({
    idempotencyKey: true,
    body: { domains: [{ name, registration_years: 1 }], contact_details: CONTACT },
  });
  const uid = bought.domain_uids[0]!;
  await waitFor(async () => {
    const { domains } = await server.api.listDomains({ body: { uids: [uid] } });
    return domains[0]?.status === 'active';
  });
  return { uid, name };
}

/** Buys mailboxes on an active domain through the API and waits until every one is active. */
export async function activeMailboxes(server: TestServer, domain: string, usernames: string[]) {
  const bought = await server.api.buyMailboxes({
    idempotencyKey: true,
    body: {
      mailboxes: usernames.map((username) => ({
        username,
        first_name: username,
        last_name: 'Test',
        platform: 'GOOGLE' as const,
        domain_name: domain,
      })),
    },
  });
  await waitFor(async () => {
    const { mailboxes } = await server.api.listMailboxes({ body: { domain, limit: 100 } });
    return mailboxes.filter((m) => m.status === 'active').length >= usernames.length;
  });
  return bought.mailboxes;
}
