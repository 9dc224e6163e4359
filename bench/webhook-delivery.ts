import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { Agent, request } from 'undici';
import { loadConfig } from '../apps/server/src/config.js';
import { inTransaction } from '../apps/server/src/db/transaction.js';
import { JobRunner } from '../apps/server/src/jobs/runner.js';
import { newId, newUid } from '../apps/server/src/lib/ids.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { createTeam } from '../apps/server/src/modules/accounts/accounts.service.js';
import type { DomainRow } from '../apps/server/src/modules/domains/domains.table.js';
import type { MailboxRow } from '../apps/server/src/modules/mailboxes/mailboxes.table.js';
import { emitEvent } from '../apps/server/src/modules/webhooks/events.service.js';
import {
  createWorkspace,
  setWebhookUrl,
} from '../apps/server/src/modules/workspaces/workspaces.service.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { freePort, start, stop } from './lib/processes.js';
import { writeResults } from './lib/results.js';
import { activeDomainRow } from './lib/rows.js';

/**
 * Webhook delivery bench, on SQLite, with the service composed in this process exactly as
 * `mailwright serve` composes it (the API's transactions and the job runner share a process), and
 * the receiver in its own process:
 * 1. latency: events committed at BENCH_RATE per second (default 200) for BENCH_SECONDS (10);
 *    commit-to-receipt p50/p99, beside raw undici POSTs of the same bodies at the same rate
 *    (send-to-receipt);
 * 2. throughput: BENCH_EVENTS (5,000) events committed with no worker running, then a runner is
 *    started and timed until the receiver has them all; beside raw undici POSTs of the same
 *    bodies with as many in flight as the runner may run jobs.
 * Each event is about a mailbox row of its own, seeded first with the event's credentials, since
 * a delivery reads the mailbox's current credentials; the baselines send the bodies of those same
 * events (the same bytes Mailwright sent, but for the envelope's `timestamp`, which is the send
 * time in both).
 * Writes bench/results/webhook-delivery.json.
 */
const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const burst = Number(process.env.BENCH_EVENTS ?? 5000);
const workspaceCount = Number(process.env.BENCH_WORKSPACES ?? 4);
const now = () => performance.timeOrigin + performance.now();
const loadAtStart = Number(loadavg()[0]!.toFixed(2));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'mailwright-bench-webhooks-'));
const receiverPort = await freePort();
const receiverProcess = await start(
  process.execPath,
  ['--import', 'tsx', 'bench/lib/webhook-receiver.ts', String(receiverPort)],
  {},
  'ready',
);
const receiverUrl = `http://127.0.0.1:${receiverPort}/hook`;
const stats = async (): Promise<Record<string, number>> =>
  (await fetch(`http://127.0.0.1:${receiverPort}/stats`)).json() as Promise<Record<string, number>>;

// Default settings but for the data directory and a receiver on this machine; attempt logs at
// info level are written (to /dev/null), as in production.
const config = loadConfig({
  MAILWRIGHT_DATA_DIR: dataDir,
  MAILWRIGHT_MASTER_KEY: randomBytes(32).toString('hex'),
  MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8',
});
const ctx = await composeContext(config, {
  log: createLogger('info', pino.destination({ dest: '/dev/null', sync: false })),
});
const { team, workspace } = await createTeam(ctx.db, { name: 'Bench team' });
const workspaces = [workspace];
for (let i = 1; i < workspaceCount; i++) {
  workspaces.push(await createWorkspace(ctx.db, team.id, { name: `Bench ${i}` }));
}
for (const w of workspaces) await setWebhookUrl(ctx.db, ctx.secrets, w, receiverUrl);

/** A domain per workspace, for the mailboxes the events are about. */
const domains = new Map<string, DomainRow>();
await inTransaction(ctx.db, async (trx) => {
  const at = new Date().toISOString();
  for (const [k, w] of workspaces.entries()) {
    const domain = activeDomainRow(
      { team_id: team.id, workspace_id: w.id },
      `bench-webhooks-${k}.com`,
      at,
    );
    await trx.insertInto('domains').values(domain).execute();
    domains.set(w.id, domain);
  }
});

