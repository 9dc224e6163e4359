import type { Selectable } from 'kysely';

/** An operator-owned seed mailbox: simulated (the sandbox's) or a real one read over IMAP. */
export interface PlacementSeedTable {
  id: string;
  uid: string;
  /** A key of `SEED_PROVIDERS`. */
  provider: string;
  email: string;
  kind: 'simulated' | 'imap';
  imap_host: string | null;
  imap_port: number | null;
  imap_tls: number;
  /** IMAP login (default the address). */
  username: string | null;
  /** The IMAP password (or app password), sealed with the service's key. */
  password_sealed: string | null;
  /** 0 when the operator took it out of the pool. */
  enabled: number;
  health: 'healthy' | 'failing' | 'unchecked';
  health_error: string | null;
  checked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What a test sends: subject, text and an optional HTML alternative (JSON in `content`). */
export interface PlacementContent {
  subject: string;
  text: string;
  html: string | null;
}

export type DeliveryMode = 'together' | 'one_by_one';

/** A scheduled test: its definition and when it fires (weekdays, time, IANA time zone). */
export interface PlacementScheduleTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  name: string;
  /** JSON {@link PlacementContent}. */
  content: string;
  /** JSON array of the sending mailboxes' internal ids. */
  sender_ids: string;
  /** JSON array of provider keys. */
  providers: string;
  delivery_mode: DeliveryMode;
  /** JSON array of weekdays, `monday` … `sunday`. */
  days: string;
  /** `HH:MM`, 24 h, in `timezone`. */
  time: string;
  timezone: string;
  status: 'active' | 'paused';
  /** The next firing, on the workspace's time line (null while paused). */
  next_run_at: string | null;
  last_run_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One run of a placement test (a one-off test, or one firing of a schedule). */
export interface PlacementTestTable {
  id: string;
  uid: string;
  team_id: string;
  workspace_id: string;
  schedule_id: string | null;
  schedule_uid: string | null;
  name: string;
  content: string;
  sender_ids: string;
  providers: string;
  delivery_mode: DeliveryMode;
  status: 'created' | 'running' | 'completed' | 'failed';
  previous_status: string | null;
  status_changed_at: string;
  failure_reason: string | null;
  price_cents: number;
  charge_entry_id: string | null;
  refunded: number;
  started_at: string | null;
  /** Copies not found by then are `missing`. */
  deadline_at: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One copy of a test: from one sender to one seed. */
export interface PlacementCopyTable {
  id: string;
  test_id: string;
  sender_mailbox_id: string;
  sender_email: string;
  seed_id: string;
  seed_email: string;
  provider: string;
  /** The copy's unique token, in its `X-Mailwright-Placement` header and its body. */
  token: string;
  message_id: string;
  /** `pending` → `sent` → `found` | `missing`; `not_sent` when it could not leave. */
  status: 'pending' | 'sent' | 'found' | 'missing' | 'not_sent';
  ledger_id: string | null;
  /** On the workspace's time line. */
  sent_at: string | null;
  /** Real time of the send, to measure the arrival delay against the receiver's clock. */
  network_sent_at: string | null;
  folder: string | null;
  arrived_at: string | null;
  delay_seconds: number | null;
  spf: string | null;
  dkim: string | null;
  dmarc: string | null;
  error: string | null;
}

export type PlacementSeedRow = Selectable<PlacementSeedTable>;
export type PlacementScheduleRow = Selectable<PlacementScheduleTable>;
export type PlacementTestRow = Selectable<PlacementTestTable>;
export type PlacementCopyRow = Selectable<PlacementCopyTable>;
