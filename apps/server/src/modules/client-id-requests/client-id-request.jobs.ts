import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { whileStill } from '../../db/transaction.js';
import { defineJob, RetryJobError } from '../../jobs/job.js';
import type { ProviderError, ProviderResult } from '../../providers/result.js';
import { findDomainById } from '../domains/surface.js';
import { after } from '../grant-requests/surface.js';
import { clientIdMoves, transitionClientIdRequest } from './client-id-request.transition.js';
import {
  findClientIdRequestById,
  updateClientIdRequestFields,
} from './client-id-requests.repository.js';
import type { ClientIdRequestRow } from './client-id-requests.table.js';
import { clientIdScopes } from './client-ids.js';

const { requestIn } = clientIdMoves;
const isGoogle = (r: Pick<ClientIdRequestRow, 'platform'>) => r.platform === 'GOOGLE';

/**
 * `queued` -> `pending`: the instructions are ready (GOOGLE: add the client id in domain-wide
 * delegation; MICROSOFT / AZURE: nothing to do). The service starts verifying after
 * `delegationWaitMs` (GOOGLE: time for the admin to act), or at once (MICROSOFT / AZURE, or a
 * domain found no longer active: the start ends it, `processing` -> `failed`).
 */
export const prepareClientIdJob = defineJob({
  name: 'client-id-requests.prepare',
  payload: Type.Object({ requestId: Type.String() }),
  async handle({ requestId }, { ctx }) {
    const request = await requestIn(ctx, requestId, 'queued');
    if (!request) return;
    await whileStill(ctx.db, 'client_id_requests', request, async (trx, fresh) => {
      const google = isGoogle(fresh);
      const pending = await transitionClientIdRequest(trx, ctx, fresh, 'pending', {
        instructions: ctx.providers.oauthGrants.clientIdInstructions(tenantOf(fresh)),
        status_text: google
          ? 'Add the client id to domain-wide delegation (see instructions)'
          : 'Mailwright is granting tenant-wide admin consent; nothing to do',
      });
      const wait =
        google && (await domainActive(trx, pending)) ? ctx.providers.pace.delegationWaitMs : 0;
      await ctx.jobs.enqueue(
        trx,
        startClientIdJob,
        { requestId: pending.id },
        { key: `client-id-start:${pending.id}`, runAt: after(wait) },
      );
    });
  },
});

/**
 * `pending` -> `processing`. A domain no longer active ends the request there, `failed`
 * (`domain_not_active` on GOOGLE), before anything is granted. GOOGLE: looks for the delegation at
 * once. MICROSOFT / AZURE: grants tenant-wide admin consent, then checks until it is in effect
 * (several minutes). A grant refused for good ends the request `failed`; provider errors that
 * outlast the job's attempts `errored`.
 */
export const startClientIdJob = defineJob({
  name: 'client-id-requests.start',
  payload: Type.Object({ requestId: Type.String() }),
  maxAttempts: 5,
  async handle({ requestId }, { ctx, attempt, maxAttempts }) {
    let request: ClientIdRequestRow | null | undefined = await findClientIdRequestById(
      ctx.db,
      requestId,
    );
    if (request?.status === 'pending') {
      request = await whileStill(ctx.db, 'client_id_requests', request, async (trx, fresh) => {
        const moved = await transitionClientIdRequest(trx, ctx, fresh, 'processing', {
          status_text: isGoogle(fresh)
            ? 'Looking for the client id in domain-wide delegation'
            : 'Granting tenant-wide admin consent',
        });
        if (!(await domainActive(trx, moved))) return failDomainNotActive(trx, ctx, moved);
        if (isGoogle(moved)) await scheduleCheck(trx, ctx, moved, 0);
        return moved;
      });
    }
    if (request?.status !== 'processing' || isGoogle(request) || request.grant_started_at) return;
    const granted = await ctx.providers.oauthGrants.grantTenantConsent(tenantOf(request));
    if (!granted.ok && granted.error.retryable && attempt < maxAttempts) {
      throw new RetryJobError(
        `${granted.error.code}: ${granted.error.message}`,
        after(ctx.providers.pace.grantRetryMs),
      );
    }
    await whileStill(ctx.db, 'client_id_requests', request, async (trx, fresh) => {
      if (fresh.grant_started_at) return;
      if (!granted.ok) {
        await transitionClientIdRequest(
          trx,
          ctx,
          fresh,
          granted.error.retryable ? 'errored' : 'failed',
          {
            status_text: 'Tenant-wide consent could not be granted',
            status_reason: granted.error.message,
          },
        );
        return;
      }
      const now = new Date().toISOString();
      await updateClientIdRequestFields(trx, fresh.id, {
        grant_started_at: now,
        status_text: 'Tenant-wide admin consent granted; waiting for it to take effect',
        updated_at: now,
      });
      await scheduleCheck(trx, ctx, fresh, 0);
    });
  },
});

/**
 * One verification while `processing`. In effect: `completed`. Not yet (the delegation is not
 * there, the consent still propagating) or a provider error: checked again after the poll
 * interval, each time counted in `retry_count`; once `max_retries` retries were made, `failed`
 * (never found) or `errored` (provider errors). Refused with a reason, or the domain no longer
 * active: `failed`. `status_reason`
 * is a short code on GOOGLE and the provider's words on MICROSOFT / AZURE.
 */