/** A mailbox event as lifecycles emit it (credentials and all, so it is stored sealed). */
const mailboxInput = (i: number) => {
  const w = workspaces[i % workspaces.length]!;
  const domain = domains.get(w.id)!;
  return {
    workspaceId: w.id,
    event: 'mailbox.status_changed' as const,
    kind: 'mailbox' as const,
    record: {
      uid: newUid(),
      email: `user${i}@${domain.name}`,
      username: `user${i}`,
      first_name: 'Ana',
      last_name: 'Lima',
      profile_picture: '',
      status: 'active',
      previous_status: 'finalizing_setup',
      platform: 'GOOGLE',
      renewal_date: '2027-01-01T00:00:00.000Z',
      renewal_status: 'pending',
      is_admin: false,
      password: randomBytes(12).toString('base64'),
      app_password: randomBytes(12).toString('hex'),
      secret: randomBytes(16).toString('hex'),
      is_add_on: false,
    },
    metadata: {
      updated_at: new Date().toISOString(),
      workspace_id: w.id,
      workspace_uid: w.uid,
      domain_id: domain.id,
      domain_uid: domain.uid,
      domain_name: domain.name,
    },
    sensitive: true,
  };
};
type MailboxInput = ReturnType<typeof mailboxInput>;

/** The mailbox row an event is about, holding the event's credentials (sealed). */
const mailboxRow = (input: MailboxInput): MailboxRow => {
  const { record, metadata } = input;
  return {
    id: newId(),
    uid: record.uid,
    team_id: team.id,
    workspace_id: input.workspaceId,
    domain_id: metadata.domain_id,
    domain_name: metadata.domain_name,
    username: record.username,
    address_key: `${metadata.domain_id}:${record.username}`,
    first_name: record.first_name,
    last_name: record.last_name,
    profile_picture: '',
    signature: '',
    forwarding_email: '',
    platform: record.platform,
    setup_kind: 'purchase',
    status: 'active',
    previous_status: 'finalizing_setup',
    status_reason: '',
    failure_code: '',
    status_changed_at: metadata.updated_at,
    step_deadline: null,
    is_admin: 0,
    is_add_on: 0,
    password_sealed: ctx.secrets.seal(record.password),
    app_password_sealed: ctx.secrets.seal(record.app_password),
    secret_sealed: ctx.secrets.seal(record.secret),
    host_account_id: `bench-${record.username}`,
    renewal_date: record.renewal_date,
    renewal_status: 'pending',
    cancel_at: null,
    resetup_status: 'none',
    resetup_count: 0,
    last_resetup_at: null,
    activated_at: metadata.updated_at,
    charge_entry_id: null,
    charge_cents: null,
    created_at: metadata.updated_at,
    updated_at: metadata.updated_at,
  };
};

// Every event of both phases, built (and its mailbox seeded) before anything is timed; the
// baselines send the bodies of these same events.
const total = rate * seconds;
const latencyInputs = Array.from({ length: total }, (_, i) => mailboxInput(i));
const backlogInputs = Array.from({ length: burst }, (_, i) => mailboxInput(total + i));
const allInputs = [...latencyInputs, ...backlogInputs];
for (let i = 0; i < allInputs.length; i += 100) {
  const rows = allInputs.slice(i, i + 100).map(mailboxRow);
  await ctx.db.insertInto('mailboxes').values(rows).execute();
}

/** The body a delivery of that event carries, for the baseline to send. */
const bodyOf = (input: MailboxInput) =>
  JSON.stringify({
    event: input.event,
    timestamp: new Date().toISOString(),
    team_id: team.uid,
    team_name: team.name,
    data: { mailbox: input.record, metadata: input.metadata },
  });

const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1)!),
    count: sorted.length,
  };
};

