import { loadavg } from 'node:os';
import { CompiledQuery, sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.js';
import type { SentStatement } from '../apps/server/src/db/database.js';
import { rebuildListCounts } from '../apps/server/src/db/list-counts.js';
import { newId, newUid } from '../apps/server/src/lib/ids.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { COUNTED_LISTS } from '../apps/server/src/main/counted-lists.js';
import { searchTextOf } from '../apps/server/src/modules/sequencers/sequencer.present.js';
import { listSequencerRows } from '../apps/server/src/modules/sequencers/sequencers.repository.js';
import type { SequencerRow } from '../apps/server/src/modules/sequencers/sequencers.table.js';
import { SEQUENCER_PLATFORM_IDS } from '../apps/server/src/providers/sequencer-catalog/index.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { load, sideBySide } from './lib/http-load.js';
import { initInstance, shutdown, startApi, startBaseline } from './lib/instance.js';
import { writeResults } from './lib/results.js';

/**
 * List sequencers with BENCH_SEQUENCERS (default 100,000) sequencers in one workspace, against the
 * real server (`mailwright serve --role api` on SQLite), four requests: the first page, the page at
 * offset total - 10, a keyword matching 1 % of the rows, and one platform (1/8 of the rows). Each
 * beside a static Fastify route answering a body of the same bytes. Rows are seeded straight
 * through Kysely (the API would take minutes to add them). Writes
 * bench/results/sequencers-list.json. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (20).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const total = Number(process.env.BENCH_SEQUENCERS ?? 100_000);
const instance = initInstance('sequencers');
const { env } = instance;

/** Seeds the workspace: names, usernames and workspace names as a real agency's would look. */
async function seed(): Promise<{ ms: number; plans: Record<string, string[]> }> {
  const ctx = await composeContext(loadConfig(env), { log: createLogger('warn') });
  const started = performance.now();
  const workspace = await ctx.db
    .selectFrom('workspaces')
    .select(['id', 'team_id'])
    .where('uid', '=', instance.workspaceUid)
    .executeTakeFirstOrThrow();
  const sealed = ctx.secrets.seal(JSON.stringify({ api_key: 'sk_bench_0123456789abcdef' }));
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  const batch = 500;
  for (let from = 0; from < total; from += batch) {
    const rows: SequencerRow[] = [];
    for (let i = from; i < Math.min(total, from + batch); i++) {
      const created = new Date(base + i * 1000).toISOString();
      const client = i % 100 === 0 ? 'Northwind' : `Client ${i % 997}`;
      const shown = {
        name: `${client} outbound ${i}`,
        username: `sdr${i}@agency${i % 50}.example`,
        workspace_name: `${client} workspace`,
      };
      rows.push({
        id: newId(),
        uid: newUid(),
        team_id: workspace.team_id,
        workspace_id: workspace.id,
        platform: SEQUENCER_PLATFORM_IDS[i % SEQUENCER_PLATFORM_IDS.length] as string,
        ...shown,
        search_text: searchTextOf(shown),
        status: i % 20 === 0 ? 'failed' : 'active',
        previous_status: 'verifying',
        status_reason: '',
        failure_code: '',
        status_changed_at: created,
        consent_url: `https://oauth.example/microsoft/connect?account=${i}`,
        connection_sealed: sealed,
        connection_version: 1,
        remote_account_id: `acct_${i}`,
        code_challenge: null,
        code_expires_at: null,
        code_attempts: 0,
        warmup_settings: null,
        auto_reconnect_mailboxes: 0,
        created_at: created,
        updated_at: created,
      });
    }
    await ctx.db
      .transaction()
      .execute((trx) => trx.insertInto('sequencers').values(rows).execute());
  }
  // The rows were written around the service: the list counters are rebuilt from the tables.
  await rebuildListCounts(ctx.db, COUNTED_LISTS);
  const ms = Math.round(performance.now() - started);
  await sql`analyze`.execute(ctx.db);
  // How SQLite runs each statement a request sends: near the start, the page with its total
  // (a counter) in one statement; deeper, the total, the page's ids from the nearer end, then
  // those rows; a keyword is matched within the newest SEARCH_WINDOW rows.
  const plans: Record<string, string[]> = {};
  const filters = {
    first_page: [{}, 0],
    offset_deep: [{}, total - 10],
    keyword: [{ keyword: 'northwind' }, 0],
    platform: [{ platforms: ['smartlead'] }, 0],
  } as const;
  for (const [name, [filter, offset]] of Object.entries(filters)) {
    const sent: SentStatement[] = [];
    const stop = ctx.database.statements.watch((statement) => sent.push(statement));
    await listSequencerRows(ctx.db, { workspaceId: workspace.id, ...filter }, offset, 10);
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
  return { ms, plans };
}

const seeded = await seed();
const server = await startApi(instance);
const { base } = server;
const headers = {
  authorization: `Bearer ${instance.token}`,
  'x-workspace-id': instance.workspaceUid,
  'content-type': 'application/json',
};

const cases = {
  first_page: {},
  offset_deep: { offset: total - 10 },
  keyword: { keyword: 'northwind' },
  platform: { sequencer_platforms: ['smartlead'] },
};

// The baseline answers each case's exact bytes, as captured from our server, on its own path.
const answers: Record<string, string> = {};
const samples: Record<string, { bytes: number; total: number; items: number }> = {};
for (const [name, body] of Object.entries(cases)) {
  const text = await (
    await fetch(`${base}/v1/api/sequencers/list`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
  ).text();
  const parsed = JSON.parse(text);
  if (parsed.error !== false) throw new Error(`${name}: ${text}`);
  answers[`POST /baseline/${name}`] = text;
  samples[name] = {
    bytes: Buffer.byteLength(text),
    total: parsed.pagination.total,
    items: parsed.data.length,
  };
}
const baseline = await startBaseline(instance, answers);

try {
  const run = (url: string, body: unknown) =>
    load({
      url,
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      connections,
      durationSeconds: seconds,
    });
  const figures: Record<string, unknown> = {
    settings: { seconds, connections, database: 'sqlite', sequencers: total },
    load_average_at_start: Number(loadavg()[0]?.toFixed(2)),
    seed_ms: seeded.ms,
    answers: samples,
    query_plans: seeded.plans,
  };
  for (const [name, body] of Object.entries(cases)) {
    figures[name] = sideBySide(
      await run(`${base}/v1/api/sequencers/list`, body),
      await run(`${baseline.base}/baseline/${name}`, body),
    );
  }
  const path = writeResults('sequencers-list', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${path}\n`);
} finally {
  await shutdown(instance, server, baseline);
}
