import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import { defineTransitions } from '../../lib/lifecycle.js';
import type { ProviderError } from '../../providers/result.js';
import {
  type GrantRequestStatus,
  grantRequestLifecycle,
  isTerminal,
} from './grant-request.lifecycle.js';
import type {
  GrantRequestColumns,
  GrantRequestFieldChanges,
  GrantRequestStore,
} from './grant-requests.store.js';

/**
 * A request kind's moves, the part consent and client-id requests share: each move checked
 * against {@link grantRequestLifecycle}, `status_reason` empty unless given, `completed_at` set
 * (and the open key released, so another request can start) on a terminal status, written only
 * if no one moved the request first (a 409 otherwise), then the kind's event. `effects` adds the
 * kind's own columns decided by a move; `emit` records its `*.status_changed`.
 */
export function defineGrantRequestMoves<R extends GrantRequestColumns>(kind: {
  /** In messages: `consent request`, `client-id request`. */
  name: string;
  store: GrantRequestStore<R>;
  effects?: (
    row: R,
    to: GrantRequestStatus,
    changes: GrantRequestFieldChanges<R>,
  ) => GrantRequestFieldChanges<R>;
  emit: (trx: Transaction<DB>, ctx: AppContext, row: R) => Promise<void>;
}) {
  const { store } = kind;
  const moves = defineTransitions<
    GrantRequestStatus,
    R,
    GrantRequestFieldChanges<R>,
    Transaction<DB>,
    AppContext
  >({
    lifecycle: grantRequestLifecycle,
    movedMeanwhile: (row) => `The ${kind.name} ${row.uid} changed meanwhile; try again`,
    resets: () => ({ status_reason: '' }) as GrantRequestFieldChanges<R>,
    effects: async (_trx, row, to, now, changes) =>
      ({
        ...kind.effects?.(row, to, changes),
        completed_at: isTerminal(to) ? now : null,
        ...(isTerminal(to) ? { open_key: null } : {}),
      }) as GrantRequestFieldChanges<R>,
    write: (trx, row, written) => store.writeStatus(trx, row.id, row.status, written),
    reread: async (trx, row) => (await store.findById(trx, row.id)) as R,
    insert: (trx, row) => store.insert(trx, row),
    emit: kind.emit,
  });
  return {
    transition: moves.transition,
    /** Creates a request in `queued` and records its first event (`previous_status` null). */
    create: moves.create,
    /** The request `id` if it is (still) in `status`, as a job finds it when it runs. */
    async requestIn(ctx: AppContext, id: string, status: GrantRequestStatus): Promise<R | null> {
      const request = await store.findById(ctx.db, id);
      return request?.status === status ? request : null;
    },
  };
}

/** A time `ms` from now, when a request's next job runs. */
export const after = (ms: number) => new Date(Date.now() + ms);

/** A provider error as a `status_reason`: its message and code. */
export function providerReason(error: ProviderError): string {
  return `${error.message} (${error.code})`;
}
