import type { Selectable } from 'kysely';

/**
 * The counters every insight rollup keeps, in one shape. A sent message counts in the bucket of
 * the hour (or day) it was sent, and so does what later happened to it (bounced, replied): that
 * hour's cohort. Only `replies_received` counts at the hour the reply came back (the heatmap).
 * Reply counters are about campaign mail (warmup replies are the warmup engine's own doing).
 */
export const INSIGHT_COUNTS = [
  /** Every message the mailbox sent, of any kind. */
  'sent',
  'campaign_sent',
  /** Campaign messages that started a thread / continued one the mailbox started. */
  'first_touch',
  'follow_up',
  'warmup_sent',
  /** Replies the mailbox itself sent. */
  'reply_sent',
  /** Placement-test seed messages and anything else. */
  'other_sent',
  /** Of those sent: found at the recipient in the inbox (a tab included) / in spam. */
  'inbox',
  'spam',
  'bounced',
  'hard_bounced',
  'soft_bounced',
  /** Refused or filed for failing SPF, DKIM or DMARC (`auth-failures.ts`). */
  'auth_failed',
  /** Campaign messages answered by a person / by an auto-responder. */
  'replied',
  'auto_replied',
  /** Campaign threads (counted at the first touch's hour) that got their first human reply. */
  'replied_threads',
  /** Human replies to campaign mail, counted at the hour they came back. */
  'replies_received',
  /**
   * Of the warmup mail sent: found in the inbox (a tab included), in spam, never found, moved
   * from spam to the inbox, answered by the warmup partner, bounced (warmup stats).
   */
  'warmup_inbox',
  'warmup_spam',
  'warmup_missing',
  'warmup_rescued',
  'warmup_replied',
  'warmup_bounced',
] as const;

export type InsightCount = (typeof INSIGHT_COUNTS)[number];
export type InsightCounts = Record<InsightCount, number>;

export type InsightMailboxHoursTable = {
  workspace_id: string;
  mailbox_id: string;
  /** `YYYY-MM-DDTHH`, UTC. */
  hour: string;
} & InsightCounts;
export type InsightWorkspaceHoursTable = { workspace_id: string; hour: string } & InsightCounts;
export type InsightMailboxDaysTable = {
  workspace_id: string;
  mailbox_id: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
} & InsightCounts;
export type InsightMailboxWeeksTable = {
  workspace_id: string;
  mailbox_id: string;
  /** The UTC week's Monday, `YYYY-MM-DD`. */
  week: string;
} & InsightCounts;
export type InsightDomainDaysTable = {
  workspace_id: string;
  mailbox_id: string;
  day: string;
  recipient_domain: string;
  recipient_provider: string;
} & InsightCounts;

/** Per mailbox per UTC day per address its mail left from (messages whose sending IP is known). */
export type InsightIpDaysTable = {
  workspace_id: string;
  mailbox_id: string;
  day: string;
  sending_ip: string;
} & InsightCounts;
/** Per mailbox per UTC day per body template (messages whose body was known). */
export type InsightTemplateDaysTable = {
  workspace_id: string;
  mailbox_id: string;
  day: string;
  body_template: string;
} & InsightCounts;

/** What a workspace's body template fingerprint stands for: its normalised text. */
export interface InsightBodyTemplatesTable {
  workspace_id: string;
  body_template: string;
  normalised: string;
}

export interface InsightMailboxesTable {
  mailbox_id: string;
  workspace_id: string;
  last_event_at: string;
}

export interface InsightSettingsTable {
  workspace_id: string;
  /** IANA zone for daily buckets and the weekday × hour heatmap. */
  time_zone: string;
  updated_at: string;
}

export type InsightRollupTable =
  | 'insight_mailbox_hours'
  | 'insight_workspace_hours'
  | 'insight_mailbox_days'
  | 'insight_mailbox_weeks'
  | 'insight_domain_days'
  | 'insight_ip_days'
  | 'insight_template_days';
export type InsightMailboxDaysRow = Selectable<InsightMailboxDaysTable>;
