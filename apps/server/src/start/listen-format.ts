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

/**
 * One readable line per event: time received, event name, record kind and uid, status change,
 * event id; the consent URL of a pending consent request; what the forwarded application
 * answered. Credential values appear only with `showCredentials`.
 */
export function formatEventLine(event: WebhookEvent, options: FormatOptions): string {
  const name = event.event === 'unknown' ? event.name : event.event;
  const { kind, record } = recordOf(event);
  const parts = [options.receivedAt.toISOString(), name];
  parts.push(kind ? `${kind} ${text(record?.uid) ?? '-'}` : '-');
  const status = text(record?.status);
  if (status) parts.push(`${text(record?.previous_status) ?? '(new)'} -> ${status}`);
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
    uid: text(record?.uid) ?? null,
    previous_status: text(record?.previous_status) ?? null,
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
