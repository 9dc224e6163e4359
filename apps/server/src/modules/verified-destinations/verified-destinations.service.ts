import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { ApiError, conflict, invalidField, notFound } from '../../http/errors.js';
import { defineHook } from '../../lib/hook.js';
import { DOMAIN_NAME } from '../../lib/hosts.js';
import { newId, newUid } from '../../lib/ids.js';
import { createDnsLookup, type DnsLookup } from '../../providers/resolver.js';
import { nowFor } from '../clocks/surface.js';
import { isActiveDomainOf } from '../domains/surface.js';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_MS,
  codesSimulated,
  hashCode,
  sendVerificationCode,
} from './verification-mail.js';
import { TXT_HOST_PREFIX } from './verified-destination.schema.js';
import type { VerifiedDestinationRow } from './verified-destination.table.js';
import {
  anyVerified,
  countDestinations,
  countWrongCode,
  type DestinationFilter,
  deleteDestination,
  findDestination,
  findDestinationByUid,
  insertDestination,
  listDestinationRows,
  markVerified,
  replaceCode,
} from './verified-destinations.repository.js';

/** The most destinations one workspace keeps (pending and verified). */
export const MAX_DESTINATIONS = 1000;

export interface Caller {
  teamId: string;
  workspaceId: string;
}

const ADDRESS = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/;

/**
 * Adds an address (a code is sent to it) or a domain (answered with the TXT record to publish)
 * as pending. Adding a pending address again sends a new code, voiding the old one (at most one
 * a minute: 429); a pending domain again answers it as it is; a verified one is a 409.
 */
export async function addDestination(
  ctx: AppContext,
  caller: Caller,
  input: { email?: string | undefined; domain?: string | undefined },
): Promise<VerifiedDestinationRow> {
  const { type, value, field } = parseTarget(input);
  if (type === 'email') codesSimulated(ctx);
  const existing = await findDestination(ctx.db, caller.workspaceId, value);
  if (existing?.status === 'verified') throw conflict(`${value} is verified already`);
  if (existing && type === 'domain') return existing;
  const now = await nowFor(ctx.db, caller.workspaceId);
  if (existing) {
    const wait = Date.parse(existing.code_sent_at ?? '') + CODE_RESEND_MS - now.getTime();
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new ApiError(
        'RATE_LIMITED',
        `A code was sent to ${value} less than a minute ago; try again in ${seconds} seconds`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
    await sendVerificationCode(ctx, target(caller, existing), value, now, field, async (trx, c) => {
      if (!(await replaceCode(trx, existing.id, c))) throw conflict(`${value} changed meanwhile`);
    });
    return (await findDestinationByUid(ctx.db, caller.workspaceId, existing.uid))!;
  }
  if ((await countDestinations(ctx.db, caller.workspaceId)) >= MAX_DESTINATIONS)
    throw conflict(`The workspace has ${MAX_DESTINATIONS} destinations; remove some first`);
  const iso = now.toISOString();
  const row: VerifiedDestinationRow = {
    id: newId(),
    uid: newUid(),
    workspace_id: caller.workspaceId,
    type,
    destination: value,
    status: 'pending',
    method: null,
    code_hash: null,
    code_expires_at: null,
    code_attempts: 0,
    code_sent_at: null,
    txt_value: type === 'domain' ? `mailwright-verify=${randomBytes(16).toString('hex')}` : null,
    verified_at: null,
    created_at: iso,
    updated_at: iso,
  };
  try {
    if (type === 'domain') {
      await inTransaction(ctx.db, (trx) => insertDestination(trx, row));
      return row;
    }
    const code = await sendVerificationCode(ctx, target(caller, row), value, now, field, (trx, c) =>
      insertDestination(trx, {
        ...row,
        code_hash: c.hash,
        code_expires_at: c.expiresAt,
        code_sent_at: c.sentAt,
      }),
    );
    return { ...row, code_hash: code.hash, code_expires_at: code.expiresAt };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`${value} is being added by another request`);
    throw error;
  }
}

const target = (caller: Caller, row: VerifiedDestinationRow) => ({
  ...caller,
  destinationId: row.id,
  uid: row.uid,
});

function parseTarget(input: { email?: string | undefined; domain?: string | undefined }) {
  if (input.email !== undefined && input.domain !== undefined)
    throw invalidField('domain', 'cannot be given with email: add one destination at a time');
  if (input.email !== undefined) {
    const value = input.email.trim().toLowerCase();
    if (value.length > 254 || !ADDRESS.test(value))
      throw invalidField('email', 'must be an email address (name@domain.tld)');
    return { type: 'email' as const, value, field: 'email' };
  }
  if (input.domain !== undefined) {
    const value = input.domain.trim().toLowerCase().replace(/\.$/, '');
    if (value.length > 253 || !DOMAIN_NAME.test(value))
      throw invalidField('domain', 'must be a domain name (example.com)');
    return { type: 'domain' as const, value, field: 'domain' };
  }
  throw invalidField('email', 'or domain is required');
}

/**
 * Verifies a pending destination: an address by the code sent to it (single use, expires,
 * CODE_MAX_ATTEMPTS wrong tries void it), a domain by its TXT record as the configured resolver
 * sees it. 404 outside the workspace; 409 when it is verified already, or its code is used up.
 */
export async function verifyDestination(
  ctx: AppContext,
  caller: Caller,
  input: { uid: string; code?: string | undefined },
): Promise<VerifiedDestinationRow> {
  const row = await findDestinationByUid(ctx.db, caller.workspaceId, input.uid);
  if (!row) throw notFound(`Destination ${input.uid}`);
  if (row.status === 'verified') throw conflict(`${row.destination} is verified already`);
  const now = (await nowFor(ctx.db, caller.workspaceId)).toISOString();
  if (row.type === 'domain') await checkTxt(ctx, row, now);
  else await checkCode(ctx, row, input.code, now);
  return (await findDestinationByUid(ctx.db, caller.workspaceId, row.uid))!;
}

