import { loadavg } from 'node:os';
import { CompiledQuery } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import type { SentStatement } from '../apps/server/src/db/database.js';
import { rebuildListCounts } from '../apps/server/src/db/list-counts.js';
import { inTransaction } from '../apps/server/src/db/transaction.js';
import { newId, newUid } from '../apps/server/src/lib/ids.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { COUNTED_LISTS } from '../apps/server/src/main/counted-lists.js';
import {
  FORWARDING_ACTIONS,
  FORWARDING_JOB_STATUSES,
} from '../apps/server/src/modules/forwarding/forwarding-job.lifecycle.js';
import { listForwardingJobRows } from '../apps/server/src/modules/forwarding/forwarding-jobs.repository.js';
import type { ForwardingJobRow } from '../apps/server/src/modules/forwarding/forwarding-jobs.table.js';
import type { MailboxRow } from '../apps/server/src/modules/mailboxes/mailboxes.table.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { load, sideBySide } from './lib/http-load.js';
import { initInstance, shutdown, startApi, startBaseline } from './lib/instance.js';
import { writeResults } from './lib/results.js';
import { activeDomainRow } from './lib/rows.js';

/**
 * List forwarding jobs (`POST /v1/api/mailboxes/forwarding/jobs`, the contract's operation) on a
 * workspace holding BENCH_JOBS (default 100,000) jobs over 100 mailboxes, against the real server
 * (`mailwright serve --role api` on SQLite): the first page, a deep page (80 % of the way in), and
 * each filter (one mailbox, one status, one action). Beside each, a baseline Fastify server
 * answering the same bytes on a static route. The rows are written straight into the database
 * (the worker is not what is measured); the query plan of each case is recorded with the figures.
 * Writes bench/results/forwarding-jobs.json. Options: BENCH_SECONDS (5), BENCH_CONNECTIONS (20),
 * BENCH_JOBS (100000), BENCH_LIMIT (20).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const jobCount = Number(process.env.BENCH_JOBS ?? 100_000);
const limit = Number(process.env.BENCH_LIMIT ?? 20);
const MAILBOXES = 100;

const instance = initInstance('forwarding');
const { env } = instance;

// Seed through Kysely on the same database file (and the key file `init` generated).
const ctx = await composeContext(loadConfig(env), { log: createLogger('warn') });
const workspace = await ctx.db
  .selectFrom('workspaces')
  .selectAll()
  .where('uid', '=', instance.workspaceUid)
  .executeTakeFirstOrThrow();
const seeded = Date.now();
const { mailboxes, plans } = await inTransaction(ctx.db, async (trx) => {
  const now = new Date().toISOString();
  const domain = activeDomainRow(
    { team_id: workspace.team_id, workspace_id: workspace.id },
    'bench-forwarding.com',
    now,
  );
  await trx.insertInto('domains').values(domain).execute();
  const sealed = ctx.secrets.seal('bench-credential');
  const rows: MailboxRow[] = Array.from({ length: MAILBOXES }, (_, i) => ({
    id: newId(),
    uid: newUid(),
    team_id: workspace.team_id,
    workspace_id: workspace.id,
    domain_id: domain.id,
    domain_name: domain.name,
    username: `user${i}`,
    address_key: `${domain.id}:user${i}`,
    first_name: 'Bench',
    last_name: `${i}`,
    profile_picture: '',
    signature: '',
    forwarding_email: '',
    platform: 'GOOGLE',
    setup_kind: 'purchase',
    status: 'active',
    previous_status: 'finalizing_setup',
    status_reason: '',
    host_notes: '',
    failure_code: '',
    status_changed_at: now,
    step_deadline: null,
    is_admin: i === 0 ? 1 : 0,
    is_add_on: i === 0 ? 0 : 1,
    password_sealed: sealed,
    app_password_sealed: sealed,
    secret_sealed: sealed,
    host_account_id: `bench-${i}`,
    renewal_date: null,
    renewal_status: 'pending',
    cancel_at: null,
    resetup_status: 'none',
    resetup_count: 0,
    last_resetup_at: null,
    activated_at: now,
    charge_entry_id: null,
    charge_cents: null,
    created_at: now,
    updated_at: now,
  }));
  await trx.insertInto('mailboxes').values(rows).execute();

  // Jobs four to a millisecond (a bulk Setup makes several at once), statuses and actions in turn.
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let from = 0; from < jobCount; from += 1000) {
    const batch: ForwardingJobRow[] = [];
    for (let i = from; i < Math.min(jobCount, from + 1000); i += 1) {
      const mailbox = rows[i % MAILBOXES] as MailboxRow;
      const at = new Date(start + Math.floor(i / 4) * 1000).toISOString();
      const status = FORWARDING_JOB_STATUSES[i % 4] as ForwardingJobRow['status'];
      const ended = status === 'completed' || status === 'failed';
      batch.push({
        id: newId(),
        uid: newUid(),
        workspace_id: workspace.id,
        mailbox_id: mailbox.id,
        mailbox_uid: mailbox.uid,
        mailbox_email: `${mailbox.username}@${domain.name}`,
        forwarding_email: `replies${i % 7}@forward.example`,
        action: FORWARDING_ACTIONS[i % 3] as ForwardingJobRow['action'],
        status,
        previous_status: status === 'pending' ? null : 'pending',
        status_changed_at: at,
        status_message: ended ? 'Forwarding to replies@forward.example enabled' : 'Queued',
        error_message: status === 'failed' ? 'The host did not answer in time' : '',
        attempts: status === 'pending' ? 0 : 1,
        max_attempts: 3,
        created_at: at,
        updated_at: at,
        completed_at: ended ? at : null,
        last_attempt_at: status === 'pending' ? null : at,
        next_retry_at: null,
        held_since: null,
      });
    }
    await trx.insertInto('forwarding_jobs').values(batch).execute();
  }
  return { mailboxes: rows, plans: {} as Record<string, string[]> };
});
const seedSeconds = (Date.now() - seeded) / 1000;

const deepPage = Math.max(1, Math.floor((jobCount / limit) * 0.8));
const cases = {
  first_page: { page: 1, limit },
  deep_page: { page: deepPage, limit },
  filter_mailbox: { page: 1, limit, mailbox_uid: (mailboxes[7] as MailboxRow).uid },
  filter_status: { page: 1, limit, status: 'failed' },
  filter_action: { page: 1, limit, action: 'disable' },
} as const;

// The rows were written around the service: the list counters are rebuilt from the tables.
await rebuildListCounts(ctx.db, COUNTED_LISTS);

// The plan SQLite chooses for each statement a case's request sends (the page and its total in
// one statement near the start; the total, then the page's ids, then those rows, deeper in).
for (const [name, body] of Object.entries(cases)) {
  const b = body as { page: number; mailbox_uid?: string; status?: string; action?: string };
  const sent: SentStatement[] = [];
  const stop = ctx.database.statements.watch((statement) => sent.push(statement));
  await listForwardingJobRows(
    ctx.db,
    {
      workspaceId: workspace.id,
      ...(b.mailbox_uid ? { mailboxUid: b.mailbox_uid } : {}),
      ...(b.status ? { status: b.status as ForwardingJobRow['status'] } : {}),
      ...(b.action ? { action: b.action as ForwardingJobRow['action'] } : {}),
    },
    (b.page - 1) * limit,
    limit,
  );
  stop();
  plans[name] = [];
  for (const statement of sent) {
    const plan = await ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    plans[name].push(plan.rows.map((r) => r.detail).join('; '));
  }
}
await ctx.database.close();

const server = await startApi(instance);
const { base } = server;
const headers = {
  authorization: `Bearer ${instance.token}`,
  'x-workspace-id': instance.workspaceUid,
  'content-type': 'application/json',
};
const path = '/v1/api/mailboxes/forwarding/jobs';

// The baseline answers each case's exact bytes on a static route of its own.
const answers: Record<string, string> = {};
const routes: Record<string, string> = {};
for (const [name, body] of Object.entries(cases)) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${name}: ${response.status} ${text}`);
  answers[name] = text;
  routes[`POST /baseline/${name}`] = text;
}
const baseline = await startBaseline(instance, routes);

try {
  const run = (url: string, body: string) =>
    load({ url, method: 'POST', headers, body, connections, durationSeconds: seconds });
  const figures: Record<string, unknown> = {};
  for (const [name, body] of Object.entries(cases)) {
    const json = JSON.stringify(body);
    const answer = JSON.parse(answers[name] as string);
    figures[name] = {
      request: body,
      answer: { bytes: Buffer.byteLength(answers[name] as string), pagination: answer.pagination },
      query_plan: { page: plans[name]?.[0], count: plans[name]?.[1] },
      ...sideBySide(
        await run(`${base}${path}`, json),
        await run(`${baseline.base}/baseline/${name}`, json),
      ),
    };
  }
  const out = writeResults('forwarding-jobs', {
    settings: {
      seconds,
      connections,
      jobs: jobCount,
      mailboxes: MAILBOXES,
      limit,
      database: 'sqlite',
      seed_seconds: seedSeconds,
      load_average_at_start: Number(loadavg()[0]?.toFixed(2)),
    },
    ...figures,
  });
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${out}\n`);
} finally {
  await shutdown(instance, server, baseline);
}
