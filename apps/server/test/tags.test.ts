import { describe, expect, it } from 'vitest';
import {
  activeDomain,
  domainState,
  getDomain,
  registerDomains,
  settle,
  uniqueName,
} from './support/domains.js';
import { EVENT_TEST_ENV, recordedEvents, useEventReceiver } from './support/events.js';
import { useHarness } from './support/harness.js';

const h = useHarness({ env: EVENT_TEST_ENV });
useEventReceiver(h);

const createTag = (name: string) => h.call('POST', '/v1/api/tags', { body: { name } });
const listTags = (query: Record<string, number> = {}) => h.call('GET', '/v1/api/tags', { query });

describe('tags', () => {
  it('creates, lists newest first with usage counts, and deletes', async () => {
    const a = await createTag('  Client A ');
    expect(a.status).toBe(200);
    expect(a.body.tag).toMatchObject({ name: 'Client A' });
    expect(a.body.tag._id).toMatch(/^[0-9a-f]{24}$/);
    await createTag('Client B');
    const [uid] = await registerDomains(h, [uniqueName()]);
    await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [a.body.tag.uid], domain_uids: [uid] },
    });
    const list = await listTags();
    expect(list.body.tags.map((t: { name: string }) => t.name)).toEqual(['Client B', 'Client A']);
    expect(list.body.tags[1]).toMatchObject({ domains_count: 1, mailboxes_count: 0 });
    expect(list.body.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });

    const del = await h.call('DELETE', `/v1/api/tags/${a.body.tag.uid}`);
    expect(del.status).toBe(200);
    expect((await listTags()).body.pagination.total).toBe(1);
    expect((await getDomain(h, uid as string)).tags).toEqual([]);
    expect((await h.call('DELETE', `/v1/api/tags/${a.body.tag.uid}`)).status).toBe(404);
  });

  it('answers 409 for a name already used in any case, and 400 for a blank or long one', async () => {
    await createTag('Warm');
    const dup = await createTag('WARM');
    expect(dup.status).toBe(409);
    for (const name of ['   ', 'x'.repeat(51)]) {
      const res = await createTag(name);
      expect(res.status).toBe(400);
      expect(res.body.details[0].field).toBe('name');
    }
    expect((await listTags()).body.pagination.total).toBe(1);
  });

  it('tag names are per workspace', async () => {
    await createTag('Shared');
    const other = await h.createTeam();
    const theirs = await h.call('POST', '/v1/api/tags', {
      token: other.token,
      workspace: other.workspace.uid,
      body: { name: 'Shared' },
    });
    expect(theirs.status).toBe(200);
    expect((await listTags()).body.pagination.total).toBe(1);
  });

  it('assigns to and removes from domains, idempotently', async () => {
    const [t1, t2] = [(await createTag('One')).body.tag, (await createTag('Two')).body.tag];
    const uids = await registerDomains(h, [uniqueName(), uniqueName()]);
    const assign = (tagUids: string[], domainUids: string[]) =>
      h.call('POST', '/v1/api/tags/assign', {
        body: { tag_uids: tagUids, domain_uids: domainUids },
      });
    expect((await assign([t1.uid, t2.uid], uids)).body).toMatchObject({ error: false, changed: 4 });
    expect((await assign([t1.uid], uids)).body.changed).toBe(0);
    expect((await getDomain(h, uids[0] as string)).tags).toEqual([
      { uid: t1.uid, name: 'One' },
      { uid: t2.uid, name: 'Two' },
    ]);
    const removed = await h.call('POST', '/v1/api/tags/unassign', {
      body: { tag_uids: [t1.uid], domain_uids: [uids[0]] },
    });
    expect(removed.body.changed).toBe(1);
    expect((await getDomain(h, uids[0] as string)).tags).toEqual([{ uid: t2.uid, name: 'Two' }]);
    expect((await getDomain(h, uids[1] as string)).tags).toHaveLength(2);
  });

  it('answers 404 for an unknown tag or domain and 400 for empty lists, changing nothing', async () => {
    const tag = (await createTag('Only')).body.tag;
    const [uid] = await registerDomains(h, [uniqueName()]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const badTag = await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [tag.uid, unknown], domain_uids: [uid] },
    });
    expect(badTag.status).toBe(404);
    expect(badTag.body.message).toBe(`Tag ${unknown} not found`);
    const badDomain = await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [tag.uid], domain_uids: [uid, unknown] },
    });
    expect(badDomain.status).toBe(404);
    const empty = await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [], domain_uids: [uid] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details[0].field).toBe('tag_uids');
    expect((await getDomain(h, uid as string)).tags).toEqual([]);
  });

  it('my own tag on another team’s domain: 404 as for an unknown domain, nothing assigned on either side', async () => {
    const mine = (await createTag('Mine')).body.tag;
    const [myDomain] = await registerDomains(h, [uniqueName()]);
    const other = await h.createTeam();
    const [theirs] = await registerDomains(h, [uniqueName()], { team: other });
    const before = { me: await domainState(h), them: await domainState(h, other) };
    const unknown = '00000000-0000-4000-8000-000000000000';
    const asUnknown = await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [mine.uid], domain_uids: [unknown] },
    });
    for (const path of ['/v1/api/tags/assign', '/v1/api/tags/unassign']) {
      const res = await h.call('POST', path, {
        body: { tag_uids: [mine.uid], domain_uids: [myDomain, theirs] },
      });
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ error: true, code: 'NOT_FOUND' });
      expect(res.body.message, path).toBe(asUnknown.body.message.replace(unknown, theirs));
    }
    expect(await domainState(h)).toEqual(before.me);
    expect(await domainState(h, other)).toEqual(before.them);
    expect((await getDomain(h, theirs as string, other)).tags).toEqual([]);
  });

  it('a domain’s tags travel in its domain.status_changed events', async () => {
    const tag = (await createTag('Outbound')).body.tag;
    const [uid] = await registerDomains(h, [uniqueName()]);
    await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [tag.uid], domain_uids: [uid] },
    });
    await settle(h);
    const events = await recordedEvents(h, uid as string);
    expect(events[0]?.record.tags).toEqual([]);
    expect(events.at(-1)?.record).toMatchObject({
      status: 'active',
      tags: [{ uid: tag.uid, name: 'Outbound' }],
    });
  });

  it('a deleted domain loses its tags', async () => {
    const tag = (await createTag('Temp')).body.tag;
    const uid = await activeDomain(h);
    await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: [tag.uid], domain_uids: [uid] },
    });
    await h.call('POST', '/v1/api/domains/remove', { body: { uids: [uid] } });
    await settle(h);
    expect(await getDomain(h, uid)).toMatchObject({ status: 'deleted', tags: [] });
    expect((await listTags()).body.tags[0]).toMatchObject({ name: 'Temp', domains_count: 0 });
  });

  it('answers 400 for an out-of-range limit', async () => {
    const res = await listTags({ limit: 501 });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('limit');
  });
});
