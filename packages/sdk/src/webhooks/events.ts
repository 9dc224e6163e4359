/**
 * Webhook event types, written from the contract's Events tables (`service-api.md`) and
 * DESIGN.md's decisions. Where the contract says new values may come (`platform`, and the
 * statuses it does not list), the type stays open with `(string & {})`: editors still suggest
 * the known values, and an unknown one compiles and never throws.
 */

/** Mailbox hosting platform. New values may be added without notice: keep a default branch. */
export type MailboxPlatform = 'GOOGLE' | 'MICROSOFT' | 'AZURE' | 'SMTP' | (string & {});

/** Mailbox status (the contract's closed list). */
export type MailboxStatus =
  | 'pending'
  | 'processing'
  | 'waiting_for_dns_propagation'
  | 'waiting_for_activation_email'
  | 'activation_email_received'
  | 'configuring_workspace'
  | 'configuring_dns'
  | 'configuring_dkim'
  | 'configuring_auth'
  | 'finalizing_setup'
  | 'active'
  | 'inactive'
  | 'scheduled'
  | 'suspended'
  | 'failed'
  | 'renewal_failed'
  | 'scheduled_for_cancellation'
  | 'cancelled'
  | 'archived'
  | 'deleted';

/** Renewal status of a mailbox or a domain. */
export type RenewalStatus =
  | 'na'
  | 'pending'
  | 'completed'
  | 'failed'
  | 'cancelled'
  | 'permanent_failure';

/** The lifecycle shared by consent requests and client-id requests. */
export type RequestStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'completed'
  | 'failed'
  | 'errored'
  | 'cancelled';

/**
 * Domain status: the contract does not list the values, so the type is open. The last three are
 * Mailwright's (docs/lifecycles.md): the registrar refused the name, the nameservers were not seen
 * before the deadline, and a removal tearing down the DNS zone.
 */
export type DomainStatus =
  | 'cart'
  | 'registration_in_progress'
  | 'dns_setup_pending'
  | 'waiting_for_dns_propagation'
  | 'active'
  | 'inactive'
  | 'payment_failed'
  | 'cancelled'
  | 'deleted'
  | 'registration_failed'
  | 'expired_propagation'
  | 'scheduled_for_deletion'
  | (string & {});

/** `data.mailbox` of `mailbox.status_changed`. Carries plaintext credentials: never log it. */
export interface MailboxRecord {
  /** Stable identifier of the mailbox. */
  uid: string;
  /** `<username>@<domain_name>`. */
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  /** URL, or an empty string when unset. */
  profile_picture: string;
  status: MailboxStatus;
  previous_status: string | null;
  platform: MailboxPlatform;
  /** ISO 8601 UTC. */
  renewal_date: string | null;
  renewal_status: RenewalStatus;
  is_admin: boolean;
  /** Plaintext main login password. */
  password: string;
  /** Plaintext application-specific password. */
  app_password: string;
  /** Plaintext 2FA or secondary-auth secret; may be empty. */
  secret: string;
  is_add_on: boolean;
}

/** Fields of every event's `data.metadata`. */
export interface EventMetadata {
  /** ISO 8601 UTC: when the record last changed. Order changes of one record by it. */
  updated_at: string;
  /** Internal workspace identifier. */
  workspace_id: string;
  /** The workspace uid (as List workspaces and `X-Workspace-Id`). */
  workspace_uid: string | null;
}

export interface MailboxEventMetadata extends EventMetadata {
  domain_id: string;
  domain_uid: string | null;
  domain_name: string;
}

/** A tag on a domain. */
export interface DomainTag {
  uid: string;
  name: string;
}

/** `data.domain` of `domain.status_changed`. */
export interface DomainRecord {
  uid: string;
  name: string;
  tld: string;
  status: DomainStatus;
  previous_status: string | null;
  dns_propagation_status:
    | 'pending'
    | 'waiting'
    | 'propagated'
    | 'failed'
    | 'errored'
    | (string & {});
  nameservers: string[];
  /** ISO 8601 UTC. */
  renewal_date: string | null;
  renewal_status: RenewalStatus | (string & {});
  registration_years: number;
  tags: DomainTag[];
}

