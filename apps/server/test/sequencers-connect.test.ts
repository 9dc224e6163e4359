import { describe, expect, it } from 'vitest';
import { SEQUENCER_PLATFORMS } from '../src/providers/sequencer-catalog/index.js';
import { settle } from './support/domains.js';
import { useHarness } from './support/harness.js';
import {
  addSequencer,
  getSequencer,
  PLATFORMS,
  SEQUENCER_FIELDS,
  validForm,
} from './support/sequencers.js';

const h = useHarness();

const update = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/sequencers/update', { body });
const verifyCode = (uid: string, code: string) =>
  h.call('POST', '/v1/api/sequencers/verify-code', { body: { uid, code } });

/** A sequencer waiting for a one-time code (a login form whose login asks for one). */
async function awaitingCode(platform = 'lemlist') {
  const added = await addSequencer(h, platform, { token: 'needcode' });
  await settle(h);
  const seq = await getSequencer(h, added.uid);
  expect(seq.status).toBe('awaiting_code');
  return seq;
}

describe('Add sequencer', () => {
  it.each(PLATFORMS)(
    '%s: verifying, then active with the account as the platform reports it',
    async (platform) => {
      const form = validForm(platform);
      const added = await addSequencer(h, platform, { name: 'Outbound', values: form });
      expect(Object.keys(added).sort()).toEqual(SEQUENCER_FIELDS);
      expect(added).toMatchObject({
        name: 'Outbound',
        platform,
        status: 'verifying',
        consent_url: '',
      });
      await settle(h);
      const seq = await getSequencer(h, added.uid);
      expect(seq).toMatchObject({ status: 'active', status_reason: '', platform });
      expect(seq.username).toBe(form.sequencer_login ?? seq.username);
      expect(seq.username).toMatch(/@/);
      expect(seq.workspace_name).toBe(
        form.workspace_name ??
          (form.workspace_id ? `Workspace ${form.workspace_id}` : seq.workspace_name),
      );
      expect(seq.workspace_name).not.toBe('');
      expect(seq.consent_url).toMatch(
        /^https:\/\/oauth\.[a-z]+\.mailwright-sim\.example\/microsoft\//,
      );
      expect(Date.parse(seq.updatedAt)).toBeGreaterThanOrEqual(Date.parse(seq.createdAt));
    },
  );

  it('answers the new uid at the top level too, as the real service’s clients read it', async () => {
    const res = await h.call('POST', '/v1/api/sequencers/add', {
      body: { name: 'x', platform: 'replyio', ...validForm('replyio') },
    });
    expect(res.body.uid).toBe(res.body.data.uid);
  });
});

describe('magic values', () => {
  it.each(PLATFORMS)(
    '%s: badcreds fails the connection with the platform’s reason',
    async (platform) => {
      const added = await addSequencer(h, platform, { token: 'badcreds' });
      await settle(h);
      const seq = await getSequencer(h, added.uid);
      const name = SEQUENCER_PLATFORMS.find((p) => p.id === platform)?.name;
      const what = validForm(platform).sequencer_password ? 'the login or password' : 'the API key';
      expect(seq).toMatchObject({ status: 'failed', status_reason: `${name} refused ${what}` });
    },
  );

  it.each(['instantly', 'plusvibe', 'salesforge'])(
    '%s: noworkspace fails: no such workspace',
    async (platform) => {
      const added = await addSequencer(h, platform, { token: 'noworkspace' });
      await settle(h);
      expect((await getSequencer(h, added.uid)).status_reason).toMatch(/has no such workspace/);
    },
  );

  it('unreachable is retried, then fails saying it gave up', async () => {
    const added = await addSequencer(h, 'emailbison', { token: 'unreachable' });
    await settle(h);
    const seq = await getSequencer(h, added.uid);
    expect(seq).toMatchObject({
      status: 'failed',
      status_reason: 'EmailBison did not answer in time (gave up after 5 attempts)',
    });
  });

  it.each(['instantly', 'smartlead', 'lemlist'])(
    '%s: needcode waits for the code sent to the login',
    async (platform) => {
      const seq = await awaitingCode(platform);
      expect(seq.status_reason).toMatch(
        new RegExp(
          `^Enter the one-time code .+ sent to ${seq.username.replace(/[+.]/g, '\\$&')} \\(Verify one-time code\\) before \\d{4}-`,
        ),
      );
    },
  );

  it('needcode does nothing on an API-key form (no login to send a code to)', async () => {
    const added = await addSequencer(h, 'replyio', { token: 'needcode' });
    await settle(h);
    expect((await getSequencer(h, added.uid)).status).toBe('active');
  });
});

