import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import * as migration0035 from '../src/db/migrations/0035-verified-destinations.js';
import { createLogger } from '../src/lib/logger.js';
import { composeContext } from '../src/start/compose.js';
import { settle } from './support/domains.js';
import { activeMailbox } from './support/grants.js';
import { useHarness } from './support/harness.js';
import { getMailbox } from './support/mailboxes.js';

// Before migration 0035 forwarding took any address: the rule is off while the state is made.
const h = useHarness({ env: { MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'false' } });

const setup = (op: 'setup' | 'update', uid: string, forwarding_email: string) =>
  h.call('POST', `/v1/api/mailboxes/forwarding/${op}`, {
    body: { uids: [uid], forwarding_email },
  });

describe('migration 0035-verified-destinations', () => {
  it('grandfathers every destination in use: what forwarded keeps forwarding under the rule', async () => {
    const { mailbox: forwarding } = await activeMailbox(h);
    expect((await setup('setup', forwarding.uid, 'legacy@old.example')).status).toBe(200);
    await settle(h);
    // A job not yet run when the service is upgraded: its destination is in use too.
    const { mailbox: queued } = await activeMailbox(h);
    expect((await setup('setup', queued.uid, 'Queued@Old.example')).status).toBe(200);

    // The database as it was before 0035, then 0035 runs as the migrator runs it (later
    // migrations are applied already, so the migrator itself would refuse to run it again), and
    // the upgraded service starts with the rule on.
    await h.ctx.db.schema.dropTable('verified_destinations').execute();
    await migration0035.up(h.ctx.db as never);
    const ctx = await composeContext(
      loadConfig(h.env({ MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'true' })),
      { log: createLogger('silent') },
    );
    const app = await buildApp(ctx);
    const original = h.app;
    h.app = app;
    try {
      const list = await h.call('GET', '/v1/api/verified-domains', { query: { limit: 100 } });
      expect(list.status).toBe(200);
      expect(
        list.body.destinations
          .map((d: { destination: string; status: string; verification_method: string }) => [
            d.destination,
            d.status,
            d.verification_method,
          ])
          .sort(),
      ).toEqual([
        ['legacy@old.example', 'verified', 'grandfathered'],
        ['queued@old.example', 'verified', 'grandfathered'],
      ]);

      // Still forwarding, and the queued job completes.
      await settle(h);
      expect((await getMailbox(h, forwarding.uid)).forwarding_email).toBe('legacy@old.example');
      expect((await getMailbox(h, queued.uid)).forwarding_email).toBe('queued@old.example');

      // The grandfathered destinations are accepted by the rule; a new address is not.
      expect((await setup('update', queued.uid, 'legacy@old.example')).status).toBe(200);
      const { mailbox: fresh } = await activeMailbox(h);
      expect((await setup('setup', fresh.uid, 'queued@old.example')).status).toBe(200);
      const refused = await setup('update', forwarding.uid, 'new@old.example');
      expect(refused.status).toBe(400);
      expect(refused.body.details[0].field).toBe('forwarding_email');
    } finally {
      h.app = original;
      await app.close();
      await ctx.database.close();
    }
  });
});
