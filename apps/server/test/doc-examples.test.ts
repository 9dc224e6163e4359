import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/listen.js';
import { cliPath, killAll, repoRoot, runCli, spawnNode } from './support/processes.js';
import { type Receiver, startReceiver } from './support/receiver.js';
import { PATIENCE_MS, PROCESS_TEST_TIMEOUT_MS, waitFor } from './support/wait.js';

/**
 * Every shell block of the guides runs as printed, in order, against a real `mailwright serve`
 * on a fresh data directory: what a reader pastes after the quick start. A block that cannot run
 * here says so on its first line, visibly: `# Not run by the docs test: <reason>`.
 */
/** The guides in the order a reader follows them (a later one uses what an earlier one made). */
const ORDERED = [
  'README.md',
  'docs/integration.md',
  'docs/api/domains.md',
  'docs/api/mailboxes.md',
  'docs/api/verified-destinations.md',
  'docs/api/forwarding.md',
  'docs/api/grants.md',
  'docs/api/sequencers.md',
  'docs/api/cloudflare.md',
  'docs/webhooks.md',
  'docs/sandbox.md',
  'docs/operator.md',
  'docs/compatibility.md',
];
/** Then every other page under docs/, so a new page's examples run without a list to keep. */
const GUIDES = [
  ...ORDERED,
  ...readdirSync(join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file))
    .filter((guide) => !ORDERED.includes(guide))
    .sort(),
];
const SKIP = /^# Not run by the docs test: (.+)$/;

interface Block {
  guide: string;
  line: number;
  code: string;
  skip: string | null;
}

/** The ```sh / ```bash blocks of a guide, with the line each starts on. */
export function shellBlocks(guide: string, text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (!/^```(sh|bash|shell)\s*$/.test(lines[i] ?? '')) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end] !== '```') end += 1;
    const code = lines.slice(start, end).join('\n');
    blocks.push({ guide, line: start + 1, code, skip: SKIP.exec(lines[start] ?? '')?.[1] ?? null });
    i = end;
  }
  return blocks;
}

const run = promisify(execFile);
let receiver: Receiver | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'mw-docs-')), 'data');
  const port = await freePort();
  const base = { MAILWRIGHT_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) };
  const settings = { ...base, LOG_LEVEL: 'warn', MAILWRIGHT_SIM_SPEED: 'instant' };
  // In the local profile, like the quick start's first start: the team has its sandbox credits.
  const init = await runCli(['init', '--json'], { ...settings, MAILWRIGHT_PROFILE: 'local' });
  expect(init.code, init.stderr).toBe(0);
  const created = JSON.parse(init.stdout);
  const server = spawnNode(cliPath, ['serve', '--profile', 'local'], settings);
  // Starting a Node process can take many seconds on a busy machine; it fails at once if the
  // server exits instead.
  await server.waitForOutput('running at', PROCESS_TEST_TIMEOUT_MS);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(`${url}/readyz`).catch(() => null))?.status === 200,
    PATIENCE_MS,
    'the docs test server did not answer /readyz',
  );
  // The reader runs `mailwright listen`, which points the workspace's webhook at a receiver on
  // this machine: test events and redeliveries need one (409 without).
  receiver = await startReceiver();
  const hook = await fetch(`${url}/v1/api/workspaces/webhook`, {
    method: 'POST',
    headers: { authorization: `Bearer ${created.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ uid: created.workspace.uid, webhook_url: receiver.url }),
  });
  expect(hook.status).toBe(200);
  // What the quick start printed, as each guide tells the reader to set it.
  env = {
    ...base,
    BASE: url,
    TOKEN: created.token,
    WORKSPACE: created.workspace.uid,
    MAILWRIGHT_TOKEN: created.token,
    MAILWRIGHT_WORKSPACE: created.workspace.uid,
  };
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  await receiver?.close();
  await killAll();
});

/** Runs a guide's runnable blocks in one shell, in order, so a later block sees what an earlier one set. */
async function runGuide(blocks: Block[]) {
  const script = [
    'set -euo pipefail',
    // An HTTP error answer fails the block, as the reader would see it fail.
    'curl() { command curl --fail-with-body "$@"; }',
    // `npx mailwright` runs the workspace's bin, as npm would find it from the repository root
    // (the cli suite runs the real `npx mailwright` once): npm's own start, about a second of CPU,
    // is spent once there instead of at each of the guides' fifty-odd commands.
    `npx() { if [ "$1" = mailwright ]; then shift; node ${JSON.stringify(cliPath)} "$@"; else command npx "$@"; fi; }`,
    ...blocks
      .filter((b) => !b.skip)
      .map((b) => `echo "--- ${b.guide}:${b.line}" >&2\n${b.code}\necho >&2`),
  ].join('\n');
  return run('bash', ['-c', script], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    // A guide may start the CLI a dozen times, each a Node start on a busy machine.
    timeout: 150_000,
    maxBuffer: 16 * 1024 * 1024,
  });
}

const all = GUIDES.flatMap((guide) =>
  shellBlocks(guide, readFileSync(join(repoRoot, guide), 'utf8')),
);

describe('doc examples', () => {
  it('are found, and few are skipped, each with its reason', () => {
    expect(all.length).toBeGreaterThan(15);
    // The self-hosting guide sets up a production mail host (packages, firewall, system
    // services): its blocks cannot run here, and its loopback twin is the mailstack tests' stack.
    const sandboxed = all.filter((b) => b.guide !== 'docs/self-hosting-mail.md');
    const skipped = sandboxed.filter((b) => b.skip);
    expect(skipped.length).toBeLessThanOrEqual(Math.ceil(sandboxed.length / 3));
    for (const block of all.filter((b) => b.skip))
      expect(block.skip?.length, block.guide).toBeGreaterThan(10);
    for (const block of all)
      expect(block.code, `${block.guide}:${block.line}`).not.toMatch(/uuidgen/);
  });

  it.each(GUIDES)(
    '%s: every runnable shell block succeeds as printed',
    async (guide) => {
      const blocks = all.filter((b) => b.guide === guide);
      try {
        await runGuide(blocks);
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        expect.fail(`${guide}\nstderr:\n${stderr?.slice(-4000)}\nstdout:\n${stdout?.slice(-2000)}`);
      }
    },
    180_000,
  );
});