describe('Verify one-time code', () => {
  it('the right code connects the sequencer', async () => {
    const seq = await awaitingCode();
    const res = await verifyCode(seq.uid, '424242');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'active', status_reason: '' });
    expect(res.body.data.consent_url).not.toBe('');
  });

  it('a wrong code is a 400 naming code with the attempts left; the third fails the sequencer', async () => {
    const seq = await awaitingCode();
    const first = await verifyCode(seq.uid, '111111');
    expect(first.status).toBe(400);
    expect(first.body.details).toEqual([
      { field: 'code', message: 'is not the code the platform sent; 2 attempts left' },
    ]);
    expect((await verifyCode(seq.uid, '222222')).body.details[0].message).toMatch(
      /1 attempt left$/,
    );
    expect((await getSequencer(h, seq.uid)).status).toBe('awaiting_code');
    const last = await verifyCode(seq.uid, '333333');
    expect(last.status).toBe(400);
    expect(last.body.details[0].message).toMatch(/no attempts left: the sequencer failed/);
    expect(await getSequencer(h, seq.uid)).toMatchObject({
      status: 'failed',
      status_reason: expect.stringMatching(/wrong too many times/),
    });
    expect((await verifyCode(seq.uid, '424242')).status).toBe(409);
  });

  it('an expired code fails the sequencer, whether the expiry job or the code gets there first', async () => {
    const viaJob = await awaitingCode();
    const viaCode = await awaitingCode();
    await h.ctx.db
      .updateTable('sequencers')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('uid', 'in', [viaJob.uid, viaCode.uid])
      .execute();
    const late = await verifyCode(viaCode.uid, '424242');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/expired/);
    await h.ctx.db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('name', '=', 'sequencers.code-expiry')
      .execute();
    await settle(h);
    for (const uid of [viaJob.uid, viaCode.uid]) {
      expect(await getSequencer(h, uid)).toMatchObject({
        status: 'failed',
        status_reason: expect.stringMatching(/expired/),
      });
    }
  });

  it('is a 409 for a sequencer that awaits no code, and a 404 for an unknown one', async () => {
    const added = await addSequencer(h, 'replyio');
    const res = await verifyCode(added.uid, '424242');
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([
      { field: 'uid', message: 'is verifying, not awaiting_code' },
    ]);
    expect((await verifyCode('00000000-0000-4000-8000-000000000000', '424242')).status).toBe(404);
  });
});

describe('Update sequencer', () => {
  it('a changed connection is verified again, keeping the values not sent', async () => {
    const added = await addSequencer(h, 'smartlead');
    await settle(h);
    const res = await update({ uid: added.uid, api_key: 'sk_live_0123456789abcdef' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'verifying',
      consent_url: '',
      username: added.username,
    });
    await settle(h);
    expect((await getSequencer(h, added.uid)).status).toBe('active');
  });

  it('fixes a failed connection', async () => {
    const added = await addSequencer(h, 'replyio', { token: 'badcreds' });
    await settle(h);
    expect((await getSequencer(h, added.uid)).status).toBe('failed');
    await update({ uid: added.uid, api_key: 'rk_good_0123456789abcdef' });
    await settle(h);
    expect(await getSequencer(h, added.uid)).toMatchObject({ status: 'active', status_reason: '' });
  });

  it('a rename alone changes the name and nothing else', async () => {
    const added = await addSequencer(h, 'salesforge');
    await settle(h);
    const before = await getSequencer(h, added.uid);
    const res = await update({ uid: added.uid, name: 'Renamed' });
    expect(res.body.data).toMatchObject({
      ...before,
      name: 'Renamed',
      updatedAt: expect.any(String),
    });
    await settle(h);
    expect((await getSequencer(h, added.uid)).status).toBe('active');
  });

  it('while a code is awaited, new values start over from verifying (a new code is sent)', async () => {
    const seq = await awaitingCode('smartlead');
    const res = await update({ uid: seq.uid, sequencer_password: 'Another-Horse-7' });
    expect(res.body.data.status).toBe('verifying');
    await settle(h);
    const again = await getSequencer(h, seq.uid);
    expect(again.status).toBe('awaiting_code');
    expect((await verifyCode(seq.uid, '424242')).body.data.status).toBe('active');
  });

  it('while verifying, the newest values win: the answer for the older ones is dropped', async () => {
    const added = await addSequencer(h, 'replyio', { token: 'badcreds' });
    await update({ uid: added.uid, api_key: 'rk_good_0123456789abcdef' });
    await settle(h);
    expect((await getSequencer(h, added.uid)).status).toBe('active');
  });

  it('the platform cannot change: `platform` is not a field of Update (ignored, or a 400 when strict)', async () => {
    const added = await addSequencer(h, 'replyio');
    const ignored = await update({ uid: added.uid, platform: 'smartlead' });
    expect(ignored.status).toBe(200);
    expect(ignored.headers['x-mailwright-ignored-fields']).toBe('platform');
    expect(ignored.body.data.platform).toBe('replyio');
    const res = await h.call('POST', '/v1/api/sequencers/update', {
      body: { uid: added.uid, platform: 'smartlead' },
      headers: { 'x-mailwright-strict': 'true' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'platform', message: 'is not a known field' }]);
  });
});

