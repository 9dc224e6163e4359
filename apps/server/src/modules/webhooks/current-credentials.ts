import type { AppContext } from '../../context.js';
import { currentMailboxCredentials } from '../mailboxes/access.service.js';
import type { EventRow } from './events.table.js';

/**
 * Credentials in an event body are the ones current when the delivery is sent: a retry days
 * after the status change, or a redelivery, must not hand the receiver a password that was
 * changed since. Each record kind that carries credentials names here where to read them (many
 * records at once, for a batch of deliveries); the sealed snapshot stored with the event is used
 * when the record no longer exists. This is the one place that decides it.
 */
const CURRENT_CREDENTIALS: Partial<
  Record<
    string,
    (ctx: AppContext, uids: readonly string[]) => Promise<Map<string, Record<string, string>>>
  >
> = {
  mailbox: async (ctx, uids) => {
    const current = await currentMailboxCredentials(ctx, uids);
    return new Map([...current].map(([uid, credentials]) => [uid, { ...credentials }]));
  },
};

type CredentialEvent = Pick<EventRow, 'sensitive' | 'record_kind' | 'record_uid'>;

/** The current credentials of the records of `events` that carry them, by kind and uid. */
export async function readCurrentCredentials(
  ctx: AppContext,
  events: readonly CredentialEvent[],
): Promise<Map<string, Record<string, string>>> {
  const uidsByKind = new Map<string, Set<string>>();
  for (const event of events) {
    if (!event.sensitive || !CURRENT_CREDENTIALS[event.record_kind]) continue;
    const uids = uidsByKind.get(event.record_kind) ?? new Set();
    uids.add(event.record_uid);
    uidsByKind.set(event.record_kind, uids);
  }
  const found = new Map<string, Record<string, string>>();
  for (const [kind, uids] of uidsByKind) {
    const read = CURRENT_CREDENTIALS[kind];
    if (!read) continue;
    for (const [uid, values] of await read(ctx, [...uids])) found.set(`${kind}:${uid}`, values);
  }
  return found;
}

/** `record` with its credential fields replaced by `current` values (from {@link readCurrentCredentials}). */
export function withCurrentCredentials(
  event: CredentialEvent,
  record: Record<string, unknown>,
  current: ReadonlyMap<string, Record<string, string>>,
): Record<string, unknown> {
  const values = event.sensitive ? current.get(`${event.record_kind}:${event.record_uid}`) : null;
  if (!values) return record;
  // Only fields the record already has are replaced, in place, so the body keeps its shape.
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      Object.hasOwn(values, key) ? values[key] : value,
    ]),
  );
}
