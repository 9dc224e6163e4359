import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { addSeed } from '../src/modules/placement/seeds.service.js';
import { createMailServerHost } from '../src/providers/mailserver/mailbox-host.js';
import { createDnsLookup } from '../src/providers/resolver.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { activeSmtpMailboxes } from './support/mailboxes.js';
import { describeOnMailStack, useMailStack } from './support/mailstack.js';
import {
  createPlacementTest,
  expectedFigures,
  placementTest,
  waitForStatus,
} from './support/placement.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';
import { advanceClock, CLOCK_ENV, clockForWorkspace } from './support/warmup.js';

/**
 * A placement test on real servers: the customer's SMTP mailbox (Postfix + Dovecot, its domain on
 * PowerDNS) sends to seeds that are Dovecot mailboxes of the same loopback stack, added to the
 * pool as real IMAP seeds. Copies are submitted over SMTP and looked for over IMAP; the test
 * files one copy into a seed's Junk folder before anyone looks, as a spam filter would, and
 * compares the figures with what the seeds' folders hold.
 */
describeOnMailStack('inbox placement on the real mail stack', () => {
  const env: Record<string, string> = { ...CLOCK_ENV };
  const stack = useMailStack(env);
  const h = useHarness({ env });
  const run = randomBytes(3).toString('hex');

  interface Seed {
    email: string;
    password: string;
    provider: string;
  }
  const imap = (seed: Seed) => stack.imap(seed.email, seed.password);
  /** The copies of `messageId` in `folder` of the seed, with their placement token header. */
  const held = async (seed: Seed, folder: string, messageId: string) => {
    const client = await imap(seed);
    try {
      if (!(await client.list()).some((b) => b.path === folder)) return [];
      const lock = await client.getMailboxLock(folder);
      try {
        const uids =
          (await client.search({ header: { 'message-id': messageId } }, { uid: true })) || [];
        const out: Array<{ uid: number; token: string }> = [];
        if (uids.length > 0)
          for await (const m of client.fetch(
            uids,
            { headers: ['x-mailwright-placement'], source: true },
            { uid: true },
          ))
            out.push({
              uid: m.uid,
              token:
                /x-mailwright-placement:\s*(\S+)/i.exec(m.headers?.toString() ?? '')?.[1] ?? '',
            });
        return out;
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  };
  /** The Authentication-Results headers of `messageId` in the seed's INBOX, topmost first. */
  const authResults = async (seed: Seed, messageId: string) => {
    const client = await imap(seed);
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        const uids =
          (await client.search({ header: { 'message-id': messageId } }, { uid: true })) || [];
        const found = await client.fetchOne(String(uids[0]), { source: true }, { uid: true });
        const head = (found ? found.source?.toString() : '')?.split(/\r?\n\r?\n/)[0] ?? '';
        return head
          .replace(/\r?\n[ \t]+/g, ' ')
          .split(/\r?\n/)
          .filter((line) => /^authentication-results:/i.test(line));
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  };
  const fileIntoJunk = async (seed: Seed, uid: number) => {
    const client = await imap(seed);
    try {
      if (!(await client.list()).some((b) => b.path === 'Junk')) await client.mailboxCreate('Junk');
      const lock = await client.getMailboxLock('INBOX');
      try {
        await client.messageMove(String(uid), 'Junk', { uid: true });
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  };

  it('per-provider figures agree with what the Dovecot seeds hold', async () => {
    // Seeds: Dovecot mailboxes on a domain of their own, added as an operator adds real seeds.
    const seedDomain = `seeds-${run}.example`;
    expect(
      await stack.powerdns('POST', '', {
        name: `${seedDomain}.`,
        kind: 'Native',
        nameservers: ['ns1.elsewhere.example.'],
        rrsets: [
          {
            name: `${seedDomain}.`,
            type: 'MX',
            ttl: 60,
            records: [{ content: `10 ${stack.spec.hostname}.`, disabled: false }],
          },
        ],
      }),
    ).toBe(201);
    const host = createMailServerHost({
      stackDir: stack.dir,
      lookup: createDnsLookup([`127.0.0.1:${stack.spec.ports.dns}`]),
    });
    const seeds: Seed[] = [];
    for (const [local, provider] of [
      ['gmail-a', 'gmail'],
      ['gmail-b', 'gmail'],
      ['outlook-a', 'outlook'],
    ] as const) {
      const seed = {
        email: `${local}@${seedDomain}`,
        password: `pw-Seed-${randomBytes(6).toString('hex')}`,
        provider,
      };
      const created = await host.createAccount({
        platform: 'SMTP',
        email: seed.email,
        domain: seedDomain,
        accountId: null,
        firstName: 'Seed',
        lastName: provider,
        password: seed.password,
        appPassword: '',
        isAdmin: false,
      });
      expect(created.ok).toBe(true);
      const row = await addSeed(h.ctx, {
        provider,
        email: seed.email,
        imapHost: stack.spec.client.imap.host,
        imapPort: stack.spec.client.imap.port,
        tls: false,
        password: seed.password,
      });
      expect(row).toMatchObject({ health: 'healthy', kind: 'imap' });
      expect(row.password_sealed).not.toContain(seed.password);
      seeds.push(seed);
    }

    // The customer's SMTP mailbox on the stack.
    const [sender] = await activeSmtpMailboxes(h, [{ prefix: 'pls', username: 'ana' }]);

    const clock = await clockForWorkspace(h);
    const created = await createPlacementTest(h, {
      mailbox_uids: [sender.uid],
      providers: ['gmail', 'outlook'],
    });
    // Only the real seeds: a real mailbox cannot write to the simulated ones.
    expect(created.overall.copies).toBe(3);
    await settle(h);
    const sent = await placementTest(h, created.uid);
    expect(sent.status).toBe('running');

    // Each seed really holds its copy, with the copy's own token; one goes to Junk.
    const bySeed = new Map(seeds.map((s) => [s.email, s]));
    /**
     * Waits until each copy is in its seed's INBOX (Postfix delivers in real time; the sandbox
     * clock's look must not run before it has) and checks its token.
     */
    const delivered = async (
      copiesSent: Array<{ seed: string; message_id: string; token: string }>,
    ) => {
      for (const copy of copiesSent) {
        const seed = bySeed.get(copy.seed) as Seed;
        let copies: Awaited<ReturnType<typeof held>> = [];
        await waitFor(
          async () => {
            copies = await held(seed, 'INBOX', copy.message_id);
            return copies.length === 1;
          },
          PATIENCE_MS,
          `the copy did not reach ${seed.email}`,
        );
        expect(copies[0]?.token).toBe(copy.token);
      }
    };
    await delivered(sent.copies);
    const junked = sent.copies.find((c: any) => c.seed.startsWith('gmail-b'));
    const [inGmailB] = await held(bySeed.get(junked.seed) as Seed, 'INBOX', junked.message_id);
    await fileIntoJunk(bySeed.get(junked.seed) as Seed, inGmailB!.uid);

    await advanceClock(h, clock, '35m');
    const done = await waitForStatus(h, created.uid, 'completed');

    // Where each copy is, read from the seeds over IMAP, against the API's figures.
    const where: Array<{ provider: string; folder: string }> = [];
    for (const copy of done.copies) {
      const seed = bySeed.get(copy.seed) as Seed;
      const inbox = (await held(seed, 'INBOX', copy.message_id)).length;
      const junk = (await held(seed, 'Junk', copy.message_id)).length;
      where.push({ provider: seed.provider, folder: inbox ? 'inbox' : junk ? 'spam' : 'missing' });
    }
    expect(where.filter((w) => w.folder === 'spam')).toHaveLength(1);
    expect(done.copies.map((c: any) => c.folder)).toEqual(where.map((w) => w.folder));
    expect(done.overall).toMatchObject(expectedFigures(where.map((w) => w.folder)));
    for (const provider of ['gmail', 'outlook'])
      expect(done.by_provider.find((p: any) => p.provider === provider)).toMatchObject(
        expectedFigures(where.filter((w) => w.provider === provider).map((w) => w.folder)),
      );
    for (const copy of done.copies) {
      expect(copy.delay_seconds).toBeGreaterThanOrEqual(0);
      // The stack's receiving side (OpenDKIM, pyspf-milter and OpenDMARC milters) checked each
      // copy: the domain's SPF names the stack's address, its DKIM key is in PowerDNS, DMARC
      // aligns.
      expect([copy.spf, copy.dkim, copy.dmarc]).toEqual(['pass', 'pass', 'pass']);
    }

    /** A placement test from a new domain's SMTP mailbox after `rrsets` change its DNS. */
    const runFrom = async (prefix: string, rrsets: (name: string) => unknown[]) => {
      const [from] = await activeSmtpMailboxes(h, [{ prefix, username: 'bo' }]);
      const domain = (from.email as string).split('@')[1] as string;
      expect(await stack.powerdns('PATCH', `/${domain}.`, { rrsets: rrsets(domain) })).toBe(204);
      const created = await createPlacementTest(h, {
        mailbox_uids: [from.uid],
        providers: ['gmail', 'outlook'],
      });
      await settle(h);
      await delivered((await placementTest(h, created.uid)).copies);
      await advanceClock(h, clock, '35m');
      const done = await waitForStatus(h, created.uid, 'completed');
      expect(done.copies).toHaveLength(3);
      return { domain, done };
    };
    const noDkimKey = (domain: string) => ({
      name: `mw1._domainkey.${domain}.`,
      type: 'TXT',
      changetype: 'DELETE',
    });

    // Broken: a domain whose DKIM key is not published and whose SPF does not name the stack's
    // address.
    const bad = await runFrom('plsbad', (domain) => [
      noDkimKey(domain),
      {
        name: `${domain}.`,
        type: 'TXT',
        changetype: 'REPLACE',
        ttl: 60,
        records: [{ content: '"v=spf1 ip4:192.0.2.1 -all"', disabled: false }],
      },
    ]);
    // The record really changed (what the stack's resolver serves now).
    expect(await stack.resolver().resolveTxt(bad.domain)).toEqual([['v=spf1 ip4:192.0.2.1 -all']]);
    // SPF fails (the envelope sender's record does not name the stack's second address), DKIM
    // fails (no key in DNS), so DMARC fails: the stack's milters report what a receiver would.
    for (const copy of bad.done.copies)
      expect([copy.folder, copy.spf, copy.dkim, copy.dmarc]).toEqual([
        'inbox',
        'fail',
        'fail',
        'fail',
      ]);
    // The SPF verdict is the envelope sender's (smtp.mailfrom at the broken domain), not the
    // sending host's HELO name.
    const badCopy = bad.done.copies[0];
    const headers = await authResults(bySeed.get(badCopy.seed) as Seed, badCopy.message_id);
    expect(headers.join('\n')).toMatch(
      new RegExp(`spf=fail [^;]*smtp\\.mailfrom=${bad.domain}`, 'i'),
    );

    // Half broken: no DKIM key, SPF intact: DMARC passes on aligned SPF alone (OpenDMARC reads
    // the SPF checker's verdict).
    const half = await runFrom('plshalf', (domain) => [noDkimKey(domain)]);
    for (const copy of half.done.copies)
      expect([copy.folder, copy.spf, copy.dkim, copy.dmarc]).toEqual([
        'inbox',
        'pass',
        'fail',
        'pass',
      ]);
  }, 600_000);
});
