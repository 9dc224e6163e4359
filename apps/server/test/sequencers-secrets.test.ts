import { describe, expect, it } from 'vitest';
import { settle } from './support/domains.js';
import { type ApiResponse, useHarness } from './support/harness.js';
import {
  activeDomainNamed,
  buyMailboxes,
  credentialsOf,
  uniqueUsername,
} from './support/mailboxes.js';
import { PLATFORMS, validForm } from './support/sequencers.js';

// Trace level: every request is logged too, so nothing a request carries can hide from the check.
const h = useHarness({ env: { LOG_LEVEL: 'trace' } });

/** Secret values distinctive enough that finding one anywhere is never a coincidence. */
const secret = (label: string) => `S3cret${label}${Math.random().toString(36).slice(2, 10)}X`;

describe('sequencer credentials', () => {
  it('never appear in an answer, a log line, a job or an unsealed column, whatever happens', async () => {
    const secrets: string[] = [];
    const answers: ApiResponse[] = [];
    const call = async (url: string, body: unknown) => {
      const res = await h.call('POST', url, { body });
      answers.push(res);
      return res;
    };
    const uids: string[] = [];
    for (const platform of PLATFORMS) {
      for (const token of ['', 'badcreds', 'unreachable', 'needcode']) {
        const form = validForm(platform, token);
        if (form.sequencer_password) form.sequencer_password = secret('pw');
        if (form.api_key) form.api_key = `${secret('key')}_${token}`;
        secrets.push(...[form.sequencer_password, form.api_key].filter((v): v is string => !!v));
        const res = await call('/v1/api/sequencers/add', {
          name: `${platform} ${token}`,
          platform,
          ...form,
        });
        expect(res.status).toBe(200);
        uids.push(res.body.uid);
      }
    }
    // A bad value is refused without being echoed.
    const badKey = `${secret('bad')} with spaces`;
    secrets.push(badKey);
    expect(
      (await call('/v1/api/sequencers/add', { name: 'x', platform: 'replyio', api_key: badKey }))
        .status,
    ).toBe(400);
    await settle(h);
    // Codes: wrong ones, then an update with a new password, then the right one.
    const waiting = (await call('/v1/api/sequencers/list', { status: 'awaiting_code', limit: 100 }))
      .body.data;
    expect(waiting.length).toBe(3);
    const wrongCode = 'QZ7X9KWV';
    secrets.push(wrongCode);
    await call('/v1/api/sequencers/verify-code', { uid: waiting[0].uid, code: wrongCode });
    const newPassword = secret('pw2');
    secrets.push(newPassword);
    await call('/v1/api/sequencers/update', {
      uid: waiting[1].uid,
      sequencer_password: newPassword,
    });
    await call('/v1/api/sequencers/verify-code', { uid: waiting[2].uid, code: '424242' });
    // An export, which opens the sequencer's and the mailbox's credentials.
    const domain = await activeDomainNamed(h);
    const [mailbox] = await buyMailboxes(h, domain.name, [
      { username: uniqueUsername(), platform: 'MICROSOFT' },
    ]);
    await settle(h);
    const mailboxCredentials = await credentialsOf(h, mailbox.uid);
    const active = (await call('/v1/api/sequencers/list', { status: 'active', limit: 100 })).body
      .data;
    await call('/v1/api/sequencers/export', {
      sequencer_uid: active[0].uid,
      mailbox_uids: [mailbox.uid],
    });
    await settle(h);
    await call('/v1/api/sequencers/export/status', {});
    await call('/v1/api/sequencers/tags', { uids });

    const logs = h.logs();
    expect(logs).toContain('/v1/api/sequencers/add');
    const jobs = JSON.stringify(await h.ctx.db.selectFrom('jobs').selectAll().execute());
    const rows = JSON.stringify(await h.ctx.db.selectFrom('sequencers').selectAll().execute());
    const exports = JSON.stringify(
      await h.ctx.db.selectFrom('sequencer_exports').selectAll().execute(),
    );
    const mailboxSecrets = [mailboxCredentials.password, mailboxCredentials.app_password];
    for (const value of [...secrets, ...mailboxSecrets]) {
      for (const res of answers) expect(JSON.stringify(res.body)).not.toContain(value);
      expect(logs).not.toContain(value);
      expect(jobs).not.toContain(value);
      expect(exports).not.toContain(value);
    }
    for (const value of secrets) expect(rows).not.toContain(value);
  });
});
