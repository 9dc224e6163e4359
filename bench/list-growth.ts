import { loadavg } from 'node:os';
import { type Kysely, sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import type { DB } from '../apps/server/src/db/schema.js';
import { inTransaction } from '../apps/server/src/db/transaction.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { SEQUENCER_PLATFORM_IDS } from '../apps/server/src/modules/sequencers/platforms/index.js';
import { createWorkspace } from '../apps/server/src/modules/workspaces/workspaces.service.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { load, sideBySide } from './lib/http-load.js';
import { initInstance, shutdown, startApi, startBaseline } from './lib/instance.js';
import { cpuMs } from './lib/processes.js';
import { writeResults } from './lib/results.js';
import { activeDomainRow } from './lib/rows.js';

/**
 * How a list's first page grows with the data: List sequencers and List forwarding jobs (the
 * contract's two lists) in three workspaces of one instance holding 1,000, 100,000 and 1,000,000
 * of each (BENCH_SIZES), against `mailwright serve --role api` on SQLite, each beside a static
 * Fastify route answering the same bytes: the first page (20 connections, and 1 connection for
 * the latency of a request alone), and, from 100,000 up, a deep forwarding page (80 % of the way
 * in) and a keyword matching 1 % of the sequencers. Rows are generated inside SQLite by one
 * INSERT … SELECT per table and workspace (seconds for a million); the list counters are then
 * rebuilt from the tables, as `mailwright counts check --repair` does.
 * Writes bench/results/list-growth.json. Options: BENCH_SECONDS (5), BENCH_CONNECTIONS (20),
 * BENCH_SIZES (1000,100000,1000000).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const sizes = (process.env.BENCH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const MAILBOXES = 100;
const PLATFORMS = SEQUENCER_PLATFORM_IDS;
/** A random version-4 UUID, made by SQLite. */
const UUID = sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;
const loadAtStart = Number(loadavg()[0]?.toFixed(2));

const instance = initInstance('growth');
const ctx = await composeContext(loadConfig(instance.env), { log: createLogger('warn') });
const db = ctx.db;
const team = await db
  .selectFrom('workspaces')
  .select('team_id')
  .where('uid', '=', instance.workspaceUid)
  .executeTakeFirstOrThrow();

/** Sequencers as a real agency's would look: 1 % of them for a client called Northwind. */
async function seedSequencers(trx: Kysely<DB>, workspaceId: string, count: number) {
  const sealed = ctx.secrets.seal(JSON.stringify({ api_key: 'sk_bench_0123456789abcdef' }));
  await sql`
    with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1}),
    s as (select i,
        case when i % 100 = 0 then 'Northwind' else 'Client ' || (i % 997) end as client,
        strftime('%Y-%m-%dT%H:%M:%fZ', 1767225600 + i, 'unixepoch') as at
      from n)
    insert into sequencers (id, uid, team_id, workspace_id, name, platform, username,
      workspace_name, search_text, status, previous_status, status_reason, failure_code,
      status_changed_at, consent_url, connection_sealed, connection_version, remote_account_id,
      code_challenge, code_expires_at, code_attempts, created_at, updated_at)
    select lower(hex(randomblob(12))), ${UUID},
      ${team.team_id}, ${workspaceId}, client || ' outbound ' || i,
      case i % ${PLATFORMS.length} ${sql.join(
        PLATFORMS.map((p, k) => sql`when ${sql.lit(k)} then ${p}`),
        sql` `,
      )} end,
      'sdr' || i || '@agency' || (i % 50) || '.example', client || ' workspace',
      lower(client || ' outbound ' || i || char(31) || 'sdr' || i || '@agency' || (i % 50) || '.example' || char(31) || client || ' workspace'),
      case when i % 20 = 0 then 'failed' else 'active' end, 'verifying', '', '', at,
      'https://oauth.example/microsoft/connect?account=' || i, ${sealed}, 1, 'acct_' || i,
      null, null, 0, at, at
    from s`.execute(trx);
}

/** Forwarding jobs over the workspace's 100 mailboxes, four to a second, statuses in turn. */
async function seedJobs(trx: Kysely<DB>, workspaceId: string, count: number) {
  await sql`
    with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1}),
    s as (select i, strftime('%Y-%m-%dT%H:%M:%fZ', 1767225600 + i / 4, 'unixepoch') as at from n),
    m as (select id, uid, username, domain_name, row_number() over (order by id) - 1 as k
      from mailboxes where workspace_id = ${workspaceId})
    insert into forwarding_jobs (id, workspace_id, mailbox_id, mailbox_uid, mailbox_email,
      forwarding_email, action, status, previous_status, status_changed_at, status_message,
      error_message, attempts, max_attempts, created_at, updated_at, completed_at,
      last_attempt_at, next_retry_at)
    select lower(hex(randomblob(12))), ${workspaceId}, m.id, m.uid,
      m.username || '@' || m.domain_name, 'replies' || (i % 7) || '@forward.example',
      case i % 3 when 0 then 'enable' when 1 then 'update' else 'disable' end,
      case i % 4 when 0 then 'pending' when 1 then 'processing' when 2 then 'completed'
        else 'failed' end,
      case when i % 4 = 0 then null else 'pending' end, s.at,
      case when i % 4 >= 2 then 'Forwarding to replies@forward.example enabled' else 'Queued' end,
      case when i % 4 = 3 then 'The host did not answer in time' else '' end,
      case when i % 4 = 0 then 0 else 1 end, 3, s.at, s.at,
      case when i % 4 >= 2 then s.at end, case when i % 4 = 0 then null else s.at end, null
    from s join m on m.k = s.i % ${MAILBOXES}`.execute(trx);
}

const seedStarted = performance.now();
const workspaces: Record<number, { id: string; uid: string }> = {};
for (const size of sizes) {
  const workspace = await inTransaction(db, async (trx) => {
    const created = await createWorkspace(trx, team.team_id, { name: `${size} records` });
    const domain = activeDomainRow(
      { team_id: team.team_id, workspace_id: created.id },
      `growth-${size}.com`,
    );
    await trx.insertInto('domains').values(domain).execute();
    const sealed = ctx.secrets.seal('bench-credential');
    await sql`
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${MAILBOXES - 1})
      insert into mailboxes (id, uid, team_id, workspace_id, domain_id, domain_name, username,
        address_key, first_name, last_name, profile_picture, signature, forwarding_email, platform,
        setup_kind, status, previous_status, status_reason, failure_code, status_changed_at,
        step_deadline, is_admin, is_add_on, password_sealed, app_password_sealed, secret_sealed,
        host_account_id, renewal_date, renewal_status, cancel_at, resetup_status, resetup_count,
        last_resetup_at, activated_at, created_at, updated_at)
      select lower(hex(randomblob(12))), ${UUID}, ${team.team_id}, ${created.id},
        ${domain.id}, ${domain.name}, 'user' || i, ${domain.id} || ':user' || i, 'Bench', '' || i, '',
        '', '', 'GOOGLE', 'purchase', 'active', 'finalizing_setup', '', '', ${domain.created_at},
        null, 0, 0, ${sealed}, ${sealed}, ${sealed}, 'bench-' || i, null, 'pending', null, 'none', 0,
        null, ${domain.created_at}, ${domain.created_at}, ${domain.created_at}
      from n`.execute(trx);
    return created;
  });
  await db.transaction().execute(async (trx) => {
    await seedSequencers(trx, workspace.id, size);
    await seedJobs(trx, workspace.id, size);
  });
  workspaces[size] = workspace;
}
// Rows written around the services: the counters are rebuilt from the tables (on a build that
// keeps them; an older build counts on every request instead).
const counters = await import('../apps/server/src/db/counted-lists.js').catch(() => null);
if (counters) {
  const { rebuildListCounts } = await import('../apps/server/src/db/list-counts.js');
  await rebuildListCounts(db, counters.COUNTED_LISTS);
}
await sql`analyze`.execute(db);
const seedMs = Math.round(performance.now() - seedStarted);
await ctx.database.close();

const server = await startApi(instance);
const { base } = server;
const headersOf = (workspaceUid: string) => ({
  authorization: `Bearer ${instance.token}`,
  'x-workspace-id': workspaceUid,
  'content-type': 'application/json',
});

type Case = { size: number; path: string; body: Record<string, unknown> };
const cases: Record<string, Case> = {};
for (const size of sizes) {
  cases[`sequencers_first_page_${size}`] = { size, path: '/v1/api/sequencers/list', body: {} };
  cases[`forwarding_first_page_${size}`] = {
    size,
    path: '/v1/api/mailboxes/forwarding/jobs',
    body: { page: 1, limit: 20 },
  };
  if (size >= 100_000) {
    cases[`forwarding_deep_page_${size}`] = {
      size,
      path: '/v1/api/mailboxes/forwarding/jobs',
      body: { page: Math.floor((size / 20) * 0.8), limit: 20 },
    };
    cases[`sequencers_keyword_${size}`] = {
      size,
      path: '/v1/api/sequencers/list',
      body: { keyword: 'northwind' },
    };
  }
}

// The baseline answers each case's exact bytes, as captured from our server, on its own path.
const answers: Record<string, string> = {};
const samples: Record<string, { bytes: number; total: number }> = {};
for (const [name, c] of Object.entries(cases)) {
  const text = await (
    await fetch(`${base}${c.path}`, {
      method: 'POST',
      headers: headersOf((workspaces[c.size] as { uid: string }).uid),
      body: JSON.stringify(c.body),
    })
  ).text();
  const parsed = JSON.parse(text);
  if (parsed.error !== false) throw new Error(`${name}: ${text}`);
  answers[`POST /baseline/${name}`] = text;
  samples[name] = { bytes: Buffer.byteLength(text), total: parsed.pagination.total };
}
const baseline = await startBaseline(instance, answers);
const once = async (url: string, c: Case) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: headersOf((workspaces[c.size] as { uid: string }).uid),
      body: JSON.stringify(c.body),
    })
  ).text();