async function checkCode(
  ctx: AppContext,
  row: VerifiedDestinationRow,
  raw: string | undefined,
  now: string,
): Promise<void> {
  const again = `add ${row.destination} again to get a new code`;
  codesSimulated(ctx);
  if (raw === undefined || raw.trim() === '') throw invalidField('code', 'is required');
  if (!row.code_hash) throw conflict(`No code is in force for ${row.destination}; ${again}`);
  if (row.code_attempts >= CODE_MAX_ATTEMPTS)
    throw conflict(`Too many wrong codes for ${row.destination}; ${again}`);
  if ((row.code_expires_at ?? '') <= now)
    throw conflict(`The code sent to ${row.destination} has expired; ${again}`);
  const hash = hashCode(row.id, raw);
  const max = { hash: row.code_hash, maxAttempts: CODE_MAX_ATTEMPTS };
  if (hash === row.code_hash) {
    if (await verified(ctx, row, 'code', now, max)) return;
    throw conflict(`The code for ${row.destination} was used or replaced meanwhile`);
  }
  if (!(await countWrongCode(ctx.db, row.id, row.code_hash, CODE_MAX_ATTEMPTS, now)))
    throw conflict(`The code for ${row.destination} was used or replaced meanwhile`);
  const left = CODE_MAX_ATTEMPTS - row.code_attempts - 1;
  throw invalidField(
    'code',
    left > 0
      ? `is not the code sent to ${row.destination} (${left} attempts left)`
      : `is not the code sent to ${row.destination}; no attempts left: ${again}`,
  );
}

const lookups = new WeakMap<AppContext, DnsLookup>();

async function checkTxt(ctx: AppContext, row: VerifiedDestinationRow, now: string) {
  let lookup = lookups.get(ctx);
  if (!lookup) {
    lookup = createDnsLookup(ctx.config.adapters.resolvers);
    lookups.set(ctx, lookup);
  }
  const record = { host: TXT_HOST_PREFIX, type: 'TXT' as const, value: row.txt_value ?? '' };
  let seen: boolean;
  try {
    seen = await lookup.sees(row.destination, { ...record, priority: null });
  } catch (error) {
    throw new ApiError(
      'SERVICE_UNAVAILABLE',
      `The DNS resolver did not answer for ${TXT_HOST_PREFIX}.${row.destination} (${(error as Error).message}); try again`,
    );
  }
  if (!seen)
    throw conflict(
      `The TXT record ${TXT_HOST_PREFIX}.${row.destination} with value "${record.value}" is not visible yet; publish it, wait for it to propagate, and verify again`,
    );
  if (!(await verified(ctx, row, 'dns_txt', now)))
    throw conflict(`${row.destination} changed meanwhile`);
}

/**
 * What happens in the transaction that verifies a destination: forwarding runs the jobs held for
 * it. Forwarding checks destinations through this module, so it is forwarding's to register
 * (the composition root does: `wireModules`), never this module's to import.
 */
export type DestinationVerified = (
  trx: Executor,
  ctx: AppContext,
  workspaceId: string,
  type: 'email' | 'domain',
  destination: string,
) => Promise<void>;

export const destinationVerifiedHook = defineHook<DestinationVerified>(
  'the verified-destination hook',
);

/**
 * Marks a pending destination verified (false when it is not pending any more, or its code has
 * changed) and, in the same transaction, releases the forwarding jobs held for it, so they run
 * now rather than at their next look (forwarding's: `destinationVerifiedHook`).
 */
async function verified(
  ctx: AppContext,
  row: VerifiedDestinationRow,
  method: 'code' | 'dns_txt',
  now: string,
  codeHash?: { hash: string; maxAttempts: number },
): Promise<boolean> {
  return inTransaction(ctx.db, async (trx) => {
    if (!(await markVerified(trx, row.id, method, now, codeHash))) return false;
    await destinationVerifiedHook.get()(trx, ctx, row.workspace_id, row.type, row.destination);
    return true;
  });
}

/** Removes a destination (404 outside the workspace). Forwarding already set up is not changed. */
export async function removeDestination(
  ctx: AppContext,
  caller: Caller,
  uid: string,
): Promise<VerifiedDestinationRow> {
  const row = await findDestinationByUid(ctx.db, caller.workspaceId, uid);
  if (!row || !(await deleteDestination(ctx.db, row.id))) throw notFound(`Destination ${uid}`);
  return row;
}

export function listDestinations(
  ctx: AppContext,
  filter: DestinationFilter,
  offset: number,
  limit: number,
) {
  return listDestinationRows(ctx.db, filter, offset, limit);
}

/**
 * Whether mail may be forwarded to `address` under the forwarding rule: it is verified itself,
 * its domain is verified, or its domain is one of the workspace's own active domains. What
 * happens otherwise is MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED's (`config.forwarding`).
 */
export async function isVerifiedDestination(
  db: Executor,
  workspaceId: string,
  address: string,
): Promise<boolean> {
  const domain = address.split('@')[1] ?? '';
  if (await anyVerified(db, workspaceId, [address, domain])) return true;
  return isActiveDomainOf(db, workspaceId, domain);
}

/** The 400 of the `refuse` rule, naming `field`. */
export function unverifiedDestination(field: string, address: string) {
  return invalidField(
    field,
    `${address} is not a verified destination of this workspace: add it (or its domain) with POST /v1/api/verified-domains and verify it first`,
  );
}
