/**
 * bench:web's floors: what a first visible table costs in the same chromium, from the same
 * server, with none of the app's own work.
 *
 * - (a) `static.html`: a plain HTML table, no script.
 * - (b) `index.html`: the app's vendor libraries (React, React DOM, Mantine, the router,
 *   TanStack Query) built by Vite as the app is built, rendering a static table
 *   (`web-floor/floor.js`).
 *
 * Both are written under `apps/web/dist/bench-floor/` before the server starts (it serves every
 * file under the build found at start, each `.js`/`.css` with its `.gz`), and removed after.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FLOOR_DIR = fileURLToPath(new URL('../../apps/web/dist/bench-floor', import.meta.url));
const SOURCE = fileURLToPath(new URL('./web-floor', import.meta.url));

function staticTable(): string {
  const rows = Array.from(
    { length: 40 },
    (_, i) =>
      `<tr><td><a href="/app/mailboxes/${i}">user${i % 5}@bench-${i}.com</a></td><td>Bench</td><td>User ${i}</td><td>GOOGLE</td><td>active</td></tr>`,
  ).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor: a static table</title>
<link rel="icon" href="data:,"></head><body><table aria-label="Mailboxes"><thead><tr><th>Address</th>
<th>First name</th><th>Last name</th><th>Platform</th><th>Status</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

/** Builds both floors into the app's build folder (Vite, minified, gzip beside each file). */
export async function buildFloors(): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: SOURCE,
    base: '/app/bench-floor/',
    logLevel: 'error',
    configFile: false,
    build: { outDir: FLOOR_DIR, emptyOutDir: true, assetsInlineLimit: 0 },
  });
  const assets = join(FLOOR_DIR, 'assets');
  for (const file of readdirSync(assets)) {
    if (/\.(js|css)$/.test(file))
      writeFileSync(
        join(assets, `${file}.gz`),
        gzipSync(readFileSync(join(assets, file)), { level: 9 }),
      );
  }
  writeFileSync(join(FLOOR_DIR, 'static.html'), staticTable());
}

export function removeFloors(): void {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
}
