import { knownEvents, type WebhookEvent } from '@mailwright/sdk/webhooks';
import { CREDENTIAL_FIELDS } from '../lib/logger.js';
import { maskCredentials } from '../modules/webhooks/credentials.js';

/** What `--forward-to` got from the user's application. */
export type ForwardResult = { url: string; status: number } | { url: string; error: string };

export interface FormatOptions {
  receivedAt: Date;
  forward?: ForwardResult;
  /** `--show-credentials`: print credential values instead of masking them. */
  showCredentials: boolean;
}

/** The record an event is about: its kind (the key under `data`) and the record itself. */
export function recordOf(event: WebhookEvent): {
  kind: string | null;
  record: Record<string, unknown> | null;
} {
  const data = event.data as Record<string, unknown>;
  const kind =
    event.event === 'unknown'
      ? (Object.keys(data).find((key) => key !== 'metadata' && isObject(data[key])) ?? null)
      : knownEvents[event.event];
  const record = kind !== null && isObject(data[kind]) ? data[kind] : null;
  return { kind, record };
}

/** Fields that name a record for a person, in the order they are looked for. */
const LABEL_FIELDS = ['email', 'mailbox_email', 'domain_name', 'name', 'destination'] as const;

/**
 * What a person knows the record by: a mailbox's address, a domain's name, an export's or a
 * forwarding job's mailbox, a sequencer's or a test's name, an order's domains; null when none.
 */
export function labelOf(record: Record<string, unknown> | null): string | null {
  if (!record) return null;
  for (const field of LABEL_FIELDS) {
    const value = text(record[field]);
    if (value) return value;
  }
  const domains = Array.isArray(record.domains)
    ? record.domains.flatMap((d) => (isObject(d) && text(d.name) ? [d.name as string] : []))
    : [];
  if (domains.length === 0) return null;
  return domains.length > 3 ? `${domains.slice(0, 3).join(',')},…` : domains.join(',');
}

/** The record's uid (an order's is its `order_id`). */
const uidOf = (record: Record<string, unknown> | null) =>
  text(record?.uid) ?? text(record?.order_id);

/**
 * The status before this change: the record's `previous_status`, or `data.metadata`'s for the
 * records whose lists show none (placement tests aside, the slow records' events).
 */
function previousStatusOf(event: WebhookEvent, record: Record<string, unknown> | null) {
  const metadata = (event.data as Record<string, unknown>).metadata;
  return (
    text(record?.previous_status) ??
    (isObject(metadata) ? text(metadata.previous_status) : undefined)
  );
}

/**
 * One readable line per event: time received, event name, record kind, uid and the name a
 * person knows it by (address, domain, sequencer …), status change, event id; the consent URL of
 * a pending consent request; what the forwarded application answered. Credential values appear
 * only with `showCredentials`.
 */
export function formatEventLine(event: WebhookEvent, options: FormatOptions): string {
  const name = event.event === 'unknown' ? event.name : event.event;
  const { kind, record } = recordOf(event);
  const parts = [options.receivedAt.toISOString(), name];
  const label = labelOf(record);
  parts.push(kind ? `${kind} ${uidOf(record) ?? '-'}${label ? ` ${label}` : ''}` : '-');
  const status = text(record?.status);
  if (status) parts.push(`${previousStatusOf(event, record) ?? '(new)'} -> ${status}`);
  parts.push(`event ${event.eventId ?? '-'}`);
  if (event.event === 'consent_request.status_changed' && status === 'pending') {
    parts.push(`consent_url ${event.data.consent_request.consent_url}`);
  }
  if (options.showCredentials && record) {
    for (const field of CREDENTIAL_FIELDS) {
      const value = record[field];
      if (typeof value === 'string' && value !== '') parts.push(`${field}=${value}`);
    }
  }
  if (options.forward) parts.push(`=> ${forwardText(options.forward)}`);
  return parts.join('  ');
}

/** The event as one JSON object (`--json`), credentials masked unless `showCredentials`. */
export function formatEventJson(event: WebhookEvent, options: FormatOptions): string {
  const { kind, record } = recordOf(event);
  return JSON.stringify({
    received_at: options.receivedAt.toISOString(),
    event: event.event === 'unknown' ? event.name : event.event,
    event_id: event.eventId,
    kind,
    uid: uidOf(record) ?? null,
    label: labelOf(record),
    previous_status: previousStatusOf(event, record) ?? null,
    status: text(record?.status) ?? null,
    timestamp: event.timestamp,
    team_id: event.team_id,
    team_name: event.team_name,
    data: options.showCredentials ? event.data : maskCredentials(event.data),
    ...(options.forward ? { forward: options.forward } : {}),
  });
}

function forwardText(forward: ForwardResult): string {
  return 'status' in forward
    ? `${forward.status} from ${forward.url}`
    : `${forward.url} failed: ${forward.error}`;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