export const checkClientIdJob = defineJob({
  name: 'client-id-requests.check',
  payload: Type.Object({ requestId: Type.String(), retry: Type.Integer() }),
  async handle({ requestId, retry }, { ctx }) {
    const request = await requestIn(ctx, requestId, 'processing');
    if (!request || request.retry_count !== retry) return;
    const outcome = await check(ctx, request);
    await whileStill(ctx.db, 'client_id_requests', request, async (trx, fresh) => {
      const google = isGoogle(fresh);
      if (!(await domainActive(trx, fresh))) {
        await failDomainNotActive(trx, ctx, fresh);
      } else if (outcome.kind === 'done') {
        await transitionClientIdRequest(trx, ctx, fresh, 'completed', {
          status_text: google
            ? 'Client id found in domain-wide delegation'
            : 'Tenant-wide admin consent in effect',
        });
      } else if (outcome.kind === 'refused') {
        await transitionClientIdRequest(trx, ctx, fresh, 'failed', {
          status_text: google ? 'The delegation is not usable' : 'Tenant-wide consent was refused',
          status_reason: google ? outcome.error.code : outcome.error.message,
        });
      } else if (fresh.retry_count >= fresh.max_retries) {
        const errored = outcome.kind === 'error';
        await transitionClientIdRequest(trx, ctx, fresh, errored ? 'errored' : 'failed', {
          status_text: `Gave up after ${fresh.retry_count} retries`,
          status_reason: giveUpReason(fresh, outcome),
        });
      } else {
        const now = new Date().toISOString();
        await updateClientIdRequestFields(trx, fresh.id, {
          retry_count: fresh.retry_count + 1,
          status_text: google
            ? `Looking for the client id in domain-wide delegation (retry ${fresh.retry_count + 1} of ${fresh.max_retries})`
            : `Waiting for tenant-wide consent to take effect (retry ${fresh.retry_count + 1} of ${fresh.max_retries})`,
          updated_at: now,
        });
        await scheduleCheck(trx, ctx, fresh, fresh.retry_count + 1);
      }
    });
  },
});

type CheckOutcome =
  | { kind: 'done' }
  | { kind: 'not_yet' }
  | { kind: 'error'; error: ProviderError }
  | { kind: 'refused'; error: ProviderError };

async function check(ctx: AppContext, request: ClientIdRequestRow): Promise<CheckOutcome> {
  const grants = ctx.providers.oauthGrants;
  const result: ProviderResult<{ found?: boolean; effective?: boolean }> = isGoogle(request)
    ? await grants.checkDelegation(tenantOf(request))
    : await grants.checkTenantConsent({
        ...tenantOf(request),
        since: request.grant_started_at ?? request.status_changed_at,
      });
  if (!result.ok)
    return { kind: result.error.retryable ? 'error' : 'refused', error: result.error };
  return result.found || result.effective ? { kind: 'done' } : { kind: 'not_yet' };
}

function giveUpReason(request: ClientIdRequestRow, outcome: CheckOutcome): string {
  if (isGoogle(request))
    return outcome.kind === 'error' ? 'provider_error' : 'delegation_not_found';
  return outcome.kind === 'error'
    ? outcome.error.message
    : `The consent was not in effect after ${request.retry_count} checks`;
}

async function scheduleCheck(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: Pick<ClientIdRequestRow, 'id' | 'platform'>,
  retry: number,
): Promise<void> {
  const { pace } = ctx.providers;
  const delay = isGoogle(request)
    ? retry === 0
      ? 0
      : pace.delegationPollMs
    : pace.tenantConsentPollMs;
  await ctx.jobs.enqueue(
    trx,
    checkClientIdJob,
    { requestId: request.id, retry },
    { key: `client-id-check:${request.id}:${retry}`, runAt: after(delay) },
  );
}

/** Queues the preparation of a new request. */
export async function scheduleClientIdPreparation(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: ClientIdRequestRow,
): Promise<void> {
  await ctx.jobs.enqueue(
    trx,
    prepareClientIdJob,
    { requestId: request.id },
    { key: `client-id-prepare:${request.id}`, runAt: after(ctx.providers.pace.grantPrepareMs) },
  );
}

/** Every job of the client-id lifecycle (registered in `main/jobs.ts`). */
export const clientIdRequestJobs = {
  prepare: prepareClientIdJob,
  start: startClientIdJob,
  check: checkClientIdJob,
};

/** Whether the request's domain is still active (its tenant can still be granted). */
async function domainActive(trx: Transaction<DB>, request: ClientIdRequestRow): Promise<boolean> {
  return (await findDomainById(trx, request.domain_id))?.status === 'active';
}

/** `processing` -> `failed`: the domain stopped being active while the request was open. */
async function failDomainNotActive(
  trx: Transaction<DB>,
  ctx: AppContext,
  request: ClientIdRequestRow,
): Promise<ClientIdRequestRow> {
  const domain = await findDomainById(trx, request.domain_id);
  return transitionClientIdRequest(trx, ctx, request, 'failed', {
    status_text: 'The domain is not active',
    status_reason: isGoogle(request)
      ? 'domain_not_active'
      : `The domain is ${domain?.status ?? 'gone'}; consent needs an active domain`,
  });
}

/** What the grants adapter is asked about: the request's tenant, client id and its scopes. */
function tenantOf(request: ClientIdRequestRow) {
  return {
    platform: request.platform,
    domain: request.domain_name,
    clientId: request.client_id,
    scopes: clientIdScopes(request.platform),
  };
}