/** `data.consent_request` of `consent_request.status_changed`. */
export interface ConsentRequestRecord {
  uid: string;
  status: RequestStatus;
  previous_status: string | null;
  /** Show it to the user while `status` is `pending`. */
  consent_url: string;
  /** Short message for display; may be empty. */
  status_text: string;
  /** Failure detail in free text; may be empty; not a stable enum. */
  status_reason: string;
  retry_count: number;
  max_retries: number;
  /** ISO 8601 UTC, set at a terminal status. */
  completed_at: string | null;
}

export interface ConsentRequestEventMetadata extends EventMetadata {
  mailbox_id: string;
  mailbox_uid: string | null;
}

/** `data.client_id_request` of `client_id_request.status_changed`. */
export interface ClientIdRequestRecord {
  uid: string;
  status: RequestStatus;
  previous_status: string | null;
  domain_name: string;
  /**
   * An OAuth client id ending in `.apps.googleusercontent.com` on Google, a GUID on Microsoft /
   * Azure: the payload has no platform field, this tells it.
   */
  client_id: string;
  status_text: string;
  /** A short code on Google; free text (often empty) on Microsoft / Azure: do not branch on it. */
  status_reason: string;
  retry_count: number;
  max_retries: number;
  completed_at: string | null;
}

/** `data.infraguard_alert` of `infraguard_alert.status_changed` (Mailwright's: docs/webhooks.md). */
export interface InfraGuardAlertRecord {
  uid: string;
  domain_uid: string;
  domain_name: string;
  /** What found it: a blocklist, a DNS check, or the bounce rate. */
  type: 'blocklist' | 'dns' | 'bounce' | (string & {});
  /** The list's zone, the record label (SPF, DKIM, DMARC, MX), or `bounces`. */
  source: string;
  severity: 'info' | 'warning' | 'critical' | (string & {});
  status: AlertStatus;
  previous_status: string | null;
  title: string;
  detail: string;
  /** ISO 8601 UTC. */
  opened_at: string;
  acknowledged_at: string | null;
  resolved_at: string | null;
  /** `check` (the next check was clean) or `user`; null until resolved. */
  resolved_by: string | null;
}

/** InfraGuard alert status. */
export type AlertStatus = 'open' | 'acknowledged' | 'resolved';

/** `data.test` of `webhook.test`, Mailwright's event for checking a receiver. */
export interface WebhookTestRecord {
  uid: string;
  message: string;
}

/** `data.metadata` of `webhook.test`. */
export interface WebhookTestMetadata {
  /** ISO 8601 UTC: when the test event was requested. */
  requested_at: string;
  workspace_id: string;
  workspace_uid: string | null;
}

/**
 * `data.verified_destination` of `verified_destination.verification_sent`: a verification code
 * went to a forwarding destination (docs/api/verified-destinations.md).
 */
export interface VerifiedDestinationRecord {
  uid: string;
  destination: string;
  message_id: string;
  /** ISO 8601 UTC. */
  code_expires_at: string;
  /** The code itself in the sandbox (the message went through the simulated network); else null. */
  verification_code: string | null;
}

/** `data.metadata` of `verified_destination.verification_sent`. */
export interface VerificationSentMetadata {
  sandbox: boolean;
  /** ISO 8601 UTC. */
  sent_at: string;
}

import type {
  ForwardingJobRecord,
  OrderRecord,
  PlacementTestRecord,
  SequencerExportRecord,
  SequencerRecord,
  StatusEventMetadata,
  WarmupSubscriptionRecord,
} from './record-events.js';

/** Fields every delivery's body carries. */
interface Envelope<Name extends string, Data> {
  /** The event name. */
  event: Name;
  /** ISO 8601 UTC. Order changes of a record by `data.metadata.updated_at`, not by this. */
  timestamp: string;
  /** The team (owner of the workspace). */
  team_id: string;
  team_name: string;
  data: Data;
  /**
   * `X-Service-Event-Id` (or the Standard Webhooks `webhook-id`): one id per status change,
   * stable across retries; de-duplicate deliveries by it. Null when the sender sent neither.
   */
  eventId: string | null;
}

export type MailboxStatusChangedEvent = Envelope<
  'mailbox.status_changed',
  { mailbox: MailboxRecord; metadata: MailboxEventMetadata }
