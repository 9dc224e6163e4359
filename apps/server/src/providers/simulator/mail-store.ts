import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuthVerdict, MailFolder } from '../mail-network.js';

/** One copy of a message in a simulated mailbox. */
export interface SimStoredMail {
  /** The copy's handle (`ref` of the network). */
  id: string;
  /** The mailbox holding it (lowercase address). */
  mailbox: string;
  message_id: string;
  in_reply_to: string | null;
  sender: string;
  recipient: string;
  subject: string;
  tag: string | null;
  folder: MailFolder;
  seen: number;
  flagged: number;
  /** `spf=pass dkim=pass dmarc=pass`. */
  auth: string;
  received_at: string;
  /** The message's source as the receiver keeps it (`mail-source.ts`); null on older rows. */
  raw: string | null;
}

export interface SimMailQuery {
  messageId?: string;
  tag?: string;
}

/**
 * Where the simulated network keeps what real mail servers keep: the service's database
 * (`sim_mail`), so a message sent by one worker process is found by another; memory for the
 * contract suite.
 */
export interface SimMailStore {
  put(mail: SimStoredMail): Promise<void>;
  find(mailbox: string, query: SimMailQuery): Promise<SimStoredMail[]>;
  get(id: string): Promise<SimStoredMail | undefined>;
  update(
    id: string,
    changes: Partial<Pick<SimStoredMail, 'folder' | 'seen' | 'flagged'>>,
  ): Promise<void>;
}

/** How long the simulated mailboxes keep mail. */
export const SIM_MAIL_RETENTION_MS = 30 * 86_400_000;

export function memoryMailStore(): SimMailStore {
  const mails = new Map<string, SimStoredMail>();
  return {
    async put(mail) {
      mails.set(mail.id, { ...mail });
    },
    async find(mailbox, query) {
      return [...mails.values()]
        .filter((m) => m.mailbox === mailbox && matches(m, query))
        .map((m) => ({ ...m }));
    },
    async get(id) {
      const found = mails.get(id);
      return found ? { ...found } : undefined;
    },
    async update(id, changes) {
      const found = mails.get(id);
      if (found) mails.set(id, { ...found, ...changes });
    },
  };
}

const matches = (m: SimStoredMail, query: SimMailQuery) =>
  (query.messageId === undefined || m.message_id === query.messageId) &&
  (query.tag === undefined || m.tag === query.tag);

const ENVELOPE = [
  'id',
  'mailbox',
  'message_id',
  'in_reply_to',
  'sender',
  'recipient',
  'subject',
  'tag',
  'folder',
  'seen',
  'flagged',
  'auth',
  'received_at',
] as const;

export function databaseMailStore(db: Kysely<DB>): SimMailStore {
  let puts = 0;
  return {
    async put(mail) {
      await db.insertInto('sim_mail').values(mail).execute();
      // Mail older than the retention is dropped now and then, as a mailbox provider would.
      puts += 1;
      if (puts % 1000 === 1) {
        const cutoff = new Date(Date.now() - SIM_MAIL_RETENTION_MS).toISOString();
        await db.deleteFrom('sim_mail').where('received_at', '<', cutoff).execute();
      }
    },
    async find(mailbox, query) {
      // The source stays out: finding mail (warmup, placement) reads only its envelope.
      let q = db
        .selectFrom('sim_mail')
        .select(ENVELOPE)
        .select(sql<null>`null`.as('raw'))
        .where('mailbox', '=', mailbox);
      if (query.messageId !== undefined) q = q.where('message_id', '=', query.messageId);
      if (query.tag !== undefined) q = q.where('tag', '=', query.tag);
      return q.orderBy('received_at').orderBy('id').execute();
    },
    async get(id) {
      return db.selectFrom('sim_mail').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async update(id, changes) {
      await db.updateTable('sim_mail').set(changes).where('id', '=', id).execute();
    },
  };
}

/** `spf=pass dkim=none dmarc=fail` -> verdicts. */
export function parseAuth(auth: string): {
  spf: AuthVerdict;
  dkim: AuthVerdict;
  dmarc: AuthVerdict;
} {
  const get = (name: string): AuthVerdict => {
    const value = new RegExp(`${name}=(pass|fail|none)`).exec(auth)?.[1];
    return (value as AuthVerdict | undefined) ?? 'none';
  };
  return { spf: get('spf'), dkim: get('dkim'), dmarc: get('dmarc') };
}