describe('Delete sequencers', () => {
  it('deletes every one named, and nothing when one is unknown', async () => {
    const a = await addSequencer(h, 'replyio');
    const b = await addSequencer(h, 'reachinbox');
    const c = await addSequencer(h, 'lemlist');
    const unknown = await h.call('POST', '/v1/api/sequencers/delete', {
      body: { uids: [a.uid, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.details).toEqual([
      {
        field: 'uids[1]',
        message: 'no sequencer 00000000-0000-4000-8000-000000000000 in this workspace',
      },
    ]);
    const res = await h.call('POST', '/v1/api/sequencers/delete', {
      body: { uids: [a.uid, b.uid] },
    });
    expect(res.status).toBe(200);
    expect(res.body.deleted_uids).toEqual([a.uid, b.uid]);
    const left = await h.call('POST', '/v1/api/sequencers/list', { body: {} });
    expect(left.body.data.map((s: any) => s.uid)).toEqual([c.uid]);
    await settle(h);
    const rows = await h.ctx.db
      .selectFrom('sequencers')
      .select('uid')
      .where('workspace_id', '=', h.team.workspace.id)
      .execute();
    expect(rows).toEqual([{ uid: c.uid }]);
  });
});

describe('Delete workspace', () => {
  it('deletes the workspace’s sequencers with it (they do not keep it from being deleted)', async () => {
    const created = await h.call('POST', '/v1/api/workspaces/create', {
      body: { name: 'Short-lived' },
    });
    const workspace = created.body.workspace;
    const added = await addSequencer(h, 'replyio', { team: { ...h.team, workspace } });
    const res = await h.call('DELETE', `/v1/api/workspaces/${workspace.uid}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await h.ctx.db
      .selectFrom('sequencers')
      .select('id')
      .where('uid', '=', added.uid)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('sequencer tags', () => {
  const tag = async (name: string) =>
    (await h.call('POST', '/v1/api/tags', { body: { name } })).body.tag.uid as string;

  it('tags put on at Add, by Assign tags and taken off by Remove tags, as Get sequencer tags shows', async () => {
    const [red, blue] = [await tag('red'), await tag('blue')];
    const a = await addSequencer(h, 'replyio', { tags: [red] });
    const b = await addSequencer(h, 'lemlist');
    const assign = await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [blue], sequencer_uids: [a.uid, b.uid] },
    });
    expect(assign.body.changed).toBe(2);
    const res = await h.call('POST', '/v1/api/sequencers/tags', { body: { uids: [b.uid, a.uid] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { uid: b.uid, name: b.name, tags: [{ uid: blue, name: 'blue' }] },
      {
        uid: a.uid,
        name: a.name,
        tags: [
          { uid: red, name: 'red' },
          { uid: blue, name: 'blue' },
        ],
      },
    ]);
    await h.call('POST', '/v1/api/tags/unassign', {
      body: { tag_uids: [red], sequencer_uids: [a.uid] },
    });
    const after = await h.call('POST', '/v1/api/sequencers/tags', { body: { uids: [a.uid] } });
    expect(after.body.data[0].tags).toEqual([{ uid: blue, name: 'blue' }]);
    const tags = await h.call('GET', '/v1/api/tags');
    expect(tags.body.tags.find((t: any) => t.uid === blue).sequencers_count).toBe(2);
  });

  it('deleting a sequencer takes its tags off', async () => {
    const red = await tag('red');
    const a = await addSequencer(h, 'replyio', { tags: [red] });
    await h.call('POST', '/v1/api/sequencers/delete', { body: { uids: [a.uid] } });
    const tags = await h.call('GET', '/v1/api/tags');
    expect(tags.body.tags[0].sequencers_count).toBe(0);
  });

  it('an unknown sequencer is a 404 naming it', async () => {
    const res = await h.call('POST', '/v1/api/sequencers/tags', {
      body: { uids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(res.status).toBe(404);
    expect(res.body.details[0].field).toBe('uids[0]');
  });
});
