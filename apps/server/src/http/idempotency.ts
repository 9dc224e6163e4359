import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import type { DB } from '../db/schema.js';
import type { Executor } from '../db/transaction.js';
import { inTransaction } from '../db/transaction.js';
import { isoAt, isoNow } from '../lib/time.js';
import { teamOf } from './auth.js';
import { ApiError, conflict } from './errors.js';

/**
 * `Idempotency-Key` for operations that buy something. The first answer to a key is stored with
 * the change it made, in the same transaction: the key's row is inserted first, so a concurrent
 * retry with the same key waits on it (PostgreSQL blocks the second insert on the unique key until
 * the first transaction ends; SQLite transactions are BEGIN IMMEDIATE, one writer at a time), then
 * finds the stored answer and replays it. A retry that looked its key up before the first request
 * committed, and whose checks then fail on what that request made, looks again and replays the
 * stored answer too (when its request is the same). A key is kept for {@link KEY_TTL_MS} per team; the same
 * key with another request (method, path, workspace or body) is a 409. A request that failed
 * wrote nothing, its key included, so sending it again runs it again.
 */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Header schema of an operation that honours `Idempotency-Key` (a workspace's `X-Workspace-Id`
 * is the `workspaceId` security scheme, checked by the auth hook, not a header of the schema).
 */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]+$',
      description:
        'Any unique string (a UUID): retrying the request with the same key returns the first answer and buys nothing twice, for 24 hours. The same key with a different request is a 409.',
    }),
  ),
});

/** Runs `work` in the transaction that makes the change; call it once. */
export type Commit<T> = (work: (trx: Transaction<DB>) => Promise<T>) => Promise<T>;

class KeyTaken extends Error {}

/**
 * Runs a purchase under the request's `Idempotency-Key` (or plainly without one). `run` does its
 * checks and then calls `commit` once with the writes, returning their result; `present` turns
 * that result into the answer, inside the same transaction, where the answer is stored with the
 * key. A replayed answer carries `Idempotent-Replayed: true`.
 */
export async function idempotent<T, B>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (commit: Commit<T>) => Promise<T>,
  present: (result: T, db: Executor) => Promise<B>,
): Promise<B> {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header : undefined;
  if (key === undefined) return present(await run((work) => inTransaction(ctx.db, work)), ctx.db);

  const teamId = teamOf(request).id;
  const hash = requestHash(request);
  const stored = await findKey(ctx.db, teamId, key);
  if (stored) return replay(reply, stored, hash);

  let answer: { value: B } | null = null;
  let committed = false;
  const commit: Commit<T> = async (work) => {
    if (committed) throw new Error('commit called twice under one Idempotency-Key');
    committed = true;
    let claimed = false;
    try {
      return await inTransaction(ctx.db, async (trx) => {
        const now = isoNow();
        await trx
          .deleteFrom('idempotency_keys')
          .where('team_id', '=', teamId)
          .where('created_at', '<', isoAt(Date.now() - KEY_TTL_MS))
          .execute();
        await trx
          .insertInto('idempotency_keys')
          .values({
            team_id: teamId,
            key,
            request_hash: hash,
            status_code: null,
            response_body: null,
            created_at: now,
          })
          .execute();
        claimed = true;
        const result = await work(trx);
        const value = await present(result, trx);
        await trx
          .updateTable('idempotency_keys')
          .set({ status_code: reply.statusCode, response_body: JSON.stringify(value) })
          .where('team_id', '=', teamId)
          .where('key', '=', key)
          .execute();
        answer = { value };
        return result;
      });
    } catch (error) {
      if (!claimed && isUniqueViolation(error)) throw new KeyTaken();
      throw error;
    }
  };

  try {
    const result = await run(commit);
    return answer ? (answer as { value: B }).value : present(result, ctx.db);
  } catch (error) {
    // A concurrent request with this key may have committed after our look-up: answer as it did.
    const first = await findKey(ctx.db, teamId, key);
    if (error instanceof KeyTaken) {
      // It committed while we were committing.
      if (!first)
        throw conflict('A request with this Idempotency-Key is in progress; retry shortly');
      return replay(reply, first, hash);
    }
    // It committed before our checks ran, so they failed on what it made (a 409 "already
    // exists", a status it moved on): the same request gets its answer; another keeps our error.
    if (first && first.request_hash === hash && first.status_code !== null)
      return replay(reply, first, hash);
    throw error;
  }
}

async function findKey(db: Executor, teamId: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('key', '=', key)
    .where('created_at', '>=', isoAt(Date.now() - KEY_TTL_MS))
    .executeTakeFirst();
}

function replay<B>(
  reply: FastifyReply,
  row: { request_hash: string; status_code: number | null; response_body: string | null },
  hash: string,
): B {
  if (row.request_hash !== hash) {
    throw new ApiError(
      'CONFLICT',
      'Idempotency-Key was already used with a different request; use a new key for a new request',
      [{ field: 'Idempotency-Key', message: 'was already used with a different request' }],
    );
  }
  if (row.status_code === null || row.response_body === null) {
    throw conflict('A request with this Idempotency-Key is in progress; retry shortly');
  }
  reply.header('idempotent-replayed', 'true');
  reply.code(row.status_code);
  return JSON.parse(row.response_body) as B;
}

/** SHA-256 of what makes a request the same request: method, path, workspace and body. */
function requestHash(request: FastifyRequest): string {
  const workspace = request.headers['x-workspace-id'] ?? '';
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, workspace, canonical(request.body)]))
    .digest('hex');
}

/** A value with object keys sorted at every depth, so key order does not change the hash. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
