import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { JobRunner } from '../apps/server/src/jobs/runner.js';
import { AccountStore, hashPassword } from '../apps/server/src/mailstack/accounts.js';
import {
  renderStackFiles,
  stackUnavailable,
  startStack,
  stopStack,
} from '../apps/server/src/mailstack/run.js';
import { freeLoopbackPorts, newStackSpec, stackPaths } from '../apps/server/src/mailstack/spec.js';
import { createTeam } from '../apps/server/src/modules/accounts/accounts.service.js';
import { composeContext } from '../apps/server/src/start/compose.js';
import { stackEnv } from '../apps/server/src/start/mailstack-command.js';
import { writeResults } from './lib/results.js';

/**
 * The real mail stack, on a private loopback stack (root and the Debian packages needed):
 * 1. provisioning: BENCH_DOMAINS (4) connected domains with 5 SMTP mailboxes each, bought at once;
 *    mailboxes per minute from the buy to `active`, on the mail server and on the simulator
 *    (`instant`), beside the raw baseline: the same accounts written straight into the mail
 *    server's database (hash + insert), with no API, jobs or DNS checks;
 * 2. delivery: BENCH_MESSAGES (500) messages at BENCH_RATE (20) per second, submission-to-IMAP
 *    latency p50/p99 (sent with nodemailer through submission with SASL and DKIM signing, seen
 *    by an IMAP session polling with NOOP every 25 ms), beside the raw baseline: nodemailer straight to Postfix's SMTP
 *    port (no sign-in, no signing), read the same way. The simulator delivers no mail.
 * Writes bench/results/mail-stack.json.
 */
const domains = Number(process.env.BENCH_DOMAINS ?? 4);
const messages = Number(process.env.BENCH_MESSAGES ?? 500);
const rate = Number(process.env.BENCH_RATE ?? 20);
const loadAtStart = Number(loadavg()[0]?.toFixed(2));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const problem = stackUnavailable();
if (problem) {
  process.stderr.write(`bench:mailstack needs the mail stack: ${problem}\n`);
  process.exit(1);
}

const stackDir = mkdtempSync(join(tmpdir(), 'mw-bench-stack-'));
const spec = await renderStackFiles(
  stackDir,
  newStackSpec({
    mode: 'loopback',
    hostname: 'mail.mailwright.test',
    ports: await freeLoopbackPorts(),
  }),
);
await startStack(stackDir);
const dataDirs: string[] = [];
// The stack is stopped whatever happens: a bench never leaves servers running.
const cleanUp = async () => {
  await stopStack(stackDir);
  rmSync(stackDir, { recursive: true, force: true });
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
};
process.on('uncaughtException', async (error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  await cleanUp();
  process.exit(1);
});
process.on('unhandledRejection', async (error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  await cleanUp();
  process.exit(1);
});

