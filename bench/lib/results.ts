import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

export const benchDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Writes `bench/results/<name>.json` with the figures and the machine they were measured on
 * (`<name>.<BENCH_LABEL>.json` when BENCH_LABEL is set, to keep several runs side by side).
 */
export function writeResults(name: string, figures: unknown): string {
  const label = process.env.BENCH_LABEL;
  const path = `${benchDir}results/${name}${label ? `.${label}` : ''}.json`;
  mkdirSync(`${benchDir}results`, { recursive: true });
  const out = {
    benchmark: name,
    ...(label ? { run: label } : {}),
    measured_at: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus().length,
      cpu_model: cpus()[0]?.model ?? 'unknown',
      memory_gib: Math.round(totalmem() / 2 ** 30),
    },
    ...(figures as object),
  };
  writeFileSync(path, `${JSON.stringify(out, null, 2)}\n`);
  return path;
}
