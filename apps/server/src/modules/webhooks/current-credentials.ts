import type { AppContext } from '../../context.js';
import { currentMailboxCredentials } from '../mailboxes/access.service.js';
import type { EventRow } from './events.table.js';

/**
 * Credentials in an event body are the ones current when the delivery is sent: a retry days
 * after the status change, or a redelivery, must not hand the receiver a password that was
 * changed since. Each record kind that carries credentials names here where to read them; the
 * sealed snapshot stored with the event is used when the record no longer exists. This is the
 * one place that decides it.
 */
const CURRENT_CREDENTIALS: Partial<
  Record<string, (ctx: AppContext, uid: string) => Promise<Record<string, string> | null>>
> = {
  mailbox: async (ctx, uid) => {
    const current = await currentMailboxCredentials(ctx, uid);
    return current ? { ...current } : null;
  },
};

/** `record` with its credential fields replaced by their current values, where they exist. */
export async function withCurrentCredentials(
  ctx: AppContext,
  event: Pick<EventRow, 'sensitive' | 'record_kind' | 'record_uid'>,
  record: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const read = event.sensitive ? CURRENT_CREDENTIALS[event.record_kind] : undefined;
  if (!read) return record;
  const current = await read(ctx, event.record_uid);
  if (!current) return record;
  // Only fields the record already has are replaced, in place, so the body keeps its shape.
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      Object.hasOwn(current, key) ? current[key] : value,
    ]),
  );
}
