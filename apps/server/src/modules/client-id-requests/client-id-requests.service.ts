import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { ApiError, invalidField, notFound } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import {
  type DomainRow,
  findDomainById,
  findDomainByUid,
  getDomainByRef,
  lockDomain,
  normalizeDomainName,
} from '../domains/surface.js';
import type { GrantRequestStatus } from '../grant-requests/surface.js';
import { scheduleClientIdPreparation } from './client-id-request.jobs.js';
import { toClientIdRequestResponse } from './client-id-request.present.js';
import { createClientIdRequest } from './client-id-request.transition.js';
import {
  clientIdRequests,
  findClientIdRequestByUid,
  findOpenClientIdRequest,
} from './client-id-requests.repository.js';
import type { ClientIdRequestRow } from './client-id-requests.table.js';
import {
  CLIENT_ID_POLICY,
  type ClientIdFamily,
  clientIdFamily,
  normalizeClientId,
} from './client-ids.js';

/**
 * Starts a client-id request for an active domain of the workspace whose mailboxes are on the
 * platform the client id belongs to (a Google client id needs the domain's Google Workspace, a
 * GUID its Microsoft 365 or Azure tenant). The domain is named by `domain_uid` or `domain_name`
 * (not both), or by a mailbox's address (`mailboxEmail`: its domain), which may come with either
 * when they agree, as real clients send them together. Fails with a 400 naming the field (no
 * domain, both `domain_uid` and `domain_name`, a `mailbox_email` at another domain than the one
 * named, a client id of neither shape), a 404 (no such domain in the workspace) or a 409 (the
 * domain is not active, has no mailboxes on that platform, or already has an open request for
 * this client id).
 */
