import type { Selectable } from 'kysely';
import type { MailFolder, RecipientProvider } from '../../providers/mail-network.js';

/**
 * What a message is: warmup mail, a placement test's seed message, a campaign's, a reply, a
 * bounce report, or a forwarding destination's verification code (the service's own mail).
 */
export type MailKind = 'warmup' | 'placement' | 'campaign' | 'reply' | 'bounce' | 'verification';

/**
 * The message ledger: one row per message that went through the mail network, narrow on
 * purpose (it grows by millions). Written only by `recordMail` (`ledger.ts`), where the rollups
 * kept from it join. Times are on the sender workspace's time line (its sandbox clock, if any).
 */
export interface MailMessageTable {
  /** Time-ordered internal id. */
  id: string;
  kind: MailKind;
  /** The sender's team and workspace. */
  team_id: string;
  workspace_id: string;
  /** The sending mailbox and its domain, when they are ours. */
  mailbox_id: string | null;
  domain_id: string | null;
  sender: string;
  recipient: string;
  recipient_domain: string;
  recipient_provider: RecipientProvider;
  /** The receiving mailbox, when it is ours. */
  recipient_mailbox_id: string | null;
  /** `<id@domain>`. */
  message_id: string;
  in_reply_to: string | null;
  /** The Message-ID of the thread's first message. */
  thread_id: string;
  sent_at: string;
  arrived_at: string | null;
  /** Where it landed (`inbox`, `promotions`, `updates`, `spam`), or `missing` when never found. */
  folder: MailFolder | 'missing' | null;
  bounce: 'hard' | 'soft' | null;
  bounce_diagnostic: string | null;
  /** When the bounce was known (at submission: the sending time; a later report: its time). */
  bounced_at: string | null;
  /** The receiver's verdicts: `spf=pass dkim=pass dmarc=pass`. */
  auth: string | null;
  /** When a receiver moved it from spam to the inbox. */
  rescued_at: string | null;
  /** When its recipient answered it. */
  replied_at: string | null;
  /** When an auto-responder answered it (out of office, vacation): not a reply. */
  auto_replied_at: string | null;
  /** Its subject line (null on rows written before the ledger kept it). */
  subject: string | null;
  /** The address it left from (IPv4 or IPv6 text), when known. */
  sending_ip: string | null;
  /** The fingerprint of its body's template (`body-template.ts`), when the body was known. */
  body_template: string | null;
}

export type MailMessageRow = Selectable<MailMessageTable>;
