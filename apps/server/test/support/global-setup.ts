import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTemplates } from './template-database.js';

/**
 * Some tests run the real `mailwright` command and worker processes from the build, so the
 * build must match the source: compile incrementally before the suite starts. Then migrate the
 * run's template databases once (`template-database.ts`); the teardown removes them.
 */
export default async function setup(): Promise<() => void> {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b'], {
    cwd: root,
    stdio: 'inherit',
  });
  return await createTemplates();
}
