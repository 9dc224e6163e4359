import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../../', import.meta.url));

/** The newest modification time of any file under `dir`. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * The browser suite drives the built app the server serves (`apps/web/dist`, made by
 * `npm run build`): build it again when a source is newer than the build.
 */
export default function setup(): void {
  const index = join(web, 'dist/index.html');
  const sources = Math.max(
    newest(join(web, 'src')),
    statSync(join(web, 'index.html')).mtimeMs,
    statSync(join(web, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  execFileSync(
    process.execPath,
    [
      fileURLToPath(new URL('../../../../node_modules/vite/bin/vite.js', import.meta.url)),
      'build',
      '--logLevel',
      'warn',
    ],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
}
