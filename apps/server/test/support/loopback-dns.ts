import { type ChildProcess, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * A private PowerDNS Authoritative server on loopback, serving test zones (blocklists) from its
 * own SQLite backend, with every cache off so a record written is served at the next query. For
 * the InfraGuard blocklist tests and bench: the resolver setting points at it. Nothing here
 * touches a system service; `stop()` ends the process and removes its folder.
 */

const PDNS = '/usr/sbin/pdns_server';
const SCHEMA = '/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql';

/** Why the loopback PowerDNS cannot run here, or null when it can. */
export function loopbackDnsProblem(): string | null {
  if (!existsSync(PDNS)) return `PowerDNS is not installed (${PDNS}; Debian package pdns-server)`;
  if (!existsSync(SCHEMA))
    return `the PowerDNS SQLite backend is not installed (${SCHEMA}; Debian package pdns-backend-sqlite3)`;
  return null;
}

export interface LoopbackDns {
  /** `127.0.0.1:<port>`: the value of MAILWRIGHT_BLOCKLIST_RESOLVER. */
  address: string;
  /** Serves exactly these answers at `name` (replacing what it had of `type`). */
  set(name: string, type: 'A' | 'TXT', values: readonly string[]): void;
  /** Stops serving `name` (every type): NXDOMAIN. */
  remove(name: string): void;
  /** Many A records at once (one transaction), for the bench. */
  setMany(records: ReadonlyArray<{ name: string; value: string }>): void;
  stop(): Promise<void>;
}

async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/** Starts PowerDNS serving `zones` (each gets an SOA and an NS record) on a free loopback port. */
export async function startLoopbackDns(zones: readonly string[]): Promise<LoopbackDns> {
  const problem = loopbackDnsProblem();
  if (problem) throw new Error(problem);
  const dir = mkdtempSync(join(tmpdir(), 'mw-loopback-dns-'));
  const dbPath = join(dir, 'pdns.db');
  const db = new Database(dbPath);
  db.exec(readFileSync(SCHEMA, 'utf8'));
  const zoneIds = new Map<string, number>();
  for (const zone of zones) {
    const { lastInsertRowid } = db
      .prepare("insert into domains (name, type) values (?, 'NATIVE')")
      .run(zone);
    zoneIds.set(zone, Number(lastInsertRowid));
    const insert = db.prepare(
      'insert into records (domain_id, name, type, content, ttl, prio, disabled, auth) values (?, ?, ?, ?, 60, 0, 0, 1)',
    );
    insert.run(lastInsertRowid, zone, 'SOA', `ns1.${zone} hostmaster.${zone} 1 3600 600 86400 60`);
    insert.run(lastInsertRowid, zone, 'NS', `ns1.${zone}`);
  }
  writeFileSync(join(dir, 'pdns.conf'), '');
  const zoneOf = (name: string) => {
    const zone = [...zoneIds.keys()].find((z) => name === z || name.endsWith(`.${z}`));
    if (!zone) throw new Error(`${name} is in none of the zones served`);
    return zoneIds.get(zone) as number;
  };

  let child: ChildProcess | null = null;
  let port = 0;
  let output = '';
  for (let attempt = 0; attempt < 5 && !child; attempt++) {
    port = await freeUdpPort();
    const started = spawn(
      PDNS,
      [
        `--config-dir=${dir}`,
        `--socket-dir=${dir}`,
        '--local-address=127.0.0.1',
        `--local-port=${port}`,
        '--launch=gsqlite3',
        `--gsqlite3-database=${dbPath}`,
        '--daemon=no',
        '--guardian=no',
        '--disable-syslog',
        '--write-pid=no',
        '--cache-ttl=0',
        '--query-cache-ttl=0',
        '--negquery-cache-ttl=0',
        '--zone-cache-refresh-interval=0',
        '--consistent-backends=no',
        '--receiver-threads=2',
        '--distributor-threads=4',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    started.stdout?.on('data', (d) => (output += d));
    started.stderr?.on('data', (d) => (output += d));
    const resolver = new Resolver({ timeout: 300, tries: 1 });
    resolver.setServers([`127.0.0.1:${port}`]);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && started.exitCode === null) {
      try {
        await resolver.resolveSoa(zones[0] as string);
        child = started;
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    if (!child) started.kill('SIGKILL');
  }
  if (!child) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PowerDNS did not start on loopback: ${output.slice(-2000)}`);
  }
  const running = child;

  const insert = db.prepare(
    'insert into records (domain_id, name, type, content, ttl, prio, disabled, auth) values (?, ?, ?, ?, 0, 0, 0, 1)',
  );
  const clear = db.prepare('delete from records where name = ? and type = ?');
  return {
    address: `127.0.0.1:${port}`,
    set(name, type, values) {
      const zone = zoneOf(name);
      db.transaction(() => {
        clear.run(name, type);
        for (const v of values) insert.run(zone, name, type, type === 'TXT' ? `"${v}"` : v);
      })();
    },
    remove(name) {
      db.prepare("delete from records where name = ? and type not in ('SOA', 'NS')").run(name);
    },
    setMany(records) {
      db.transaction(() => {
        for (const r of records) insert.run(zoneOf(r.name), r.name, 'A', r.value);
      })();
    },
    async stop() {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
      if (running.exitCode === null) await exited;
      clearTimeout(timer);
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
