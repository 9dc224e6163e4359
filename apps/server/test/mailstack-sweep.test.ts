import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepOrphanedStacks } from './support/mailstack.js';

const root = mkdtempSync(join(tmpdir(), 'mw-sweep-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function stackDir(name: string, owner: number | null, daemonPid?: number) {
  const dir = join(root, `mw-mailstack-${name}`);
  mkdirSync(join(dir, 'run'), { recursive: true });
  if (owner !== null) writeFileSync(join(dir, 'owner.pid'), String(owner));
  if (daemonPid !== undefined) writeFileSync(join(dir, 'run', 'pdns.pid'), `${daemonPid}\n`);
  return dir;
}

describe('loopback mail stacks left by a killed test run', () => {
  it('stops the servers of a stack whose test process is gone, and leaves live ones alone', async () => {
    const gone = spawnSync('true').pid as number; // a process that has exited
    const daemon = spawn('sleep', ['300'], { stdio: 'ignore' });
    const exited = once(daemon, 'exit');
    const orphan = stackDir('orphan', gone, daemon.pid);
    const live = stackDir('live', process.pid);
    const starting = stackDir('starting', null);

    expect(await sweepOrphanedStacks(root)).toEqual([orphan]);
    expect(await exited).toEqual([null, 'SIGTERM']);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(starting)).toBe(true);
  });
});
