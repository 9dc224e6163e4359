import { Resolver } from 'node:dns/promises';
import { loadavg } from 'node:os';
import {
  mapConcurrent,
  sweep,
  sweepQueries,
} from '../apps/server/src/modules/infraguard/checks/sweep.js';
import type { BlocklistZone } from '../apps/server/src/providers/blocklist.js';
import { createDnsBlocklist } from '../apps/server/src/providers/blocklist-dns.js';
import { stackDnsProblem, startStackDns } from '../apps/server/test/support/mailstack.js';
import { writeResults } from './lib/results.js';

/**
 * One blocklist sweep: BENCH_DOMAINS (1,000) domains across BENCH_ZONES (10) zones, 10,000 A
 * queries, against a private PowerDNS on loopback serving the zones (1 domain in 20 listed, with a
 * TXT reason), through InfraGuard's sweep (the DNS blocklist adapter: codes read per list, the TXT
 * reason fetched for a listing, BENCH_CONCURRENCY (32) in flight), beside a raw `dns.promises`
 * loop asking the same names with the same concurrency and reading nothing. Two rounds; the order
 * alternates. Writes bench/results/blocklist-sweep.json.
 */
const domainCount = Number(process.env.BENCH_DOMAINS ?? 1000);
const zoneCount = Number(process.env.BENCH_ZONES ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const loadAtStart = Number(loadavg()[0]?.toFixed(2));

const problem = stackDnsProblem;
if (problem) {
  console.error(`bench:blocklists needs PowerDNS on loopback: ${problem}`);
  process.exit(1);
}

const zones: BlocklistZone[] = Array.from({ length: zoneCount }, (_, i) => ({
  zone: i === 0 ? 'dbl.spamhaus.org' : i === 1 ? 'multi.uribl.com' : `list${i}.bench.test`,
  kind: 'domain',
}));
const domains = Array.from({ length: domainCount }, (_, i) => `sender${i}.example.com`);
const dns = await startStackDns(zones.map((z) => z.zone));
try {
  const listed = domains.filter((_, i) => i % 20 === 0);
  await dns.setMany(
    listed.flatMap((d) => zones.map((z) => ({ name: `${d}.${z.zone}`, value: '127.0.0.2' }))),
  );
  for (const d of listed.slice(0, 50))
    await dns.set(`${d}.dbl.spamhaus.org`, 'TXT', [`https://check.spamhaus.org/?q=${d}`]);

  const queries = domains.flatMap((d) => sweepQueries(zones, d, []));
  const lookup = createDnsBlocklist([dns.address], { timeoutMs: 5000, tries: 3 });
  const raw = new Resolver({ timeout: 5000, tries: 3 });
  raw.setServers([dns.address]);

  const ours = async () => {
    const answers = await sweep(lookup, queries, concurrency);
    return answers.filter((a) => a.answer.status === 'listed').length;
  };
  const baseline = async () => {
    const hits = await mapConcurrent(queries, concurrency, async (q) => {
      try {
        return (await raw.resolve4(`${q.target}.${q.zone.zone}`)).length > 0;
      } catch {
        return false;
      }
    });
    return hits.filter(Boolean).length;
  };
  const time = async (run: () => Promise<number>) => {
    const start = performance.now();
    const found = await run();
    const ms = performance.now() - start;
    return {
      ms: Math.round(ms),
      queries_per_second: Math.round(queries.length / (ms / 1000)),
      listed: found,
    };
  };
  type Timing = Awaited<ReturnType<typeof time>>;
  const rounds: Array<{ mailwright: Timing; raw_dns: Timing }> = [];
  for (let round = 0; round < 2; round++) {
    const first = round % 2 === 0 ? 'mailwright' : 'raw';
    const a = first === 'mailwright' ? await time(ours) : await time(baseline);
    const b = first === 'mailwright' ? await time(baseline) : await time(ours);
    rounds.push(
      first === 'mailwright' ? { mailwright: a, raw_dns: b } : { mailwright: b, raw_dns: a },
    );
  }
  const best = (k: 'mailwright' | 'raw_dns') =>
    rounds.map((r) => r[k]).sort((x, y) => x.ms - y.ms)[0];
  const figures = {
    domains: domainCount,
    zones: zoneCount,
    queries: queries.length,
    concurrency,
    listed_expected: listed.length * zoneCount,
    load_average_at_start: loadAtStart,
    rounds,
    best: { mailwright: best('mailwright'), raw_dns: best('raw_dns') },
    ratio_of_raw:
      Math.round(
        ((best('mailwright')?.queries_per_second ?? 0) /
          (best('raw_dns')?.queries_per_second ?? 1)) *
          100,
      ) / 100,
  };
  process.stdout.write(
    `${JSON.stringify(figures, null, 2)}\nwritten to ${writeResults('blocklist-sweep', figures)}\n`,
  );
} finally {
  await dns.stop();
}