export async function initiateClientIdRequest(
  ctx: AppContext,
  workspaceId: string,
  input: { domainUid?: string; domainName?: string; mailboxEmail?: string; clientId: string },
): Promise<ClientIdRequestRow> {
  const byMailbox =
    input.mailboxEmail === undefined
      ? undefined
      : normalizeDomainName(input.mailboxEmail.slice(input.mailboxEmail.lastIndexOf('@') + 1));
  if (input.domainUid === undefined && input.domainName === undefined && byMailbox === undefined)
    throw invalidField('domain_uid', 'is required (or domain_name, or mailbox_email)');
  if (input.domainUid !== undefined && input.domainName !== undefined)
    throw invalidField('domain_name', 'must not be given with domain_uid; name the domain once');
  if (byMailbox !== undefined && input.domainName !== undefined)
    requireSameDomain(byMailbox, normalizeDomainName(input.domainName), 'domain_name');
  const clientId = normalizeClientId(input.clientId);
  const family = clientIdFamily(clientId);
  if (!family) {
    throw invalidField(
      'client_id',
      'must be a Google OAuth client id (ending in .apps.googleusercontent.com) or a Microsoft application (client) id, a GUID',
    );
  }
  const domain = await getDomainByRef(ctx.db, workspaceId, {
    ...(input.domainUid !== undefined ? { uid: input.domainUid } : {}),
    ...(input.domainName !== undefined ? { domain: input.domainName } : {}),
    ...(input.domainUid === undefined && input.domainName === undefined
      ? { domain: byMailbox }
      : {}),
  });
  if (byMailbox !== undefined && input.domainUid !== undefined)
    requireSameDomain(byMailbox, domain.name, 'domain_uid');
  const domainField =
    input.domainUid !== undefined
      ? 'domain_uid'
      : input.domainName !== undefined
        ? 'domain_name'
        : 'mailbox_email';
  requireFit(domain, family, domainField);
  const platform = domain.mail_platform as string;
  const now = isoNow();
  const row: ClientIdRequestRow = {
    id: newId(),
    uid: newUid(),
    workspace_id: workspaceId,
    domain_id: domain.id,
    domain_name: domain.name,
    client_id: clientId,
    platform,
    status: 'queued',
    previous_status: null,
    status_changed_at: now,
    status_text: 'Preparing the request',
    status_reason: '',
    instructions: '',
    retry_count: 0,
    max_retries: CLIENT_ID_POLICY.maxRetries[platform] ?? 15,
    grant_started_at: null,
    completed_at: null,
    open_key: `${domain.id}:${clientId}`,
    created_at: now,
    updated_at: now,
  };
  const open = () =>
    new ApiError(
      'CONFLICT',
      `${domain.name} already has an open request for ${clientId}; wait for it to end`,
      [{ field: 'client_id', message: `has an open request on ${domain.name}` }],
    );
  try {
    return await inTransaction(ctx.db, async (trx) => {
      // Locked and checked as it is now: a removal or a cancelled last mailbox is seen.
      const locked = await lockDomain(trx, domain);
      requireFit(locked, family, domainField);
      row.platform = locked.mail_platform as string;
      if (await findOpenClientIdRequest(trx, row.open_key as string)) throw open();
      const created = await createClientIdRequest(trx, ctx, row);
      await scheduleClientIdPreparation(trx, ctx, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw open();
    throw error;
  }
}

/** One request of the workspace by uid; a 404 otherwise (another team's too). */
export async function getClientIdRequest(
  db: Executor,
  workspaceId: string,
  uid: string,
): Promise<ClientIdRequestRow> {
  const row = await findClientIdRequestByUid(db, workspaceId, uid);
  if (!row) throw notFound('Client-id request');
  return row;
}

/**
 * A page of the workspace's requests, newest first. A `domainUid` that names no domain of the
 * workspace matches nothing.
 */
export async function listClientIdRequests(
  db: Executor,
  filter: { workspaceId: string; domainUid?: string; status?: GrantRequestStatus },
  offset: number,
  limit: number,
) {
  let domainId: string | undefined;
  if (filter.domainUid !== undefined) {
    const domain = await findDomainByUid(db, filter.workspaceId, filter.domainUid);
    if (!domain) return { requests: [], total: 0 };
    domainId = domain.id;
  }
  const { rows, total } = await clientIdRequests.list(
    db,
    {
      workspaceId: filter.workspaceId,
      ...(domainId ? { parentId: domainId } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    offset,
    limit,
  );
  return { requests: await presentClientIdRequests(db, rows), total };
}

/** API shapes of requests, with their domain's uid. */
export async function presentClientIdRequests(db: Executor, rows: readonly ClientIdRequestRow[]) {
  const uids = new Map<string, string>();
  for (const id of new Set(rows.map((r) => r.domain_id))) {
    const domain = await findDomainById(db, id);
    if (domain) uids.set(id, domain.uid);
  }
  return rows.map((row) => toClientIdRequestResponse(row, uids.get(row.domain_id) ?? ''));
}

/**
 * A 409 unless the domain is active with mailboxes on the platform the client id belongs to.
 */
function requireFit(domain: DomainRow, family: ClientIdFamily, domainField: string): void {
  if (domain.status !== 'active') {
    throw new ApiError('CONFLICT', `${domain.name} is ${domain.status}; it must be active`, [
      { field: domainField, message: `is ${domain.status}, not active` },
    ]);
  }
  const platform = domain.mail_platform;
  const fits =
    family === 'GOOGLE' ? platform === 'GOOGLE' : platform === 'MICROSOFT' || platform === 'AZURE';
  if (!platform || !fits) {
    const wanted =
      family === 'GOOGLE' ? 'its Google Workspace' : 'its Microsoft 365 or Azure tenant';
    const has = platform ? `its mailboxes are on ${platform}` : 'it has no mailboxes yet';
    throw new ApiError(
      'CONFLICT',
      `${domain.name} cannot take this client id: it is granted in ${wanted}, and ${has}`,
      [{ field: 'client_id', message: `does not fit ${domain.name} (${has})` }],
    );
  }
}

/** A 400 naming `mailbox_email` and `field` when the mailbox's domain is not the one named. */
function requireSameDomain(mailboxDomain: string, named: string, field: string): void {
  if (mailboxDomain === named) return;
  throw new ApiError(
    'VALIDATION_FAILED',
    `mailbox_email is not at ${named}, the domain ${field} names`,
    [
      { field: 'mailbox_email', message: `is at ${mailboxDomain}, not at ${named} (${field})` },
      { field, message: `names ${named}, not the domain of mailbox_email (${mailboxDomain})` },
    ],
  );
}
