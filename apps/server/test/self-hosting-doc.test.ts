import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import stackPackages from '../src/mailstack/packages.json' with { type: 'json' };
import { repoRoot } from './support/processes.js';

/**
 * The mail host's guide installs the packages by hand (a reader pastes the command), while the
 * code that checks for them and `.ci/run` read `mailstack/packages.json`: the two lists must not
 * drift apart.
 */
describe('docs/self-hosting-mail.md', () => {
  it('installs exactly the packages the mail stack checks for', () => {
    const guide = readFileSync(`${repoRoot}docs/self-hosting-mail.md`, 'utf8');
    const install = /apt-get install -y --no-install-recommends \\\n((?:.*\\\n)*.*)\n/.exec(guide);
    expect(install, 'the guide has an apt-get install command').not.toBeNull();
    const listed = (install?.[1] ?? '').replaceAll('\\', ' ').split(/\s+/).filter(Boolean);
    expect(listed.sort()).toEqual([...stackPackages].sort());
  });
});
