import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SEED_CHECK_EVERY_MS,
  SEED_RECHECK_MS,
  seedHealthJob,
} from '../src/modules/placement/seeds.jobs.js';
import { addSeed, checkSeed } from '../src/modules/placement/seeds.service.js';
import { useFakeMailServers } from './support/fake-mail-servers.js';
import { useHarness } from './support/harness.js';
import { byHand } from './support/jobs.js';

const h = useHarness();
const fake = useFakeMailServers();

/** A real seed on the fake IMAP server, added (and so checked once) with the server's current reply. */
async function seedOnFakeServer(password: string) {
  return addSeed(h.ctx, {
    provider: 'outlook',
    email: `seed-${randomBytes(4).toString('hex')}@outlook.example`,
    imapHost: '127.0.0.1',
    imapPort: fake.imapPort,
    tls: false,
    password,
  });
}

/** The seed's soonest scheduled health check, in ms from now. */
async function nextCheckIn(seedId: string): Promise<number> {
  const jobs = await h.ctx.db
    .selectFrom('jobs')
    .select(['payload', 'run_at'])
    .where('name', '=', 'placement.seed-health')
    .execute();
  const mine = jobs.filter((j) => JSON.parse(String(j.payload)).seedId === seedId);
  return Math.min(...mine.map((j) => Date.parse(String(j.run_at)))) - Date.now();
}

async function runHealthJob(seedId: string) {
  await seedHealthJob.handle({ seedId }, byHand(h, 1));
}

/**
 * A seed's health check is a sign-in: a temporary failure of the server (Dovecot's
 * `NO [UNAVAILABLE]` when its auth process is slow) says nothing about the seed, so it stays in
 * the pool and is checked again soon; wrong credentials take it out.
 */
describe('placement seed health when the IMAP server refuses the sign-in', () => {
  it('a temporary refusal leaves the seed as it was, says why, and checks again in 15 minutes', async () => {
    const password = `pw-${randomBytes(6).toString('hex')}`;
    fake.imapReply = 'NO [UNAVAILABLE] Temporary authentication failure.';
    const seed = await seedOnFakeServer(password);
    expect(seed.health).toBe('unchecked');
    expect(seed.health_error).toContain('NO [UNAVAILABLE] Temporary authentication failure.');
    expect(seed.health_error).not.toContain(password);

    await runHealthJob(seed.id);
    const after = await h.ctx.db
      .selectFrom('placement_seeds')
      .selectAll()
      .where('id', '=', seed.id)
      .executeTakeFirstOrThrow();
    expect(after.health).toBe('unchecked');
    const next = await nextCheckIn(seed.id);
    expect(next).toBeLessThanOrEqual(SEED_RECHECK_MS);
    expect(next).toBeGreaterThan(SEED_RECHECK_MS - 60_000);
  });

  it('a refusal of the credentials makes the seed failing; a later temporary one keeps it so', async () => {
    fake.imapReply = 'NO [AUTHENTICATIONFAILED] Authentication failed.';
    const seed = await seedOnFakeServer('pw-wrong');
    expect(seed).toMatchObject({ health: 'failing' });
    expect(seed.health_error).toContain('[AUTHENTICATIONFAILED]');
    await runHealthJob(seed.id);
    expect(await nextCheckIn(seed.id)).toBeGreaterThan(SEED_CHECK_EVERY_MS - 60_000);

    fake.imapReply = 'NO [UNAVAILABLE] Temporary authentication failure.';
    const checked = await checkSeed(h.ctx, seed);
    expect(checked).toMatchObject({ deferred: true, seed: { health: 'failing' } });
  });
});
