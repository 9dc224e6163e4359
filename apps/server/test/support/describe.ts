import { describe, it } from 'vitest';
import { dialect, type TestDialect } from './database.js';

/**
 * The one place a suite is skipped. `describe` for tests that need something this machine may
 * lack: when `problem` says what is missing, the suite is skipped with the reason in its name (and
 * printed, with `hint`), except under CI=true, where a test then fails naming it.
 */
export function describeIfAvailable(
  problem: string | null,
  name: string,
  body: () => void,
  hint = '',
): void {
  if (problem === null) {
    describe(name, body);
    return;
  }
  if (process.env.CI === 'true') {
    describe(name, () => {
      it('has what it needs installed (CI installs it in .ci/run)', () => {
        throw new Error(`${name} cannot run: ${problem}`);
      });
    });
    return;
  }
  process.stderr.write(`\nSkipping "${name}": ${problem}.${hint ? `\n${hint}` : ''}\n`);
  // Skipped only off CI, for want of `problem` (a server or package missing here): the reason
  // is in the suite's name and printed above.
  describe.skip(`${name} (skipped: ${problem})`, body);
}

/**
 * `describe` for a suite that runs in one dialect's project only (`why`: what makes the other
 * one pointless), skipped in the other with that reason in its name.
 */
export function describeOnlyOn(
  only: TestDialect,
  why: string,
  name: string,
  body: () => void,
  run: (name: string, body: () => void) => void = describe,
): void {
  if (dialect === only) run(name, body);
  // The other dialect's project: `why` says what makes running it there pointless.
  else describe.skip(`${name} (skipped: runs in the ${only} project only, ${why})`, body);
}
