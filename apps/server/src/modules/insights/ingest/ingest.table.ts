import type { Selectable } from 'kysely';
import type { ReadableFolder } from '../../../providers/mail-network.js';

/** Where the ingester stopped in one folder of a real mailbox (migration 0065). */
export interface MailIngestCursorTable {
  mailbox_id: string;
  folder: ReadableFolder;
  /** The folder's UIDVALIDITY when `next_uid` was read: another value means renumbered. */
  uid_validity: string;
  next_uid: number;
  updated_at: string;
}

export type MailIngestCursorRow = Selectable<MailIngestCursorTable>;
