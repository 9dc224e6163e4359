import type { ServerResponse } from 'node:http';
import { type KyselyPlugin, SelectQueryNode, TableNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { inTransaction } from '../src/db/transaction.js';
import { newId, newUid } from '../src/lib/ids.js';
import { insertEvent } from '../src/modules/webhooks/events.repository.js';
import { emitEvent } from '../src/modules/webhooks/events.service.js';
import { type Harness, type TestTeam, useHarness } from './support/harness.js';
import { signedInMember } from './support/sessions.js';
import { openSse } from './support/sse.js';
import { waitFor } from './support/wait.js';

/** The workspace event stream, read by a real HTTP client (docs/webhooks.md). */
const h = useHarness({
  env: { MAILWRIGHT_EVENT_STREAM_POLL_MS: '100', MAILWRIGHT_EVENT_STREAM_HEARTBEAT_MS: '200' },
});

const emit = (team: TestTeam, record: Record<string, unknown>, sensitive = false) =>
  inTransaction(h.ctx.db, (trx) =>
    emitEvent(trx, h.ctx, {
      workspaceId: team.workspace.id,
      event: 'mailbox.status_changed',
      kind: 'mailbox',
      record: { uid: newUid(), ...record },
      metadata: { note: 'test' },
      sensitive,
    }),
  );

async function stream(h: Harness, headers: Record<string, string> = {}, query = '') {
  const port = await h.listen();
  return openSse(`http://127.0.0.1:${port}/v1/api/events/stream${query}`, {
    authorization: `Bearer ${h.team.token}`,
    'x-workspace-id': h.team.workspace.uid,
    ...headers,
  });
}

describe('GET /v1/api/events/stream', () => {
  it('sends each event as it is committed, credentials hidden, only the workspace’s own', async () => {
    const before = await emit(h.team, { email: 'old@example.com' });
    const s = await stream(h);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const other = await h.createTeam();
    await emit(other, { email: 'theirs@example.com' });
    const row = await emit(h.team, { email: 'ada@example.com', password: 'Sup3rSecret!' }, true);
    await waitFor(() => s.messages.length >= 1);
    const [message] = s.messages;
    expect(message).toMatchObject({ id: row.uid, event: 'mailbox.status_changed' });
    const envelope = JSON.parse(message?.data ?? '{}');
    expect(envelope).toEqual({
      uid: row.uid,
      event: 'mailbox.status_changed',
      timestamp: row.created_at,
      team_id: h.team.team.uid,
      team_name: 'Test team',
      data: {
        mailbox: { uid: row.record_uid, email: 'ada@example.com', password: '[redacted]' },
        metadata: { note: 'test' },
      },
    });
    expect(s.body()).not.toContain('Sup3rSecret');
    expect(s.messages.map((m) => m.id)).not.toContain(before.uid);
    await waitFor(() => s.comments.includes('keep-alive'));
    expect(s.messages).toHaveLength(1);
    await s.close();
  });

  it('answers only once it knows where it starts, so a change committed after its answer comes as an event', async () => {
    // A client reads what it shows once the stream has answered (the web app does): a change
    // committed before the answer is in that read, one after it must come as an event. So the
    // stream reads where it starts (the log as it stands) before it answers.
    let response: ServerResponse | undefined;
    const answeredWhenReadingTheLog: boolean[] = [];
    const recorder: KyselyPlugin = {
      transformQuery({ node }) {
        const fromEvents =
          SelectQueryNode.is(node) &&
          node.from?.froms.some((f) => TableNode.is(f) && f.table.identifier.name === 'events');
        if (response && fromEvents) answeredWhenReadingTheLog.push(response.headersSent);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const app = await buildApp({ ...h.ctx, db: h.ctx.db.withPlugin(recorder) });
    app.server.on('request', (_request, res: ServerResponse) => {
      response = res;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const s = await openSse(`http://127.0.0.1:${port}/v1/api/events/stream`, {
      authorization: `Bearer ${h.team.token}`,
      'x-workspace-id': h.team.workspace.uid,
    });
    const row = await emit(h.team, { n: 1 });
    await waitFor(() => s.messages.length >= 1);
    expect(s.messages.map((m) => m.id)).toEqual([row.uid]);
    expect(answeredWhenReadingTheLog[0]).toBe(false);
    await s.close();
    await app.close();
  });

  it('sends events committed by another process (read by the poll), in order', async () => {
    const s = await stream(h);
    await waitFor(() => s.comments.length > 0);
    const rows = [];
    for (let i = 0; i < 3; i++) {
      const at = new Date().toISOString();
      const row = {
        id: newId(),
        uid: newUid(),
        workspace_id: h.team.workspace.id,
        event: 'domain.status_changed',
        record_kind: 'domain',
        record_uid: newUid(),
        payload: JSON.stringify({ record: { name: `d${i}.example.com` }, metadata: {} }),
        sensitive: 0,
        created_at: at,
        delivery_state: 'skipped' as const,
        delivery_round: 1,
        round_attempts: 0,
        attempt_count: 0,
        next_attempt_at: null,
        last_attempt_at: null,
        last_status_code: null,
        last_error_class: 'no_webhook_url',
        delivered_at: null,
      };
      // Written as another process would: nothing in this process hears of it.
      await inTransaction(h.ctx.db, (trx) => insertEvent(trx, row));
      rows.push(row);
    }
    await waitFor(() => s.messages.length >= 3);
    expect(s.messages.map((m) => m.id)).toEqual(rows.map((r) => r.uid));
    await s.close();
  });

  it('resumes after Last-Event-ID with exactly the events it missed', async () => {
    const first = await stream(h);
    await waitFor(() => first.comments.length > 0);
    const a = await emit(h.team, { n: 1 });
    const b = await emit(h.team, { n: 2 });
    await waitFor(() => first.messages.length >= 2);
    await first.close();
    const c = await emit(h.team, { n: 3 });
    const d = await emit(h.team, { n: 4 });
    const resumed = await stream(h, { 'last-event-id': b.uid });
    await waitFor(() => resumed.messages.length >= 2);
    const e = await emit(h.team, { n: 5 });
    await waitFor(() => resumed.messages.length >= 3);
    expect(first.messages.map((m) => m.id)).toEqual([a.uid, b.uid]);
    expect(resumed.messages.map((m) => m.id)).toEqual([c.uid, d.uid, e.uid]);
    await resumed.close();
    const byQuery = await stream(h, {}, `?last_event_id=${a.uid}`);
    await waitFor(() => byQuery.messages.length >= 4);
    expect(byQuery.messages.map((m) => m.id)).toEqual([b.uid, c.uid, d.uid, e.uid]);
    await byQuery.close();
  });

  it('is scoped and authorised like the lists; a session may name the workspace in the query', async () => {
    const port = await h.listen();
    const url = `http://127.0.0.1:${port}/v1/api/events/stream`;
    const anonymous = await openSse(url, {});
    expect(anonymous.status).toBe(401);
    await anonymous.close();
    const other = await h.createTeam();
    const foreign = await openSse(`${url}?workspace_id=${other.workspace.uid}`, {
      authorization: `Bearer ${h.team.token}`,
    });
    expect(foreign.status).toBe(401);
    await foreign.close();

    const { browser } = await signedInMember(h, 'member');
    const s = await openSse(`${url}?workspace_id=${h.team.workspace.uid}`, {
      cookie: `mw_session=${browser.cookie}`,
    });
    expect(s.status).toBe(200);
    const row = await emit(h.team, { n: 1 });
    await waitFor(() => s.messages.length >= 1);
    expect(s.messages[0]?.id).toBe(row.uid);
    // Signing out everywhere ends the stream at its next heartbeat.
    await browser.call('POST', '/v1/api/auth/sign-out-everywhere');
    await waitFor(() => s.ended);
    await s.close();
  });

  it('ends its streams when the server closes, without holding the close', async () => {
    const app = await buildApp(h.ctx);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const s = await openSse(`http://127.0.0.1:${port}/v1/api/events/stream`, {
      authorization: `Bearer ${h.team.token}`,
      'x-workspace-id': h.team.workspace.uid,
    });
    await waitFor(() => s.comments.length > 0);
    await app.close();
    await waitFor(() => s.ended);
    await s.close();
  });
});