try {
  const figures: Record<string, unknown> = {
    settings: { seconds, connections, database: 'sqlite', sizes },
    load_average_1m: { at_start: loadAtStart },
    seed_ms: seedMs,
    answers: samples,
  };
  // Warm both servers up on every case first (JIT, statement cache), one request at a time, so
  // the first case measured is not the slowest for that reason alone.
  for (const [name, c] of Object.entries(cases)) {
    for (let i = 0; i < 3; i++) {
      await once(`${base}${c.path}`, c);
      await once(`${baseline.base}/baseline/${name}`, c);
    }
  }
  for (const [name, c] of Object.entries(cases)) {
    const options = {
      method: 'POST' as const,
      headers: headersOf((workspaces[c.size] as { uid: string }).uid),
      body: JSON.stringify(c.body),
      durationSeconds: seconds,
    };
    const ourCpu = cpuMs(server.process.pid);
    const ours = await load({ url: `${base}${c.path}`, connections, ...options });
    const ourCpuMs = (cpuMs(server.process.pid) ?? 0) - (ourCpu ?? 0);
    const alone = await load({ url: `${base}${c.path}`, connections: 1, ...options });
    const theirCpu = cpuMs(baseline.process.pid);
    const theirs = await load({
      url: `${baseline.base}/baseline/${name}`,
      connections,
      ...options,
    });
    const theirCpuMs = (cpuMs(baseline.process.pid) ?? 0) - (theirCpu ?? 0);
    // Server CPU per request (ms), ours and the baseline's: what the load on a shared machine
    // moves least (requests per second move with whatever else runs).
    const perRequest = (ms: number, requests: number) =>
      ourCpu === null || requests === 0 ? null : Number((ms / requests).toFixed(4));
    figures[name] = {
      ...sideBySide(ours, theirs),
      one_connection_latency_ms: alone.latency_ms,
      server_cpu_ms_per_request: {
        mailwright: perRequest(ourCpuMs, ours.requests),
        baseline: perRequest(theirCpuMs, theirs.requests),
      },
    };
  }
  const rps = (name: string) =>
    (figures[name] as { mailwright: { requests_per_second: number } } | undefined)?.mailwright
      .requests_per_second ?? 0;
  const [smallest, middle, largest] = [sizes[0], sizes[1] ?? sizes[0], sizes.at(-1)];
  figures.targets = Object.fromEntries(
    ['sequencers', 'forwarding'].map((list) => [
      list,
      {
        largest_vs_smallest_first_page: Number(
          (rps(`${list}_first_page_${largest}`) / rps(`${list}_first_page_${smallest}`)).toFixed(3),
        ),
        target_largest_vs_smallest: Number((1 / 1.5).toFixed(3)),
        middle_vs_baseline: (
          figures[`${list}_first_page_${middle}`] as {
            throughput_vs_baseline: number;
          }
        ).throughput_vs_baseline,
        target_middle_vs_baseline: 0.25,
      },
    ]),
  );
  (figures.load_average_1m as Record<string, number>).at_end = Number(loadavg()[0]?.toFixed(2));
  const path = writeResults('list-growth', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${path}\n`);
} finally {
  await shutdown(instance, server, baseline);
}
