import { describe, expect, it } from 'vitest';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes, uniqueUsername } from './support/mailboxes.js';

const h = useHarness();

describe('List the sandbox’s magic values', () => {
  it('offers each documented value with where it goes, and the chosen one makes the mailbox fail where it says', async () => {
    const res = await h.call('GET', '/v1/api/sandbox/magic-values', { workspace: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kinds = res.body.groups.map((g: { kind: string }) => g.kind);
    expect(kinds).toEqual(expect.arrayContaining(['domain', 'mailbox', 'payment', 'sequencer']));
    const mailbox = res.body.groups.find((g: { kind: string }) => g.kind === 'mailbox');
    expect(mailbox).toMatchObject({ family: 'mailbox_host', simulated: true });
    expect(mailbox.where).toContain('username');
    // The console's choice "fail at configuring_dns": found by its effect, not by its name.
    const choice = mailbox.values.find((v: { effect: string }) =>
      v.effect.includes('`configuring_dns` -> `failed`'),
    );
    expect(choice?.value).toBe('faildns');

    const domain = await activeDomainNamed(h);
    const [bought] = await buyMailboxes(h, domain.name, [
      { username: uniqueUsername(choice.value) },
    ]);
    await settle(h);
    const reason = await h.call('GET', '/v1/api/mailboxes/failure-reason', {
      query: { uid: bought.uid },
    });
    expect(reason.body).toMatchObject({ status: 'failed', failed_step: 'configuring_dns' });
  });

  it('needs a customer token', async () => {
    const res = await h.call('GET', '/v1/api/sandbox/magic-values', { token: null });
    expect(res.status).toBe(401);
  });
});
