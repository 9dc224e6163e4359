import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Some tests run the real `mailwright` command and worker processes from the build, so the
 * build must match the source: compile incrementally before the suite starts.
 */
export default function setup(): void {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b'], {
    cwd: root,
    stdio: 'inherit',
  });
}