/** Waits until the receiver has recorded `count` ids; returns them. */
async function collect(count: number, timeoutMs = 120_000) {
  const all: Record<string, number> = {};
  const deadline = Date.now() + timeoutMs;
  while (Object.keys(all).length < count) {
    if (Date.now() > deadline)
      throw new Error(`receiver got ${Object.keys(all).length} of ${count}`);
    Object.assign(all, await stats());
    if (Object.keys(all).length < count) await sleep(50);
  }
  return all;
}

/** Calls `tick(i)` `total` times at `perSecond`, on schedule (not after each other). */
async function paced(total: number, perSecond: number, tick: (i: number) => Promise<void>) {
  const startedAt = now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = startedAt + (i * 1000) / perSecond;
    const wait = due - now();
    if (wait > 0) await sleep(wait);
    running.push(tick(i));
  }
  await Promise.all(running);
}

const agent = new Agent({ keepAliveTimeout: 30_000 });
const post = (id: string, body: string) =>
  request(receiverUrl, {
    dispatcher: agent,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bench-id': id },
    body,
  }).then((r) => r.body.dump());

try {
  const runner = new JobRunner(ctx, ctx.jobs, config.jobs);
  await runner.start();

  // Latency at a steady rate.
  const committed: Record<string, number> = {};
  await paced(total, rate, async (i) => {
    const row = await inTransaction(ctx.db, (trx) => emitEvent(trx, ctx, latencyInputs[i]!));
    committed[row.uid] = now();
  });
  const receivedEvents = await collect(total);
  const latency = percentiles(Object.entries(committed).map(([id, t]) => receivedEvents[id]! - t));

  const sent: Record<string, number> = {};
  await paced(total, rate, async (i) => {
    const id = `b${i}`;
    sent[id] = now();
    await post(id, bodyOf(latencyInputs[i]!));
  });
  const receivedBaseline = await collect(total);
  const baselineLatency = percentiles(
    Object.entries(sent).map(([id, t]) => receivedBaseline[id]! - t),
  );
  await runner.stop(10_000);

  // Throughput: a backlog committed while no worker runs, then drained.
  for (let i = 0; i < burst; i += 100) {
    await inTransaction(ctx.db, async (trx) => {
      for (let j = i; j < Math.min(burst, i + 100); j++) {
        await emitEvent(trx, ctx, backlogInputs[j]!);
      }
    });
  }
  const drainer = new JobRunner(ctx, ctx.jobs, config.jobs);
  const drainStart = now();
  await drainer.start();
  const drained = await collect(burst, 300_000);
  const deliveryMs = Math.max(...Object.values(drained)) - drainStart;
  await drainer.stop(10_000);

  const bodies = backlogInputs.map(bodyOf);
  const baselineStart = now();
  let next = 0;
  await Promise.all(
    Array.from({ length: config.jobs.concurrency }, async () => {
      while (next < burst) {
        const i = next++;
        await post(`t${i}`, bodies[i]!);
      }
    }),
  );
  const baselineMs = now() - baselineStart;
  await collect(burst);

  const figures = {
    settings: {
      database: 'sqlite',
      rate_per_second: rate,
      seconds,
      backlog_events: burst,
      workspaces: workspaceCount,
      job_concurrency: config.jobs.concurrency,
      max_in_flight_per_workspace: config.webhooks.maxInFlightPerWorkspace,
      body_bytes: Buffer.byteLength(bodies[0]!),
      // The machine may be shared: its load says how much CPU the run had to itself.
      load_average_1m: { at_start: loadAtStart, at_end: Number(loadavg()[0]!.toFixed(2)) },
    },
    latency_ms: {
      mailwright_commit_to_receipt: latency,
      baseline_send_to_receipt: baselineLatency,
    },
    throughput_per_second: {
      mailwright_deliveries: Math.round((burst / deliveryMs) * 1000),
      baseline_posts: Math.round((burst / baselineMs) * 1000),
    },
    targets: { p99_ms: 1000, deliveries_per_second: 1000 },
  };
  const path = writeResults('webhook-delivery', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${path}\n`);
} finally {
  await agent.close();
  await ctx.database.close();
  await stop(receiverProcess);
  rmSync(dataDir, { recursive: true, force: true });
}
