import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTemplates } from './template-database.js';

/**
 * Some tests run the real `mailwright` command and worker processes from the build, so the
 * build must match the source: compile incrementally before the suite starts (and bundle the
 * command again if the compile changed it, `scripts/bundle.mjs`). Then migrate the
 * run's template databases once (`template-database.ts`); the teardown removes them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b'], {
    cwd: root,
    stdio: 'inherit',
  });
  // The command starts from the bundle of the build when it is not older than the compile
  // (bin/mailwright.js): bundle again after a compile that changed something.
  const built = (path: string) => statSync(`${root}${path}`, { throwIfNoEntry: false })?.mtimeMs;
  const compiled = built('apps/server/dist/.tsbuildinfo') ?? 0;
  if ((built('apps/server/dist/bundle/cli.js') ?? -1) < compiled)
    execFileSync(process.execPath, [`${root}apps/server/scripts/bundle.mjs`], {
      cwd: root,
      stdio: 'inherit',
    });
  return await createTemplates();
}
