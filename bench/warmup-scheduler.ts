import { loadavg } from 'node:os';
import {
  indexPool,
  type PlannedSend,
  type PoolMember,
  planSender,
} from '../apps/server/src/modules/warmup/scheduler.js';
import { dailyTarget } from '../apps/server/src/modules/warmup/warmup.settings.js';
import type { RecipientProvider } from '../apps/server/src/providers/mail-network.js';
import { writeResults } from './lib/results.js';

/**
 * The warmup scheduler planning one day for BENCH_MAILBOXES (default 10,000) mailboxes on 5,000
 * domains, half Google and half Microsoft, each on day 14 of the default ramp (40 a day): the
 * day's targets, the pairing (never the same domain, another provider three times in four, a
 * window walked further each day) and the send times, as `planLine` does between its reads and
 * its writes. Beside it, a baseline planning the same number of sends with no rules: a uniformly
 * random partner (Math.random) at a uniformly random time in the window. Time (best of
 * BENCH_RUNS, default 5) and the heap held by the plan, for each. Writes
 * bench/results/warmup-scheduler.json.
 */
const mailboxes = Number(process.env.BENCH_MAILBOXES ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const SEED = 'bench';
const DAY = '2030-01-15';
const window = {
  from: Date.parse(`${DAY}T08:00:00.000Z`),
  to: Date.parse(`${DAY}T18:00:00.000Z`),
};
const settings = { daily_limit: 40, increment: 3, start_volume: 2 };

const pool: PoolMember[] = Array.from({ length: mailboxes }, (_, i) => ({
  subscriptionId: `s${i.toString(16).padStart(23, '0')}`,
  mailboxId: `m${i.toString(16).padStart(23, '0')}`,
  domainId: `d${Math.floor(i / 2)
    .toString(16)
    .padStart(23, '0')}`,
  provider: (i % 2 === 0 ? 'google' : 'microsoft') as RecipientProvider,
  network: 'simulator',
}));

function planMailwright(): PlannedSend[] {
  const index = indexPool(pool);
  const out: PlannedSend[] = [];
  for (const member of pool) {
    const target = dailyTarget(settings, 14, member.mailboxId, SEED);
    for (const send of planSender(index, member, target, DAY, window, SEED)) out.push(send);
  }
  return out;
}

function planBaseline(counts: readonly number[]): PlannedSend[] {
  const out: PlannedSend[] = [];
  pool.forEach((member, i) => {
    for (let k = 0; k < (counts[i] ?? 0); k += 1) {
      const partner = pool[Math.floor(Math.random() * pool.length)] as PoolMember;
      const at = window.from + Math.random() * (window.to - window.from);
      out.push({
        subscriptionId: member.subscriptionId,
        senderMailboxId: member.mailboxId,
        recipientMailboxId: partner.mailboxId,
        dueAt: new Date(Math.floor(at)).toISOString(),
      });
    }
  });
  return out;
}

function measure(plan: () => PlannedSend[]) {
  const times: number[] = [];
  let heapMib = 0;
  let sends = 0;
  for (let r = 0; r < runs; r += 1) {
    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const planned = plan();
    times.push(performance.now() - started);
    heapMib = Math.max(heapMib, (process.memoryUsage().heapUsed - before) / 2 ** 20);
    sends = planned.length;
  }
  const best = Math.min(...times);
  return {
    sends,
    best_ms: Math.round(best),
    median_ms: Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0),
    sends_per_second: Math.round(sends / (best / 1000)),
    plan_heap_mib: Math.round(heapMib * 10) / 10,
  };
}

const sample = planMailwright();
const perSender = new Map<string, number>();
for (const s of sample)
  perSender.set(s.senderMailboxId, (perSender.get(s.senderMailboxId) ?? 0) + 1);
const counts = pool.map((m) => perSender.get(m.mailboxId) ?? 0);
const sameDomain = sample.filter(
  (s) => domainOf(s.senderMailboxId) === domainOf(s.recipientMailboxId),
).length;
const otherProvider = sample.filter(
  (s) => providerOf(s.senderMailboxId) !== providerOf(s.recipientMailboxId),
).length;

const load = loadavg()[0];
const mailwright = measure(planMailwright);
const baseline = measure(() => planBaseline(counts));
const figures = {
  settings: {
    mailboxes,
    runs,
    day: 14,
    ramp: settings,
    gc_exposed: typeof globalThis.gc === 'function',
  },
  load_average_at_start: load,
  mailwright: {
    ...mailwright,
    same_domain_pairs: sameDomain,
    other_provider_share: Math.round((otherProvider / sample.length) * 1000) / 1000,
  },
  baseline,
};
process.stdout.write(
  `${JSON.stringify(figures, null, 2)}\nwritten to ${writeResults('warmup-scheduler', figures)}\n`,
);

function domainOf(mailboxId: string): string {
  return String(Math.floor(Number.parseInt(mailboxId.slice(1), 16) / 2));
}
function providerOf(mailboxId: string): number {
  return Number.parseInt(mailboxId.slice(1), 16) % 2;
}
