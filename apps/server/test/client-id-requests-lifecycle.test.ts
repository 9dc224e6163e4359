import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../src/providers/simulator/index.js';
import { settle } from './support/domains.js';
import { EVENT_TEST_ENV, recordedEvents, useEventReceiver } from './support/events.js';
import {
  activeMailbox,
  clientIdStatus,
  expectChained,
  expectClientIdEvent,
  initiateClientId,
} from './support/grants.js';
import { useHarness } from './support/harness.js';
import { writeDirectly } from './support/list-counts.js';

const h = useHarness({ env: EVENT_TEST_ENV });
useEventReceiver(h);

/** A GUID whose last group is `last` (the Microsoft / Azure magic values). */
const guid = (last = '') => {
  const id = randomUUID();
  return last ? `${id.slice(0, 24)}${last}` : id;
};
const googleId = (token = '') =>
  `${Date.now()}-${token || 'app'}${Math.floor(Math.random() * 1e6)}.apps.googleusercontent.com`;

/** Runs a client-id request for a domain of `platform` to its end; returns its checked events. */
async function run(platform: string, clientId: string) {
  const { domain } = await activeMailbox(h, { platform });
  const { uid } = await initiateClientId(h, { domain_uid: domain.uid, client_id: clientId });
  await settle(h);
  const events = await recordedEvents(h, uid);
  for (const event of events) {
    expectClientIdEvent(event, {
      workspace: h.team.workspace,
      domainName: domain.name,
      clientId: clientId.toLowerCase(),
    });
  }
  expectChained(events);
  return { events, request: await clientIdStatus(h, uid), domain };
}

const trail = (events: Array<{ record: Record<string, any> }>) =>
  events.map((e) => e.record.status);

describe('GOOGLE: the customer adds the client id in domain-wide delegation, the service verifies', () => {
  it('found: queued, pending (instructions), processing, completed; status_reason empty', async () => {
    const clientId = googleId();
    const { events, request, domain } = await run('GOOGLE', clientId);
    expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'completed']);
    expect(events[1]?.record.status_text).toContain('domain-wide delegation');
    expect(events.at(-1)?.record).toMatchObject({
      status_reason: '',
      retry_count: 0,
      max_retries: 24,
    });
    expect(request).toMatchObject({
      platform: 'GOOGLE',
      scopes: ['https://mail.google.com/', 'https://www.googleapis.com/auth/userinfo.email'],
    });
    expect(request.instructions).toContain(clientId);
    expect(request.instructions).toContain(`Google Admin console of ${domain.name}`);
  });

  it('nodelegation: never found, looked for until max_retries: failed (delegation_not_found)', async () => {
    const { events } = await run('GOOGLE', googleId('nodelegation'));
    expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'failed']);
    expect(events.at(-1)?.record).toMatchObject({
      status_reason: 'delegation_not_found',
      retry_count: 24,
      max_retries: 24,
    });
  });

  it('missingscopes: delegated without the scopes: failed (missing_scopes) at the first look', async () => {
    const { events } = await run('GOOGLE', googleId('missingscopes'));
    expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'failed']);
    expect(events.at(-1)?.record).toMatchObject({
      status_reason: 'missing_scopes',
      retry_count: 0,
    });
  });

  it('ciderror: the Admin console keeps failing: errored (provider_error) after max_retries', async () => {
    const { events } = await run('GOOGLE', googleId('ciderror'));
    expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'errored']);
    expect(events.at(-1)?.record).toMatchObject({
      status_reason: 'provider_error',
      retry_count: 24,
    });
  });
});

