import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { signWebhook } from '@mailwright/sdk/webhooks';
import { waitFor } from '../../../../apps/server/test/support/wait.js';
import {
  createLogger,
  type InboxEntry,
  loadConfig,
  type RunningReceiver,
  startReceiver,
} from '../../src/index.js';

/** A fresh `whsec_` secret, as the service makes them. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export interface TestReceiver extends RunningReceiver {
  url: string;
  dir: string;
  dbPath: string;
  /** Everything the receiver logged. */
  logs(): string;
  /** Resolves once the event left the inbox's `pending` state. */
  waitForProcessed(eventId: string, timeoutMs?: number): Promise<InboxEntry>;
  /** The database file and its WAL, as bytes on disk. */
  diskBytes(): Buffer;
}

/** Starts the receiver in this process on a fresh database, logging into memory. */
export async function startTestReceiver(env: Record<string, string> = {}): Promise<TestReceiver> {
  const dir = mkdtempSync(join(tmpdir(), 'mailwright-receiver-'));
  const dbPath = join(dir, 'receiver.db');
  const config = loadConfig({
    RECEIVER_PORT: '0',
    RECEIVER_DB_PATH: dbPath,
    RECEIVER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    MAILWRIGHT_WEBHOOK_SECRET: newSecret(),
    ...env,
  });
  let logText = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  const running = await startReceiver(config, {
    log: createLogger('debug', sink),
    worker: { pollIntervalMs: 50, retryDelaysMs: [50, 50] },
  });
  return {
    ...running,
    url: running.url ?? '',
    dir,
    dbPath,
    logs: () => logText,
    async waitForProcessed(eventId, timeoutMs = 15_000) {
      let entry: InboxEntry | undefined;
      await waitFor(
        () => {
          entry = running.store.inboxEntry(eventId);
          return entry !== undefined && entry.state !== 'pending';
        },
        timeoutMs,
        `event ${eventId} was not processed (inbox: ${JSON.stringify(entry)})`,
      );
      return entry as InboxEntry;
    },
    diskBytes() {
      return Buffer.concat(
        [dbPath, `${dbPath}-wal`].filter(existsSync).map((file) => readFileSync(file)),
      );
    },
    async stop() {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** POSTs `body` to `url` signed with `secret`, as the service would (plus any `headers`). */
export async function deliver(
  url: string,
  body: string,
  options: {
    secret?: string;
    timestamp?: Date;
    eventId?: string;
    headers?: Record<string, string>;
  },
) {
  const signed = options.secret
    ? await signWebhook({ body, secret: options.secret, timestamp: options.timestamp })
    : {};
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signed,
      ...(options.eventId ? { 'x-service-event-id': options.eventId } : {}),
      ...options.headers,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A `mailbox.status_changed` envelope with credentials, as the contract's tables. */
export function mailboxEnvelope(overrides: {
  uid?: string;
  status?: string;
  previousStatus?: string | null;
  platform?: string;
  updatedAt?: string;
  password?: string;
}) {
  return {
    event: 'mailbox.status_changed',
    timestamp: new Date().toISOString(),
    team_id: '3f2c5d1e-0000-4000-8000-000000000001',
    team_name: 'Acme Outbound',
    data: {
      mailbox: {
        uid: overrides.uid ?? crypto.randomUUID(),
        email: 'ana@acme-outbound.com',
        username: 'ana',
        first_name: 'Ana',
        last_name: 'Lima',
        profile_picture: '',
        status: overrides.status ?? 'active',
        previous_status:
          overrides.previousStatus === undefined ? 'finalizing_setup' : overrides.previousStatus,
        platform: overrides.platform ?? 'GOOGLE',
        renewal_date: null,
        renewal_status: 'na',
        is_admin: false,
        password: overrides.password ?? `pw-${crypto.randomUUID()}`,
        app_password: `app-${crypto.randomUUID()}`,
        secret: `totp-${crypto.randomUUID()}`,
        is_add_on: false,
      },
      metadata: {
        updated_at: overrides.updatedAt ?? new Date().toISOString(),
        workspace_id: 'a'.repeat(24),
        workspace_uid: '8a410000-0000-4000-8000-000000000002',
        domain_id: 'b'.repeat(24),
        domain_uid: null,
        domain_name: 'acme-outbound.com',
      },
    },
  };
}
