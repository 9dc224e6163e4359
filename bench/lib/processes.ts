import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { repoRoot } from './results.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a process from the repository root and resolves once its stdout contains `ready`. */
export async function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: string,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk.toString();
      if (out.includes(ready)) resolve();
    });
    child.once('exit', (code) =>
      reject(
        new Error(`${command} ${args.join(' ')} exited with ${code} before it was ready:\n${out}`),
      ),
    );
  });
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux), or null elsewhere.
 * Compared before and after a load run, it gives the CPU a request costs the server: a figure a
 * busy, shared machine moves far less than requests per second.
 */
export function cpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and
    // 13th, in clock ticks (100 per second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) each `postgres` process on this machine has used so far (the server's
 * postmaster, its background processes and every connection's backend), by pid, from /proc; null
 * elsewhere. {@link postgresCpuMsSince} turns two readings into the database server's CPU over a
 * run.
 */
export function postgresCpuMs(): Map<number, number> | null {
  const byPid = new Map<number, number>();
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let comm: string;
      try {
        comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      } catch {
        continue;
      }
      const ms = comm === 'postgres' ? cpuMs(Number(entry)) : null;
      if (ms !== null) byPid.set(Number(entry), ms);
    }
  } catch {
    return null;
  }
  return byPid;
}

/**
 * The CPU (ms) `postgres` processes used since `before` (a {@link postgresCpuMs} reading): what
 * each running process used since then, a process started meanwhile counted whole. A backend
 * that exited meanwhile takes its time with it (the figure is then low, never negative).
 */
export function postgresCpuMsSince(before: Map<number, number> | null): number | null {
  const after = postgresCpuMs();
  if (before === null || after === null) return null;
  let total = 0;
  for (const [pid, ms] of after) total += Math.max(0, ms - (before.get(pid) ?? 0));
  return total;
}