describe('MICROSOFT / AZURE: the service grants tenant-wide consent itself', () => {
  it.each(['MICROSOFT', 'AZURE'])(
    '%s: completed, with no customer step; status_reason empty',
    async (platform) => {
      const clientId = guid().toUpperCase();
      const { events, request } = await run(platform, clientId);
      expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'completed']);
      expect(events[1]?.record.status_text).toContain('nothing to do');
      expect(events.at(-1)?.record).toMatchObject({ status_reason: '', max_retries: 15 });
      expect(request).toMatchObject({ platform, scopes: [], client_id: clientId.toLowerCase() });
      expect(request.instructions).toContain('Nothing to do');
    },
  );

  it.each([
    ['MICROSOFT', '000000000404', 'AADSTS700016'],
    ['AZURE', '000000000404', 'AADSTS700016'],
    ['MICROSOFT', '000000000403', 'AADSTS90094'],
    ['AZURE', '000000000403', 'AADSTS90094'],
  ])(
    '%s, a GUID ending %s: rejected, failed with the provider’s words',
    async (platform, last, words) => {
      const { events } = await run(platform, guid(last));
      expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'failed']);
      expect(events.at(-1)?.record.status_reason).toContain(words);
    },
  );

  it.each(['MICROSOFT', 'AZURE'])(
    '%s, a GUID ending 000000000401: granting the consent itself is refused: failed at once, with the provider’s words',
    async (platform) => {
      const { events } = await run(platform, guid('000000000401'));
      expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'failed']);
      expect(events.at(-1)?.record).toMatchObject({
        status_text: 'Tenant-wide consent could not be granted',
        retry_count: 0,
      });
      expect(events.at(-1)?.record.status_reason).toContain('Authorization_RequestDenied');
    },
  );

  it('a GUID ending 000000000500: Graph keeps failing: errored after max_retries', async () => {
    const { events } = await run('MICROSOFT', guid('000000000500'));
    expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'errored']);
    expect(events.at(-1)?.record).toMatchObject({ retry_count: 15 });
    expect(events.at(-1)?.record.status_reason).toContain('Microsoft Graph answered 503');
  });
});

describe('a domain that stopped being active before the worker ran', () => {
  it.each([
    ['GOOGLE', googleId(), 'domain_not_active'],
    ['MICROSOFT', guid(), 'The domain is inactive; consent needs an active domain'],
  ])(
    '%s: pending (instructions), then at once processing -> failed, %s',
    async (platform, clientId, reason) => {
      const { domain } = await activeMailbox(h, { platform });
      const { uid } = await initiateClientId(h, { domain_uid: domain.uid, client_id: clientId });
      // A domain with mailboxes cannot be removed through the API; a rotation retiring it is
      // what would make it inactive meanwhile, written here directly.
      await writeDirectly(h, 'domains', { uid: domain.uid }, { status: 'inactive' });
      await settle(h);
      const events = await recordedEvents(h, uid);
      for (const event of events) {
        expectClientIdEvent(event, {
          workspace: h.team.workspace,
          domainName: domain.name,
          clientId: clientId.toLowerCase(),
        });
      }
      expectChained(events);
      expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'failed']);
      expect(events.at(-1)?.record).toMatchObject({
        status_text: 'The domain is not active',
        status_reason: reason,
        retry_count: 0,
      });
      // Nothing was granted: the request ended before the tenant was touched.
      const row = await h.ctx.db
        .selectFrom('client_id_requests')
        .select(['grant_started_at'])
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      expect(row.grant_started_at).toBeNull();
      expect(await clientIdStatus(h, uid)).toMatchObject({ status: 'failed', platform });
    },
  );
});

describe('MICROSOFT / AZURE at fast speed', () => {
  it('stays processing until the consent takes effect (5 s at fast), checked every second', async () => {
    const { domain } = await activeMailbox(h, { platform: 'AZURE' });
    const original = h.ctx.providers;
    h.ctx.providers = createSimulator('fast', undefined, h.ctx.config.publicUrl);
    try {
      const { uid } = await initiateClientId(h, { domain_uid: domain.uid, client_id: guid() });
      await settle(h);
      const events = await recordedEvents(h, uid);
      expect(trail(events)).toEqual(['queued', 'pending', 'processing', 'completed']);
      const at = (status: string) =>
        Date.parse(events.find((e) => e.record.status === status)?.metadata.updated_at);
      // The simulated tenant cannot report the consent in effect sooner; each look in between
      // was counted.
      expect(at('completed') - at('processing')).toBeGreaterThanOrEqual(5_000);
      expect(events.at(-1)?.record.retry_count).toBeGreaterThanOrEqual(1);
    } finally {
      h.ctx.providers = original;
    }
  });
});
