import type {
  EventMetadata,
  MailboxPlatform,
  MailboxRecord,
  WebhookEvent,
} from '@mailwright/sdk/webhooks';
import type { RecordChange, RecordWriter } from './store.js';

/** Something to tell the operator once the processing transaction has committed. */
export interface Notice {
  level: 'info' | 'warn';
  message: string;
  /** Identifiers and URLs only: never a record, never a credential. */
  fields: Record<string, unknown>;
}

/** What processing one event did. */
export interface Outcome {
  /**
   * `applied`: stored; `stale`: older than what is stored; `ignored`: unknown event; `noted`:
   * nothing to store, a notice for a person (a verification code was sent).
   */
  outcome: 'applied' | 'stale' | 'ignored' | 'tested' | 'noted';
  event: string;
  kind?: string;
  uid?: string;
  status?: string;
  notices: Notice[];
}

/** A failure that no retry can fix: the event goes to `failed` at once. */
export class PermanentError extends Error {
  override name = 'PermanentError';
}

const GOOGLE_CLIENT_ID = /\.apps\.googleusercontent\.com$/;

/**
 * Applies one verified event: the record's latest state (newest `updated_at` wins), mailbox
 * credentials (sealed by the store), and notices for what needs a person (a consent URL to show,
 * a client id to add). Unknown events and platforms are kept and acknowledged, never an error.
 */
export function handleEvent(event: WebhookEvent, eventId: string, writer: RecordWriter): Outcome {
  switch (event.event) {
    case 'mailbox.status_changed': {
      const { mailbox, metadata } = event.data;
      const { password, app_password, secret, ...rest } = mailbox;
      const family = platformFamily(mailbox.platform);
      // Stored without the credentials (sealed apart), with what the platform means here.
      const stored = { ...rest, family };
      const result = apply(writer, 'mailbox', stored, metadata, eventId, {
        password,
        app_password,
        secret,
      });
      if (result.outcome === 'applied' && family === null) {
        result.notices.push({
          level: 'warn',
          message: 'mailbox on a platform this receiver does not know: stored as is',
          fields: { mailbox_uid: mailbox.uid, platform: mailbox.platform },
        });
      }
      return result;
    }
    case 'consent_request.status_changed': {
      const { consent_request: request, metadata } = event.data;
      const result = apply(writer, 'consent_request', request, metadata, eventId);
      if (result.outcome === 'applied' && request.status === 'pending' && request.consent_url) {
        // A real application shows this to the mailbox's owner (email, dashboard, chat).
        result.notices.push({
          level: 'info',
          message: 'consent needed: show the consent URL to the user',
          fields: {
            consent_request_uid: request.uid,
            mailbox_uid: metadata.mailbox_uid,
            consent_url: request.consent_url,
          },
        });
      }
      return result;
    }
    case 'client_id_request.status_changed': {
      const { client_id_request: request, metadata } = event.data;
      const result = apply(writer, 'client_id_request', request, metadata, eventId);
      // Only Google needs the customer: Microsoft and Azure grants are done by the service.
      if (
        result.outcome === 'applied' &&
        request.status === 'pending' &&
        GOOGLE_CLIENT_ID.test(request.client_id)
      ) {
        result.notices.push({
          level: 'info',
          message: 'client id grant needed: add it to domain-wide delegation in the admin console',
          fields: {
            client_id_request_uid: request.uid,
            client_id: request.client_id,
            domain_name: request.domain_name,
          },
        });
      }
      return result;
    }
    case 'domain.status_changed':
      return apply(writer, 'domain', event.data.domain, event.data.metadata, eventId);
    case 'verified_destination.verification_sent': {
      const sent = event.data.verified_destination;
      return {
        outcome: 'noted',
        event: event.event,
        kind: 'verified_destination',
        uid: sent.uid,
        notices: [
          {
            level: 'info',
            message: 'verification code sent to a forwarding destination: enter it with Verify',
            fields: { destination_uid: sent.uid, destination: sent.destination },
          },
        ],
      };
    }
    case 'webhook.test':
      return {
        outcome: 'tested',
        event: event.event,
        kind: 'test',
        uid: event.data.test.uid,
        notices: [{ level: 'info', message: 'test event received', fields: {} }],
      };
    case 'unknown':
      return ignored(event.name);
    default:
      // Only reachable with a queued event written by another version of this receiver.
      return ignored(String((event as { event?: unknown }).event));
  }
}

/** What a mailbox platform means to this receiver; null for one it does not know yet. */
function platformFamily(platform: MailboxPlatform): 'google' | 'microsoft' | 'smtp' | null {
  switch (platform) {
    case 'GOOGLE':
      return 'google';
    case 'MICROSOFT':
    case 'AZURE':
      return 'microsoft';
    case 'SMTP':
      return 'smtp';
    default:
      // The contract adds platforms without notice: keep the mailbox, handle it generically.
      return null;
  }
}

function apply(
  writer: RecordWriter,
  kind: string,
  record: { uid: string; status: string; previous_status: string | null },
  metadata: EventMetadata,
  eventId: string,
  credentials?: Pick<MailboxRecord, 'password' | 'app_password' | 'secret'>,
): Outcome {
  const updatedAtMs = Date.parse(metadata.updated_at);
  if (Number.isNaN(updatedAtMs)) {
    throw new PermanentError(`${kind} ${record.uid}: data.metadata.updated_at is not a timestamp`);
  }
  const change: RecordChange = {
    kind,
    uid: record.uid,
    status: record.status,
    previousStatus: record.previous_status,
    updatedAt: metadata.updated_at,
    updatedAtMs,
    eventId,
    record: { ...record },
    metadata: { ...metadata },
    ...(credentials ? { credentials } : {}),
  };
  const outcome = writer.applyRecord(change);
  return {
    outcome,
    event: `${kind}.status_changed`,
    kind,
    uid: record.uid,
    status: record.status,
    notices: [],
  };
}

function ignored(name: string): Outcome {
  return {
    outcome: 'ignored',
    event: name,
    notices: [
      {
        level: 'warn',
        message: 'event this receiver does not know: acknowledged and ignored',
        fields: { event: name },
      },
    ],
  };
}
