// Writes apps/server/test/support/durations.json: how long each test file took in the last
// `vitest run` of this working copy (Vitest's own results cache), per project, for the suite's
// sequencer to start the longest files first on a clean clone, which has no cache.
// Run after a whole run of both dialects: `npm run test:durations` with TEST_DATABASE_URL set.
// Only the files each project runs today are kept: the cache also remembers files a project no
// longer runs (a suite moved to run once, a file renamed).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cache = join(root, 'node_modules/.vite/vitest');
const out = join(root, 'apps/server/test/support/durations.json');

if (!process.env.TEST_DATABASE_URL)
  throw new Error('set TEST_DATABASE_URL: the durations cover the PostgreSQL project too');
const listed = JSON.parse(
  execFileSync(join(root, 'node_modules/.bin/vitest'), ['list', '--filesOnly', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  }),
);
const runs = new Set(listed.map((f) => `${f.projectName}:${relative(root, f.file)}`));

const durations = {};
for (const dir of existsSync(cache) ? readdirSync(cache) : []) {
  const file = join(cache, dir, 'results.json');
  if (!existsSync(file)) continue;
  for (const [key, result] of JSON.parse(readFileSync(file, 'utf8')).results)
    if (runs.has(key) && result.duration > 0) durations[key] = Math.round(result.duration);
}
const keys = Object.keys(durations).sort();
if (keys.length === 0) throw new Error(`no results in ${cache}: run the suite first`);
writeFileSync(
  out,
  `${JSON.stringify(Object.fromEntries(keys.map((k) => [k, durations[k]])), null, 2)}\n`,
);
process.stdout.write(`${keys.length} files' durations written to ${out}\n`);
