import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/processes.js';

const exec = promisify(execFile);

/**
 * The README's quick start: "The install is otherwise quiet: npm prints no engine warnings on
 * Node 20." npm checks each package of the lockfile against the Node that runs it; a dry run
 * reads the lockfile only (no download, nothing written). CI runs Node 20, the oldest supported.
 */
describe('npm install', () => {
  it('prints no engine warning for any package of the lockfile', async () => {
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain(
      'npm prints no engine warnings on Node 20',
    );
    const { stdout, stderr } = await exec(
      'npm',
      ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: repoRoot, env: { ...process.env, npm_config_loglevel: 'warn' } },
    );
    expect(`${stdout}${stderr}`).not.toContain('EBADENGINE');
  });
});
