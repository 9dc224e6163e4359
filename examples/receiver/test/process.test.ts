import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killAll, repoRoot, spawnNode } from '../../../apps/server/test/support/processes.js';
import {
  PATIENCE_MS,
  PROCESS_TEST_TIMEOUT_MS,
  waitFor,
} from '../../../apps/server/test/support/wait.js';
import { createSealer, openStore } from '../src/index.js';
import { deliver, mailboxEnvelope, newSecret } from './support/receiver.js';

// The compiled receiver (`npm start -w @mailwright/example-receiver`) as a real process.
const mainPath = join(repoRoot, 'examples/receiver/dist/main.js');
const dirs: string[] = [];

afterEach(async () => {
  await killAll();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'mailwright-receiver-proc-'));
  dirs.push(dir);
  const port = await freePort();
  const env = {
    RECEIVER_PORT: String(port),
    RECEIVER_DB_PATH: join(dir, 'receiver.db'),
    RECEIVER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    MAILWRIGHT_WEBHOOK_SECRET: newSecret(),
  };
  return { env, url: `http://127.0.0.1:${port}/webhooks/mailwright` };
}

// Starts real processes: each test gets the time a busy machine needs (PROCESS_TEST_TIMEOUT_MS).
describe('the receiver process', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('loses no acknowledged event when it dies before processing it', async () => {
    const { env, url } = await setup();
    // Intake only: every event is acknowledged and left queued, as when a crash comes between
    // the 2xx and the work.
    const intake = spawnNode(mainPath, [], { ...env, RECEIVER_ROLE: 'intake' });
    await intake.waitForOutput('receiver listening');
    const envelope = mailboxEnvelope({});
    const eventId = crypto.randomUUID();
    const res = await deliver(url, JSON.stringify(envelope), {
      secret: env.MAILWRIGHT_WEBHOOK_SECRET,
      eventId,
    });
    expect(res.status).toBe(200);
    intake.child.kill('SIGKILL');
    expect(await intake.exited).toBe('SIGKILL');

    const files = [env.RECEIVER_DB_PATH, `${env.RECEIVER_DB_PATH}-wal`].filter(existsSync);
    const disk = Buffer.concat(files.map((file) => readFileSync(file)));
    expect(disk.includes(envelope.data.mailbox.password)).toBe(false);

    const restarted = spawnNode(mainPath, [], env);
    await restarted.waitForOutput('event processed');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const store = openStore(
      env.RECEIVER_DB_PATH,
      createSealer(Buffer.from(env.RECEIVER_ENCRYPTION_KEY, 'hex')),
    );
    try {
      expect(store.inboxEntry(eventId)).toMatchObject({ state: 'done', outcome: 'applied' });
      expect(store.readCredentials(envelope.data.mailbox.uid)?.password).toBe(
        envelope.data.mailbox.password,
      );
    } finally {
      store.close();
    }
    expect(restarted.stdout()).not.toContain(envelope.data.mailbox.password);
  });

  it('splits into an intake process and a worker process on one database', async () => {
    const { env, url } = await setup();
    const intake = spawnNode(mainPath, [], { ...env, RECEIVER_ROLE: 'intake' });
    const worker = spawnNode(mainPath, [], {
      ...env,
      RECEIVER_ROLE: 'worker',
      MAILWRIGHT_WEBHOOK_SECRET: '',
    });
    await intake.waitForOutput('receiver listening');
    await worker.waitForOutput('receiver worker running');
    const eventId = crypto.randomUUID();
    const res = await deliver(url, JSON.stringify(mailboxEnvelope({})), {
      secret: env.MAILWRIGHT_WEBHOOK_SECRET,
      eventId,
    });
    expect(res.status).toBe(200);
    await waitFor(
      () => worker.stdout().includes(eventId),
      PATIENCE_MS,
      'the worker did not process it',
    );
    expect(intake.stdout()).not.toContain('event processed');
  });

  it('refuses to start without a valid encryption key, naming the variable', async () => {
    const { env } = await setup();
    const missing = spawnNode(mainPath, [], { ...env, RECEIVER_ENCRYPTION_KEY: '' });
    expect(await missing.exited).toBe(1);
    expect(missing.stderr()).toContain('RECEIVER_ENCRYPTION_KEY is required');
    const short = spawnNode(mainPath, [], { ...env, RECEIVER_ENCRYPTION_KEY: 'c2hvcnQ=' });
    expect(await short.exited).toBe(1);
    expect(short.stderr()).toContain('RECEIVER_ENCRYPTION_KEY must be 32 bytes');
  });
});
