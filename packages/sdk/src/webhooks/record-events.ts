/**
 * Records of the events of the slow lifecycles (placement tests, warmup subscriptions, orders,
 * sequencers, exports, forwarding jobs): Mailwright's own events, each record exactly as its list
 * shows it (docs/webhooks.md). Written by hand; `sdk-event-types.test.ts` compares them with the
 * lists' response schemas.
 */
import type { EventMetadata } from './events.js';

/**
 * `data.metadata` of the events of slow records (placement tests, warmup subscriptions, orders,
 * sequencers, exports, forwarding jobs): their records are shown as their lists show them, so
 * the status before the change is here.
 */
export interface StatusEventMetadata extends EventMetadata {
  /** The status before this change; null when the record was just created. */
  previous_status: string | null;
}

/** Placement test run status. */
export type PlacementTestStatus = 'created' | 'running' | 'completed' | 'failed';

/** Counts and shares of a placement test's copies; a share is null while none is measured. */
export interface PlacementFigures {
  copies: number;
  pending: number;
  measured: number;
  inbox: number;
  tab: number;
  spam: number;
  missing: number;
  not_sent: number;
  inbox_pct: number | null;
  tab_pct: number | null;
  spam_pct: number | null;
  missing_pct: number | null;
}

/** `data.placement_test` of `placement_test.status_changed`: a run as List tests shows it. */
export interface PlacementTestRecord {
  uid: string;
  name: string;
  status: PlacementTestStatus;
  previous_status: string | null;
  /** The scheduled test this run is a firing of. */
  schedule_uid: string | null;
  subject: string;
  mailbox_uids: string[];
  providers: string[];
  delivery_mode: string;
  /** Credits charged. */
  price: number;
  refunded: boolean;
  failure_reason: string | null;
  overall: PlacementFigures;
  by_provider: Array<PlacementFigures & { provider: string; name: string }>;
  /** ISO 8601 UTC. */
  created_at: string;
  started_at: string | null;
  deadline_at: string | null;
  completed_at: string | null;
}

/** Warmup subscription status. */
export type WarmupSubscriptionStatus = 'pending' | 'active' | 'paused' | 'cancelled';

/**
 * `data.warmup_subscription` of `warmup_subscription.status_changed`: a subscription as List
 * warmup subscriptions shows it (the real service's casing, `createdAt`, included).
 */
export interface WarmupSubscriptionRecord {
  uid: string;
  status: WarmupSubscriptionStatus;
  mailbox_email: string;
  price_per_month: number;
  started_at: string | null;
  next_billing_date: string | null;
  createdAt: string;
  mailbox: { uid: string; username: string; domain_name: string; platform: string; status: string };
  /** Why it is paused or cancelled, or empty. */
  status_reason: string;
  warmup_tag: string;
  warmup_limit: number;
  warmup_increment: number;
  warmup_start: number;
  warmup_replyrate: number;
  day: number;
  paused_at: string | null;
  cancelled_at: string | null;
  included_until: string | null;
  /** Inbox share of its warmup mail over 7 days, 0–100; null before any arrived. */
  health_score: number | null;
}

/** Order status. */
export type OrderStatus = 'queued' | 'processing' | 'done' | 'error';

/** `data.order` of `order.status_changed`: an order as List orders shows it. */
export interface OrderRecord {
  order_id: string;
  /** The same as `order_id`. */
  id: string;
  status: OrderStatus;
  payment_type: 'wallet' | 'checkout';
  payment_status: 'paid' | 'awaiting_payment' | 'unpaid';
  total_cost: number;
  sequencer_uid: string | null;
  workspace: { uid: string; name: string };
  domains_count: number;
  refused_count: number;
  domains: Array<{
    name: string;
    type: 'register' | 'connect' | 'prewarm';
    status: string;
    status_reason: string;
    registration_years: number;
    price: number;
    domain_uid: string | null;
    domain_status: string | null;
    mailboxes: Array<{
      email: string;
      platform: string;
      status: string;
      status_reason: string;
      price: number;
      mailbox_uid: string | null;
      export_uid: string | null;
    }>;
  }>;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** Sequencer connection status. */
export type SequencerStatus = 'verifying' | 'awaiting_code' | 'active' | 'failed' | 'disconnected';

/**
 * `data.sequencer` of `sequencer.status_changed`: the contract's Sequencer record, as List
 * sequencers shows it (never a credential).
 */
export interface SequencerRecord {
  _id: string;
  uid: string;
  name: string;
  platform: string;
  username: string;
  status: SequencerStatus;
  status_reason: string;
  workspace_name: string;
  consent_url: string;
  createdAt: string;
  updatedAt: string;
  /** The platform's connection form and how to show it (as List sequencers). */
  platform_metadata: Record<string, unknown>;
}

/** Export status. */
export type SequencerExportStatus =
  | 'pending'
  | 'authorizing'
  | 'exporting'
  | 'completed'
  | 'failed';

/** `data.sequencer_export` of `sequencer_export.status_changed`: as Export status shows it. */
export interface SequencerExportRecord {
  uid: string;
  mailbox_uid: string;
  mailbox_email: string;
  sequencer_uid: string;
  status: SequencerExportStatus;
  method: 'imap' | 'oauth';
  error_message: string;
  /** While `authorizing` waits for the customer: the platform's OAuth link to open; else empty. */
  authorization_url: string;
  /** When that link stops working; null when none. */
  authorization_expires_at: string | null;
  attempts: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** Forwarding job status. */
export type ForwardingJobStatus = 'pending' | 'processing' | 'completed' | 'failed';

/**
 * `data.forwarding_job` of `forwarding_job.status_changed`: the contract's Forwarding job record
 * with the job's own `uid`, as List forwarding jobs shows it.
 */
export interface ForwardingJobRecord {
  uid: string;
  mailbox_uid: string;
  mailbox_email: string;
  forwarding_email: string;
  action: 'enable' | 'update' | 'disable';
  status: ForwardingJobStatus;
  status_message: string;
  error_message: string;
  attempts: number;
  max_attempts: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  last_attempt_at: string | null;
  next_retry_at: string | null;
}
