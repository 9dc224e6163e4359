import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PROCESS_START_MS } from './wait.js';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** The built `mailwright` command (the suite's global setup compiles it). */
export const cliPath = `${repoRoot}apps/server/bin/mailwright.js`;

export interface Spawned {
  child: ChildProcess;
  /** Everything written to stdout so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves when stdout contains `text`. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

const running = new Set<ChildProcess>();

/** Starts `node <script> ...args` with the given environment (added to a minimal base). */
export function spawnNode(script: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  const waiters: Array<() => void> = [];
  child.stdout?.on('data', (chunk) => {
    out += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      for (const wake of waiters.splice(0)) wake();
      resolve(code ?? signal ?? 'unknown');
    });
  });
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    async waitForOutput(text, timeoutMs = PROCESS_START_MS) {
      const deadline = Date.now() + timeoutMs;
      while (!out.includes(text)) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(
            `process exited before printing "${text}"\nstdout: ${out}\nstderr: ${err}`,
          );
        }
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for "${text}"\nstdout: ${out}\nstderr: ${err}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
}

/** Runs the CLI to completion. */
export async function runCli(args: string[], env: Record<string, string>) {
  const proc = spawnNode(cliPath, args, env);
  const code = await proc.exited;
  return { code, stdout: proc.stdout(), stderr: proc.stderr() };
}

/** Kills every process a test started and did not stop (call in afterEach). */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