>;

export type DomainStatusChangedEvent = Envelope<
  'domain.status_changed',
  { domain: DomainRecord; metadata: EventMetadata }
>;

export type ConsentRequestStatusChangedEvent = Envelope<
  'consent_request.status_changed',
  { consent_request: ConsentRequestRecord; metadata: ConsentRequestEventMetadata }
>;

export type ClientIdRequestStatusChangedEvent = Envelope<
  'client_id_request.status_changed',
  { client_id_request: ClientIdRequestRecord; metadata: EventMetadata }
>;

export type VerificationSentEvent = Envelope<
  'verified_destination.verification_sent',
  { verified_destination: VerifiedDestinationRecord; metadata: VerificationSentMetadata }
>;

export type InfraGuardAlertStatusChangedEvent = Envelope<
  'infraguard_alert.status_changed',
  { infraguard_alert: InfraGuardAlertRecord; metadata: EventMetadata }
>;

export type PlacementTestStatusChangedEvent = Envelope<
  'placement_test.status_changed',
  { placement_test: PlacementTestRecord; metadata: StatusEventMetadata }
>;

export type WarmupSubscriptionStatusChangedEvent = Envelope<
  'warmup_subscription.status_changed',
  { warmup_subscription: WarmupSubscriptionRecord; metadata: StatusEventMetadata }
>;

export type OrderStatusChangedEvent = Envelope<
  'order.status_changed',
  { order: OrderRecord; metadata: StatusEventMetadata }
>;

export type SequencerStatusChangedEvent = Envelope<
  'sequencer.status_changed',
  { sequencer: SequencerRecord; metadata: StatusEventMetadata }
>;

export type SequencerExportStatusChangedEvent = Envelope<
  'sequencer_export.status_changed',
  { sequencer_export: SequencerExportRecord; metadata: StatusEventMetadata }
>;

export type ForwardingJobStatusChangedEvent = Envelope<
  'forwarding_job.status_changed',
  { forwarding_job: ForwardingJobRecord; metadata: StatusEventMetadata }
>;

export type WebhookTestEvent = Envelope<
  'webhook.test',
  { test: WebhookTestRecord; metadata: WebhookTestMetadata }
>;

/**
 * An event this SDK version does not know. `event` is `'unknown'` so the union stays
 * discriminated; `name` is the name the delivery carried.
 */
export interface UnknownWebhookEvent extends Envelope<'unknown', Record<string, unknown>> {
  /** The event name as delivered. */
  name: string;
}

/** A verified delivery: switch on `event`, and keep a branch for `'unknown'`. */
export type WebhookEvent =
  | MailboxStatusChangedEvent
  | DomainStatusChangedEvent
  | ConsentRequestStatusChangedEvent
  | ClientIdRequestStatusChangedEvent
  | VerificationSentEvent
  | InfraGuardAlertStatusChangedEvent
  | PlacementTestStatusChangedEvent
  | WarmupSubscriptionStatusChangedEvent
  | OrderStatusChangedEvent
  | SequencerStatusChangedEvent
  | SequencerExportStatusChangedEvent
  | ForwardingJobStatusChangedEvent
  | WebhookTestEvent
  | UnknownWebhookEvent;

/** Names of the events this SDK version knows, and the `data` key holding each one's record. */
export const knownEvents = {
  'mailbox.status_changed': 'mailbox',
  'domain.status_changed': 'domain',
  'consent_request.status_changed': 'consent_request',
  'client_id_request.status_changed': 'client_id_request',
  'verified_destination.verification_sent': 'verified_destination',
  'infraguard_alert.status_changed': 'infraguard_alert',
  'placement_test.status_changed': 'placement_test',
  'warmup_subscription.status_changed': 'warmup_subscription',
  'order.status_changed': 'order',
  'sequencer.status_changed': 'sequencer',
  'sequencer_export.status_changed': 'sequencer_export',
  'forwarding_job.status_changed': 'forwarding_job',
  'webhook.test': 'test',
} as const satisfies Record<Exclude<WebhookEvent['event'], 'unknown'>, string>;

export type KnownEventName = keyof typeof knownEvents;