/** A Mailwright composed in this process as `serve` composes it, with a job runner. */
async function service(extra: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-bench-mail-'));
  dataDirs.push(dataDir);
  const config = loadConfig({
    MAILWRIGHT_DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    MAILWRIGHT_SIM_SPEED: 'instant',
    MAILWRIGHT_RATE_LIMIT_PER_MINUTE: '0',
    ...extra,
  });
  const ctx = await composeContext(config);
  const app = await buildApp(ctx);
  const team = await createTeam(ctx.db, { name: 'Bench' });
  const runner = new JobRunner(ctx, ctx.jobs, { ...config.jobs, pollIntervalMs: 20 });
  await runner.start();
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${team.token}`, 'x-workspace-id': team.workspace.uid },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const close = async () => {
    await runner.stop(0);
    await app.close();
    await ctx.database.close();
  };
  return { ctx, call, close };
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await sleep(20);
  }
}

/** Connects `domains` domains, waits until active, then buys 5 SMTP mailboxes on each at once. */
async function provision(label: string, s: Awaited<ReturnType<typeof service>>) {
  const names = Array.from(
    { length: domains },
    (_, i) => `bench${i}-${label}-${Date.now().toString(36)}.com`,
  );
  await s.call('POST', '/v1/api/domains/nameservers', { domains: names });
  const list = async () =>
    (await s.call('POST', '/v1/api/domains/list', { limit: 100 })).domains as Array<{
      status: string;
    }>;
  await waitUntil(
    async () => (await list()).every((d) => d.status === 'active'),
    `${label} domains active`,
  );
  const started = performance.now();
  const bought: Array<{ uid: string }> = [];
  for (const name of names) {
    const body = {
      mailboxes: Array.from({ length: 5 }, (_, i) => ({
        first_name: 'Ana',
        last_name: 'Lima',
        username: `user${i}`,
        platform: 'SMTP',
        domain_name: name,
      })),
    };
    bought.push(...(await s.call('POST', '/v1/api/mailboxes/buy', body)).mailboxes);
  }
  const active = async () => {
    const rows = await s.ctx.db.selectFrom('mailboxes').select('status').execute();
    if (rows.some((r) => r.status === 'failed')) throw new Error(`${label}: a mailbox failed`);
    return rows.length === bought.length && rows.every((r) => r.status === 'active');
  };
  await waitUntil(active, `${label} mailboxes active`);
  const seconds = (performance.now() - started) / 1000;
  return {
    mailboxes: bought.length,
    seconds: round(seconds),
    per_minute: round((bought.length / seconds) * 60),
  };
}

function round(n: number, digits = 1): number {
  return Number(n.toFixed(digits));
}

// 1. Provisioning.
const real = await service(stackEnv(stackDir, spec));
const provisioningReal = await provision('real', real);
const sim = await service({});
const provisioningSim = await provision('sim', sim);
await sim.close();
const raw = new AccountStore(stackPaths(stackDir).accounts);
const rawStarted = performance.now();
for (let i = 0; i < domains * 5; i += 1) {
  raw.upsert({
    address: `raw${i}@raw-baseline.example`,
    domain: 'raw-baseline.example',
    passwordHash: await hashPassword(`Raw-password-${i}!`),
    appPasswordHash: await hashPassword(`rawapppassword${i}`),
    firstName: 'Raw',
    lastName: 'Baseline',
  });
}
const rawSeconds = (performance.now() - rawStarted) / 1000;
const provisioningRaw = {
  mailboxes: domains * 5,
  seconds: round(rawSeconds, 3),
  per_minute: round(((domains * 5) / rawSeconds) * 60),
};

// 2. Delivery latency, between two of the real mailboxes.
const [from, to] = (await real.ctx.db.selectFrom('mailboxes').select('uid').limit(2).execute()).map(
  (r) => r.uid,
);
const creds = async (uid: string) =>
  (await real.call('GET', `/v1/api/mailboxes/show-credentials?uid=${uid}`)) as {
    password: string;
    smtp: { host: string; port: number; username: string };
    imap: { host: string; port: number; username: string };
  };
const sender = await creds(from as string);
const receiver = await creds(to as string);

/** Sends `messages` at `rate`/s through `transport`; answers the submission-to-IMAP latencies. */
async function latency(label: string, transport: ReturnType<typeof nodemailer.createTransport>) {
  const sentAt = new Map<string, number>();
  const seen: number[] = [];
  const imap = new ImapFlow({
    host: receiver.imap.host,
    port: receiver.imap.port,
    secure: false,
    auth: { user: receiver.imap.username, pass: receiver.password },
    logger: false,
  });
  await imap.connect();
  await imap.mailboxOpen('INBOX');
  let fetching = Promise.resolve();
  imap.on('exists', (info: { count: number; prevCount: number }) => {
    fetching = fetching.then(async () => {
      for await (const m of imap.fetch(`${info.prevCount + 1}:${info.count}`, { envelope: true })) {
        const subject = m.envelope?.subject ?? '';
        const at = sentAt.get(subject);
        if (at !== undefined) {
          seen.push(performance.now() - at);
          sentAt.delete(subject);
        }
      }
    });
  });
  // NOOP every 25 ms makes Dovecot report new messages at once (IDLE may wait for its own
  // check interval); each report fetches the new envelopes.
  let polling = true;
  const poller = (async () => {
    while (polling) {
      await imap.noop();
      await sleep(25);
    }
  })();
  for (let i = 0; i < messages; i += 1) {
    const subject = `${label} ${i}`;
    sentAt.set(subject, performance.now());
    void transport.sendMail({
      from: sender.smtp.username,
      to: receiver.smtp.username,
      subject,
      text: `message ${i}\n`,
    });
    await sleep(1000 / rate);
  }
  await waitUntil(
    async () => seen.length === messages,
    `${label}: every message seen over IMAP`,
    120_000,
  );
  polling = false;
  await poller;
  await fetching;
  await imap.logout().catch(() => {});
  seen.sort((a, b) => a - b);
  const at = (q: number) =>
    round(seen[Math.min(seen.length - 1, Math.floor(q * seen.length))] ?? 0);
  return {
    messages,
    rate_per_s: rate,
    p50_ms: at(0.5),
    p99_ms: at(0.99),
    max_ms: round(seen.at(-1) ?? 0),
  };
}

const submission = nodemailer.createTransport({
  host: sender.smtp.host,
  port: sender.smtp.port,
  secure: false,
  ignoreTLS: true,
  pool: true,
  maxConnections: 4,
  auth: { user: sender.smtp.username, pass: sender.password },
});
const deliveryReal = await latency('submission', submission);
submission.close();
const direct = nodemailer.createTransport({
  host: '127.0.0.1',
  port: spec.ports.smtp,
  secure: false,
  ignoreTLS: true,
  pool: true,
  maxConnections: 4,
});
const deliveryRaw = await latency('direct', direct);
direct.close();

await real.close();
raw.close();
await cleanUp();

const path = writeResults('mail-stack', {
  load_average: { start: loadAtStart, end: Number(loadavg()[0]?.toFixed(2)) },
  provisioning: {
    mail_server: provisioningReal,
    simulator_instant: provisioningSim,
    raw_baseline_accounts_db: provisioningRaw,
  },
  delivery: {
    mail_server_submission_to_imap: deliveryReal,
    simulator: 'delivers no mail',
    raw_baseline_nodemailer_to_postfix_smtp: deliveryRaw,
  },
});
process.stdout.write(`wrote ${path}\n`);
