import { expect, it, vi } from 'vitest';
import type { JobRef } from '../src/jobs/job.js';
import { platformProfile } from '../src/modules/mailboxes/mailbox.platforms.js';
import { REAL_HOST_POLL_MS } from '../src/providers/index.js';
import { connectDomains, getDomain, settle, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { buyMailboxes, getMailbox } from './support/mailboxes.js';
import { describeOnMailStack, useMailStack } from './support/mailstack.js';
import { waitFor } from './support/wait.js';

/**
 * The real mail path at its own speed (issue 36): at MAILWRIGHT_SIM_SPEED=realistic, where the
 * simulator's SMTP setup takes over twenty minutes of step timings, an SMTP mailbox on the mail
 * stack waits only for its work: each step is queued to run at once, the DNS look a real poll
 * later, and it is active as soon as the server has the account and the resolvers see its records.
 */
describeOnMailStack('a real SMTP mailbox at realistic simulator speed', () => {
  const env: Record<string, string> = { MAILWRIGHT_SIM_SPEED: 'realistic' };
  useMailStack(env);
  const h = useHarness({ env });

  /** Runs queued jobs now, as if their time had come, until `done` holds. */
  const pullForward = async (done: () => Promise<boolean>) => {
    await waitFor(async () => {
      await h.ctx.db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('status', '=', 'queued')
        .execute();
      await settle(h);
      return done();
    });
  };

  it('goes from buy to active without the simulator’s waits', async () => {
    // The domain's own steps (the nameserver change, the registrar's pace) are not this test's.
    const name = uniqueName('pace', 'test');
    const [connected] = await connectDomains(h, [name]);
    const domainUid = connected?.uid as string;
    await pullForward(async () => (await getDomain(h, domainUid)).status === 'active');

    const steps: Array<{ status: string; delayMs: number }> = [];
    const enqueue = h.ctx.jobs.enqueue.bind(h.ctx.jobs);
    const spy = vi
      .spyOn(h.ctx.jobs, 'enqueue')
      .mockImplementation(async (executor, definition: JobRef, payload, options = {}) => {
        if (definition.name === 'mailboxes.setup-step')
          steps.push({
            status: (payload as { status: string }).status,
            delayMs: (options.runAt?.getTime() ?? Date.now()) - Date.now(),
          });
        return enqueue(executor, definition, payload as never, options);
      });
    try {
      const [mailbox] = await buyMailboxes(h, name, [{ platform: 'SMTP', username: 'ana' }]);
      // Only jobs due now (or within settle's few seconds) run: a simulated step time would stop it.
      await settle(h);
      expect((await getMailbox(h, mailbox.uid)).status).toBe('active');
    } finally {
      spy.mockRestore();
    }
    const path = platformProfile('SMTP').path.filter((s) => s !== 'active');
    expect(steps.map((s) => s.status)).toEqual(['scheduled', ...path]);
    for (const step of steps)
      expect(step.delayMs, step.status).toBeLessThanOrEqual(
        step.status === 'waiting_for_dns_propagation' ? REAL_HOST_POLL_MS : 0,
      );
  });
});
