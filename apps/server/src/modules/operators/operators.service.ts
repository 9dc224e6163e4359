import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import type { OperatorCaller } from '../../http/auth.js';
import { invalidField, notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { OperatorRow, OperatorTokenRow } from './operators.table.js';

/**
 * Operators and their tokens. An operator token starts with `mwo_`, which no customer token or
 * session value does: the customer scopes refuse it (it is not an API token) and the operator
 * scope refuses everything else, so neither credential ever reaches the other's operations.
 */

export const OPERATOR_TOKEN_PREFIX = 'mwo_';

/** How often `last_used_at` is written for a token in steady use. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function generateOperatorToken(): string {
  return OPERATOR_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function looksLikeOperatorToken(value: string): boolean {
  return value.startsWith(OPERATOR_TOKEN_PREFIX) && /^[A-Za-z0-9_-]{47}$/.test(value);
}

const hashOperatorToken = (token: string) => hash('sha256', token, 'hex');

/** The operator of a live token of an operator not disabled; null otherwise. */
export async function authenticateOperator(
  db: Executor,
  token: string,
): Promise<OperatorCaller | null> {
  if (!looksLikeOperatorToken(token)) return null;
  const row = await db
    .selectFrom('operator_tokens as t')
    .innerJoin('operators as o', 'o.id', 't.operator_id')
    .select(['t.id as token_id', 't.last_used_at', 'o.id', 'o.uid', 'o.name'])
    .where('t.token_hash', '=', hashOperatorToken(token))
    .where('t.revoked_at', 'is', null)
    .where('o.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (!row.last_used_at || now - Date.parse(row.last_used_at) > LAST_USED_RESOLUTION_MS)
    await db
      .updateTable('operator_tokens')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', row.token_id)
      .execute();
  return { tokenId: row.token_id, operator: { id: row.id, uid: row.uid, name: row.name } };
}

/** Creates an operator and its first token (the plaintext is returned this once). */
export async function createOperator(
  db: Kysely<DB>,
  input: { name: string; email?: string | null },
): Promise<{ operator: OperatorRow; token: string; record: OperatorTokenRow }> {
  const name = input.name.trim();
  if (name === '') throw invalidField('name', 'must not be empty');
  return inTransaction(db, async (trx) => {
    const operator: OperatorRow = {
      id: newId(),
      uid: newUid(),
      name,
      email: input.email?.trim() || null,
      created_at: isoNow(),
      disabled_at: null,
    };
    await trx.insertInto('operators').values(operator).execute();
    return { operator, ...(await issueOperatorToken(trx, operator, 'default')) };
  });
}

/** A new token for the operator (by uid or email); the plaintext is returned this once. */
export async function createOperatorToken(db: Executor, which: string, name = 'console') {
  const operator = await getOperator(db, which);
  return { operator, ...(await issueOperatorToken(db, operator, name)) };
}

async function issueOperatorToken(db: Executor, operator: OperatorRow, name: string) {
  const token = generateOperatorToken();
  const record: OperatorTokenRow = {
    id: newId(),
    operator_id: operator.id,
    name,
    display_prefix: token.slice(0, 11),
    token_hash: hashOperatorToken(token),
    created_at: isoNow(),
    last_used_at: null,
    revoked_at: null,
  };
  await db.insertInto('operator_tokens').values(record).execute();
  return { token, record };
}

/** An operator by uid or email; 404 otherwise. */
export async function getOperator(db: Executor, which: string): Promise<OperatorRow> {
  const row = await db
    .selectFrom('operators')
    .selectAll()
    .where((eb) => eb.or([eb('uid', '=', which), eb('email', '=', which)]))
    .executeTakeFirst();
  if (!row) throw notFound('Operator');
  return row;
}

/** Every operator with its tokens (never the tokens themselves). */
export async function listOperators(db: Executor) {
  const operators = await db.selectFrom('operators').selectAll().orderBy('created_at').execute();
  const tokens = await db.selectFrom('operator_tokens').selectAll().orderBy('created_at').execute();
  return operators.map((operator) => ({
    ...operator,
    tokens: tokens.filter((t) => t.operator_id === operator.id).map(presentOperatorToken),
  }));
}

export function presentOperatorToken(row: OperatorTokenRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.display_prefix,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/** Revokes an operator token by its id (again: nothing changes). */
export async function revokeOperatorToken(db: Executor, tokenId: string) {
  const row = await db
    .selectFrom('operator_tokens')
    .selectAll()
    .where('id', '=', tokenId)
    .executeTakeFirst();
  if (!row) throw notFound('Operator token');
  if (row.revoked_at) return row;
  const revoked_at = isoNow();
  await db.updateTable('operator_tokens').set({ revoked_at }).where('id', '=', tokenId).execute();
  return { ...row, revoked_at };
}

/** Disables an operator: every token of theirs is refused from now on. */
export async function disableOperator(db: Executor, which: string): Promise<OperatorRow> {
  const operator = await getOperator(db, which);
  if (operator.disabled_at) return operator;
  const disabled_at = isoNow();
  await db.updateTable('operators').set({ disabled_at }).where('id', '=', operator.id).execute();
  return { ...operator, disabled_at };
}
