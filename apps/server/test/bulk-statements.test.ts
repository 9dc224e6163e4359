import { describe, expect, it } from 'vitest';
import { chunks, MAX_BOUND_VALUES, rowChunks } from '../src/db/chunks.js';
import { inTransaction, lockedRows } from '../src/db/transaction.js';
import { newId } from '../src/lib/ids.js';
import { linksOfZones } from '../src/modules/cloudflare/cloudflare.repository.js';
import { findHeldNames } from '../src/modules/domains/domains.repository.js';
import { recordMail } from '../src/modules/mail/ledger.js';
import { findMailboxMessages } from '../src/modules/mail/mail.service.js';
import { findWorkspaceUids } from '../src/modules/workspaces/workspaces.repository.js';
import { connectDomains, getDomain, uniqueName } from './support/domains.js';
import { useHarness } from './support/harness.js';
import { ledgerMessage } from './support/ledger.js';

const h = useHarness();

/**
 * More values than either database binds in one statement: SQLite refuses over 32,766 and
 * PostgreSQL over 65,535. Statements whose lists grow with the data go in slices (`db/chunks.ts`).
 */
const MANY = 70_000;
const unknownIds = (n: number) => Array.from({ length: n }, (_, i) => `missing-${i}`);

describe('statements whose values grow with the data', () => {
  it('slices keep their order and fit the bound values, counting every column any row has', () => {
    const ids = Array.from({ length: 70_001 }, (_, i) => i);
    const slices = chunks(ids);
    expect(slices.map((s) => s.length)).toEqual([30_000, 30_000, 10_001]);
    expect(slices.flat()).toEqual(ids);
    const rows = [{ a: 1 }, { b: 2, c: 3 }, ...Array.from({ length: 19_998 }, () => ({ a: 4 }))];
    const sliced = rowChunks(rows);
    expect(sliced.every((s) => s.length * 3 <= MAX_BOUND_VALUES)).toBe(true);
    expect(sliced.flat()).toEqual(rows);
    expect(rowChunks([])).toEqual([]);
  });

  it('puts 100 tags on 100 domains in one request (40,000 values)', async () => {
    const names = Array.from({ length: 100 }, () => uniqueName());
    const domainUids = (await connectDomains(h, names)).map((d) => d.uid);
    const tagUids: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      const res = await h.call('POST', '/v1/api/tags', { body: { name: `tag ${i}` } });
      expect(res.status).toBe(200);
      tagUids.push(res.body.tag.uid);
    }
    const res = await h.call('POST', '/v1/api/tags/assign', {
      body: { tag_uids: tagUids, domain_uids: domainUids },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const domain = await getDomain(h, domainUids[57] as string);
    expect(domain.tags).toHaveLength(100);
    const tags = await h.call('GET', '/v1/api/tags', { query: { limit: 100 } });
    expect(tags.body.tags.map((t: { domains_count: number }) => t.domains_count)).toEqual(
      Array(100).fill(100),
    );
  });

  it('records 2,500 sent messages at once and finds them among 70,000 Message-IDs', async () => {
    const mailboxId = newId();
    const messages = Array.from({ length: 2_500 }, (_, i) =>
      ledgerMessage({
        team_id: h.team.team.id,
        workspace_id: h.team.workspace.id,
        mailbox_id: mailboxId,
        recipient: `lead${i}@gmail.com`,
      }),
    );
    await inTransaction(h.ctx.db, (trx) =>
      recordMail(
        trx,
        messages.map((message) => ({ type: 'sent' as const, message })),
      ),
    );
    const asked = [...unknownIds(MANY), ...messages.map((m) => m.message_id)];
    const found = await findMailboxMessages(h.ctx.db, mailboxId, asked);
    expect(found.map((m) => m.id).sort()).toEqual(messages.map((m) => m.id).sort());
  });

  it('locks and reads rows by 70,000 ids, in id order', async () => {
    const other = await h.createTeam();
    const ids = [...unknownIds(MANY), other.workspace.id, h.team.workspace.id];
    const rows = await inTransaction(h.ctx.db, (trx) => lockedRows(trx, 'workspaces', ids));
    expect(rows.map((r) => r.id)).toEqual([h.team.workspace.id, other.workspace.id].sort());
    const uids = await findWorkspaceUids(h.ctx.db, ids);
    expect(uids.map((r) => r.uid).sort()).toEqual(
      [h.team.workspace.uid, other.workspace.uid].sort(),
    );
  });

  it('answers who holds any of 70,000 names, and the links of 70,000 zones', async () => {
    const name = uniqueName();
    await connectDomains(h, [name]);
    const held = await findHeldNames(h.ctx.db, [...unknownIds(MANY), name]);
    expect(held.map((d) => d.name)).toEqual([name]);
    expect(await linksOfZones(h.ctx.db, h.team.team.id, unknownIds(MANY))).toEqual([]);
  });
});
