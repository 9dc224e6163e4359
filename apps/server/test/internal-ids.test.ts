import { describe, expect, it } from 'vitest';
import { RESOLVABLE_TABLES, UNRESOLVED_TABLES } from '../src/db/internal-ids.js';
import { settle } from './support/domains.js';
import { activeMailbox } from './support/grants.js';
import { useHarness } from './support/harness.js';
import { buyMailboxes } from './support/mailboxes.js';

/**
 * Issue 32: mailbox rows and mailbox events show `domain_id` and `workspace_id`, internal ids,
 * and clients send them back where the API takes a uid. Every such place takes the internal id
 * of the same record (http/internal-ids.ts); another team's is answered as an unknown uid.
 */
const h = useHarness();

async function listedRow(mailboxUid: string) {
  const res = await h.call('POST', '/v1/api/mailboxes/list', { body: { limit: 100 } });
  expect(res.status).toBe(200);
  return res.body.mailboxes.find((m: { uid: string }) => m.uid === mailboxUid);
}

describe('internal ids where uids are taken', () => {
  it('takes back the domain_id, workspace_id and _id a mailbox row shows, in body, query, path and header', async () => {
    const { mailbox, domain } = await activeMailbox(h);
    const [sibling] = await buyMailboxes(h, domain.name, [{}]);
    const { mailbox: elsewhere } = await activeMailbox(h);
    await settle(h);
    const row = await listedRow(mailbox.uid);
    expect(row.domain_id).toMatch(/^[0-9a-f]{24}$/);
    expect(row.workspace_id).toBe(h.team.workspace.id);

    // A body filter (domain_uid), as the client sends what it read.
    const byDomain = await h.call('POST', '/v1/api/mailboxes/list', {
      body: { domain_uid: row.domain_id },
    });
    expect(byDomain.status, JSON.stringify(byDomain.body)).toBe(200);
    expect(byDomain.body.mailboxes.map((m: { uid: string }) => m.uid).sort()).toEqual(
      [mailbox.uid, sibling?.uid].sort(),
    );
    expect(byDomain.body.mailboxes.map((m: { uid: string }) => m.uid)).not.toContain(elsewhere.uid);
    // Arrays, and a mix of uids and internal ids.
    const status = await h.call('POST', '/v1/api/mailboxes/status', {
      body: { uids: [row._id, elsewhere.uid], domain_uids: [row.domain_id] },
    });
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    expect(status.body.domains.map((d: { uid: string }) => d.uid)).toEqual([domain.uid]);
    expect(status.body.mailboxes.map((m: { uid: string }) => m.uid)).toContain(elsewhere.uid);
    // The query string, and the path of an alias.
    const details = await h.call('GET', '/v1/api/mailboxes/details', { query: { uid: row._id } });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body.mailbox.uid).toBe(mailbox.uid);
    const byPath = await h.call('GET', `/v1/api/mailboxes/${row._id}`);
    expect(byPath.status, JSON.stringify(byPath.body)).toBe(200);
    expect(byPath.body.uid).toBe(mailbox.uid);
    const workspace = await h.call('GET', '/v1/api/workspaces/details', {
      query: { uid: row.workspace_id },
      workspace: null,
    });
    expect(workspace.status, JSON.stringify(workspace.body)).toBe(200);
    expect(workspace.body.workspace.uid).toBe(h.team.workspace.uid);
    // The workspace header.
    const header = await h.call('POST', '/v1/api/mailboxes/list', {
      workspace: row.workspace_id,
      body: {},
    });
    expect(header.status, JSON.stringify(header.body)).toBe(200);
    expect(header.body.total).toBe(3);
    // A write: what it answers names the record by its uid.
    const cancelled = await h.call('POST', '/v1/api/mailboxes/cancel', {
      body: { uids: [row._id] },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.mailboxes[0].uid).toBe(mailbox.uid);
  });

  it('takes back the workspace_id and domain_id of a mailbox event’s metadata', async () => {
    const { mailbox, domain } = await activeMailbox(h);
    const list = await h.call('POST', '/v1/api/webhooks/events/list', {
      body: { event: 'mailbox.status_changed', record_uid: mailbox.uid, limit: 1 },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const event = await h.call('GET', `/v1/api/webhooks/events/${list.body.events[0].uid}`);
    const { metadata } = event.body.event.data;
    expect(metadata.workspace_id).toBe(h.team.workspace.id);
    const res = await h.call('GET', '/v1/api/dns/list', {
      workspace: metadata.workspace_id,
      query: { uid: metadata.domain_id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.dns_record).toMatchObject({ uid: domain.uid, domain: domain.name });
    // The event list's record filter takes the mailbox's internal id too.
    const row = await listedRow(mailbox.uid);
    const byId = await h.call('POST', '/v1/api/webhooks/events/list', {
      body: { event: 'mailbox.status_changed', record_uid: row._id, limit: 1 },
    });
    expect(byId.body.events[0].uid).toBe(list.body.events[0].uid);
  });

  it('another team’s internal ids, and ids of no record, are answered as unknown uids', async () => {
    const { mailbox } = await activeMailbox(h);
    const row = await listedRow(mailbox.uid);
    const other = await h.createTeam('Other');
    const as = { token: other.token, workspace: other.workspace.uid };
    const unknown = await h.call('GET', '/v1/api/mailboxes/details', {
      ...as,
      query: { uid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    for (const uid of [row._id, 'abcdefabcdefabcdefabcdef']) {
      const details = await h.call('GET', '/v1/api/mailboxes/details', { ...as, query: { uid } });
      expect(details.status, uid).toBe(404);
      expect(details.body.message).toBe(unknown.body.message);
      const cancel = await h.call('POST', '/v1/api/mailboxes/cancel', {
        ...as,
        body: { uids: [uid] },
      });
      expect(cancel.status).toBe(404);
    }
    const filtered = await h.call('POST', '/v1/api/mailboxes/list', {
      ...as,
      body: { domain_uid: row.domain_id },
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.total).toBe(0);
    const header = await h.call('POST', '/v1/api/mailboxes/list', {
      token: other.token,
      workspace: row.workspace_id,
      body: {},
    });
    expect(header.status).toBe(401);
    // Still this team's mailbox, untouched.
    expect((await listedRow(mailbox.uid)).status).toBe('active');
  });

  it('every table with an internal id and a uid is resolved, or says why not', async () => {
    const tables = await h.ctx.db.introspection.getTables();
    const withBoth = tables
      .filter((t) => ['id', 'uid'].every((c) => t.columns.some((col) => col.name === c)))
      .map((t) => t.name)
      .sort();
    expect(withBoth.length).toBeGreaterThan(20);
    expect(withBoth).toEqual(
      [...Object.keys(RESOLVABLE_TABLES), ...Object.keys(UNRESOLVED_TABLES)].sort(),
    );
  });
});
