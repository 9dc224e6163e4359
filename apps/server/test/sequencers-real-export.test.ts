import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './support/domains.js';
import { type FakeInstantly, startFakeInstantly } from './support/fakes/instantly.js';
import { acceptLogins } from './support/fakes/server.js';
import { useHarness } from './support/harness.js';
import { activeDomainNamed, buyMailboxes, uniqueUsername } from './support/mailboxes.js';
import { exportMailboxes, exportStatus, getSequencer } from './support/sequencers.js';
import { PATIENCE_MS, waitFor } from './support/wait.js';

/**
 * Exports through the API with the real Instantly adapter against its loopback fake: the
 * connection's verify step checks the customer's key, an SMTP mailbox is added or refused with
 * Instantly's reason, a Microsoft mailbox waits in `authorizing` with Instantly's OAuth link until
 * the customer signs in (or the link expires), and a key Instantly stops accepting disconnects
 * the sequencer.
 */
const env: Record<string, string> = { MAILWRIGHT_SEQUENCER_INSTANTLY: 'api' };
let fake: FakeInstantly;
beforeAll(async () => {
  fake = await startFakeInstantly(async (account) =>
    account.username.startsWith('refused')
      ? { smtp: null, imap: 'Invalid credentials' }
      : acceptLogins(account),
  );
  env.MAILWRIGHT_INSTANTLY_API_URL = fake.baseUrl;
});
afterAll(() => fake?.close());
const h = useHarness({ env });

let serial = 0;
async function instantly(key = `inst_${serial + 1}_0123456789abcdef`, known = true) {
  serial += 1;
  const ws = known ? fake.workspaces.add(key, `Acme ${serial}`) : null;
  const res = await h.call('POST', '/v1/api/sequencers/add', {
    body: {
      name: `Instantly ${serial}`,
      platform: 'instantly',
      tags: [],
      sequencer_login: 'ops@acme.com',
      sequencer_password: 'Correct-Horse-9',
      workspace_name: ws?.name ?? 'Nowhere',
      api_key: key,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await settle(h);
  return { uid: res.body.uid as string, ws, key };
}

async function mailboxes(platform: string, usernames: string[]) {
  const domain = await activeDomainNamed(h);
  const bought = await buyMailboxes(
    h,
    domain.name,
    usernames.map((username) => ({ username, platform })),
  );
  await settle(h);
  return bought as Array<{ uid: string; email: string }>;
}

describe('exports to Instantly through its API (loopback fake)', () => {
  it('verifying checks the customer’s key: a key Instantly refuses fails the sequencer, and the key is never shown', async () => {
    const refused = await instantly('inst_unknown_0123456789abcdef', false);
    const row = await getSequencer(h, refused.uid);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row.status_reason).toMatch(/^Instantly refused the API key/);
    expect(JSON.stringify(row)).not.toContain('inst_unknown_0123456789abcdef');
    const ok = await instantly();
    expect(await getSequencer(h, ok.uid)).toMatchObject({
      status: 'active',
      workspace_name: ok.ws?.name,
    });
  });

  it('an SMTP mailbox Instantly cannot sign in to fails with Instantly’s reason; another is added', async () => {
    const sequencer = await instantly();
    const [good, bad] = await mailboxes('SMTP', [uniqueUsername(), `refused${uniqueUsername()}`]);
    const res = await exportMailboxes(h, sequencer.uid, [good!.uid, bad!.uid]);
    expect(res.status).toBe(200);
    await settle(h);
    const rows = (await exportStatus(h, { sequencer_uid: sequencer.uid })).data;
    const of = (uid: string) => rows.find((r) => r.mailbox_uid === uid);
    expect(of(good!.uid)).toMatchObject({ status: 'completed' });
    expect(of(bad!.uid)).toMatchObject({ status: 'failed' });
    expect(of(bad!.uid).error_message).toMatch(
      /^Instantly could not add the mailbox over SMTP\/IMAP: .*Invalid credentials/,
    );
    expect(sequencer.ws?.accounts.has(good!.email)).toBe(true);
  });

  it('a Microsoft mailbox waits for the customer’s OAuth sign-in, with Instantly’s link, then completes', async () => {
    const sequencer = await instantly();
    const [ms] = await mailboxes('MICROSOFT', [uniqueUsername()]);
    const res = await exportMailboxes(h, sequencer.uid, [ms!.uid]);
    const uid = res.body.exports.created[0].uid as string;
    const waiting = async () => (await exportStatus(h, { uids: [uid] })).data[0];
    await waitFor(
      async () => (await waiting()).authorization_url !== '',
      PATIENCE_MS,
      'no OAuth link',
    );
    const row = await waiting();
    expect(row).toMatchObject({ status: 'authorizing', method: 'oauth' });
    expect(row.authorization_url).toMatch(
      /^https:\/\/accounts\.example-oauth\.test\/microsoft\/authorize\?session=/,
    );
    expect(Date.parse(row.authorization_expires_at)).toBeGreaterThan(Date.now());
    const session = new URL(row.authorization_url).searchParams.get('session') as string;
    fake.sessions.complete(session, ms!.email, 'success');
    await waitFor(
      async () => (await waiting()).status === 'completed',
      PATIENCE_MS,
      'the export did not complete',
    );
    expect(await waiting()).toMatchObject({
      authorization_url: '',
      authorization_expires_at: null,
    });
  });

  it('a refused OAuth sign-in fails the export with the reason', async () => {
    const sequencer = await instantly();
    const [ms] = await mailboxes('AZURE', [uniqueUsername()]);
    const res = await exportMailboxes(h, sequencer.uid, [ms!.uid]);
    const uid = res.body.exports.created[0].uid as string;
    const row = async () => (await exportStatus(h, { uids: [uid] })).data[0];
    await waitFor(async () => (await row()).authorization_url !== '', PATIENCE_MS, 'no OAuth link');
    fake.sessions.complete(
      new URL((await row()).authorization_url).searchParams.get('session') as string,
      ms!.email,
      'error',
    );
    await waitFor(
      async () => (await row()).status === 'failed',
      PATIENCE_MS,
      'the export did not fail',
    );
    expect((await row()).error_message).toMatch(/OAuth sign-in failed: User denied access/);
  });

  it('a key Instantly stops accepting fails the export and disconnects the sequencer', async () => {
    const sequencer = await instantly();
    const [m] = await mailboxes('SMTP', [uniqueUsername()]);
    if (sequencer.ws) sequencer.ws.revoked = true;
    await exportMailboxes(h, sequencer.uid, [m!.uid]);
    await settle(h);
    const [row] = (await exportStatus(h, { sequencer_uid: sequencer.uid })).data;
    expect(row).toMatchObject({ status: 'failed' });
    expect(row.error_message).toMatch(/^Instantly no longer accepts the account’s API key/);
    expect(await getSequencer(h, sequencer.uid)).toMatchObject({ status: 'disconnected' });
  });
});
