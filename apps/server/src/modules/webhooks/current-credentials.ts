import type { SecretBox } from '../../lib/secret-box.js';
import type { DeliveryRow } from './events.repository.js';

/**
 * Credentials in an event body are the ones current when the delivery is sent: a retry days
 * after the status change, or a redelivery, must not hand the receiver a password that was
 * changed since. The batch's joined read (`findDeliveries`) takes, for a sensitive event about a
 * mailbox, that mailbox's sealed credentials as they are now; the sealed snapshot stored with
 * the event is used when the mailbox no longer exists. This is the one place that decides what
 * a body carries: a new record kind with credentials adds its join there and its case here.
 */
export function currentCredentials(
  secrets: SecretBox,
  delivery: Pick<
    DeliveryRow,
    | 'sensitive'
    | 'record_kind'
    | 'mailbox_password_sealed'
    | 'mailbox_app_password_sealed'
    | 'mailbox_secret_sealed'
  >,
): Record<string, string> | null {
  if (!delivery.sensitive || delivery.record_kind !== 'mailbox') return null;
  const password = delivery.mailbox_password_sealed;
  const appPassword = delivery.mailbox_app_password_sealed;
  const secret = delivery.mailbox_secret_sealed;
  // All null: the mailbox no longer exists.
  if (password === null || appPassword === null || secret === null) return null;
  // The fields of a mailbox's credentials (`MailboxCredentials`), opened here: webhooks sit
  // below mailboxes and never import them.
  return {
    password: secrets.open(password),
    app_password: secrets.open(appPassword),
    secret: secrets.open(secret),
  };
}

/** `record` with its credential fields replaced by `current` values (from {@link currentCredentials}). */
export function withCurrentCredentials(
  record: Record<string, unknown>,
  current: Record<string, string> | null,
): Record<string, unknown> {
  if (!current) return record;
  // Only fields the record already has are replaced, in place, so the body keeps its shape.
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      Object.hasOwn(current, key) ? current[key] : value,
    ]),
  );
}
