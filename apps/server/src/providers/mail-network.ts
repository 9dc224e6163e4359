import type { ProviderResult } from './result.js';

/**
 * The mail-network family: sending mail from a mailbox and finding it in another, as a mail
 * client does. Implementations: `simulator/mail-network.ts` (a simulated internet with a
 * seeded placement model) and `imap/mail-network.ts` (SMTP submission and IMAP against the
 * platform's real hosts); both pass `test/providers/mail-network.contract.ts`.
 *
 * Failures of every method: `unavailable` (retryable) when the server cannot be reached, does not
 * take the message, or refuses the sign-in for a reason of its own that passes (IMAP
 * `NO [UNAVAILABLE]`, SMTP 454 …: `sign-in-failure.ts`), so the caller tries again later and
 * holds nothing against the mailbox; `auth_failed` (not retryable) when the server refuses the
 * credentials; `unsupported_platform` when the platform has no endpoints. After the sign-in, a
 * command the server fails on (`imap/command-failure.ts`): the connection lost, or an answer with
 * a temporary code (IMAP `NO [UNAVAILABLE]` …), is `unavailable`; the folder gone (`NO
 * [NONEXISTENT]`) or the ref's message not there is `not_found`; any other refusal of the command
 * (IMAP `NO`, `BAD`) is `refused` (not retryable: the server will not do it). A message quotes the
 * server's own words, never a credential. No method throws for what a server does.
 *
 * Adapters never write the message ledger: the mail module does, around every call
 * (`modules/mail/mail.service.ts`).
 */
export interface MailNetwork {
  /**
   * Sends `mail` from `from`. A refusal of the recipient at submission is a bounce, not a
   * failure: `bounce` says whether it is hard (the address does not exist: never retry) or soft
   * (try later). Failures are the adapter's own (see above): the host unreachable or failing
   * for now (`unavailable`, retryable), the credentials refused (`auth_failed`).
   */
  send(from: MailAccount, mail: OutgoingMail): Promise<ProviderResult<SentMail>>;

  /** Messages of `account` with this Message-ID or warmup tag, in every folder a client sees. */
  find(account: MailAccount, query: MailQuery): Promise<ProviderResult<{ messages: FoundMail[] }>>;

  /** Moves a found message to `to` (a rescue from spam moves it to `inbox`); returns its new ref. */
  move(account: MailAccount, ref: string, to: MoveTarget): Promise<ProviderResult<{ ref: string }>>;

  /** Sets or clears `\Seen` (read) and `\Flagged` (important) on a found message. */
  mark(
    account: MailAccount,
    ref: string,
    flags: { seen?: boolean; flagged?: boolean },
  ): Promise<ProviderResult>;

  /**
   * The raw messages of the account's `folder` (INBOX, or its sent folder) from `since.nextUid`
   * on, oldest first, at most `limit`: what the Email Insight ingester reads. When the folder's
   * UIDVALIDITY is not `since.uidValidity` its UIDs were renumbered and the read starts over at
   * UID 1 (`restarted`). The simulator has no folders to read (its mail is in the ledger as it
   * moves): it answers `unsupported`.
   */
  readFolder(
    account: MailAccount,
    folder: ReadableFolder,
    since: FolderCursor,
    limit: number,
  ): Promise<ProviderResult<FolderBatch>>;

  /**
   * What a mail client shows of the account's INBOX and spam folder (the sandbox console's mail
   * viewer on a real mailbox): newest first, at most `limit`, only `query.folder`'s when given,
   * and only those whose subject, sender or recipient contains `query.text` (the server's own
   * SEARCH). The simulator answers `unsupported`: the viewer reads its mail from the database.
   */
  browse(
    account: MailAccount,
    query: BrowseQuery,
  ): Promise<ProviderResult<{ messages: FoundMail[] }>>;

  /** The raw source of a message `find` or `browse` returned (`not_found` once it is gone). */
  source(account: MailAccount, ref: string): Promise<ProviderResult<MessageSource>>;
}

export interface BrowseQuery {
  folder?: 'inbox' | 'spam';
  text?: string;
  limit: number;
}

export interface MessageSource {
  folder: MailFolder;
  receivedAt: string;
  raw: Buffer;
}

export type ReadableFolder = 'inbox' | 'sent';

/** Where a reader of one folder stopped: the folder's UIDVALIDITY and the next UID to read. */
export interface FolderCursor {
  uidValidity: string | null;
  nextUid: number;
}

export interface FolderBatch {
  /** The folder's UIDVALIDITY now, and the UID after the last message returned. */
  uidValidity: string;
  nextUid: number;
  /** Whether the UIDVALIDITY changed, so the read started over at UID 1. */
  restarted: boolean;
  /** Whether more messages wait after these (the limit was reached). */
  more: boolean;
  messages: Array<{ uid: number; receivedAt: string; raw: Buffer }>;
}

/** Where a message is, as a mail client shows it: a category tab is a kind of inbox. */
export type MailFolder = 'inbox' | 'promotions' | 'updates' | 'spam' | 'archive';
export type MoveTarget = 'inbox' | 'spam' | 'archive';
export type AuthVerdict = 'pass' | 'fail' | 'none';

/** A mailbox as the network signs in to it. */
export interface MailAccount {
  email: string;
  /** GOOGLE, MICROSOFT, AZURE or SMTP: which hosts the account is on. */
  platform: string;
  /** What it signs in to SMTP and IMAP with (the app password where the platform has one). */
  password: string;
}

export interface OutgoingMail {
  /** `<id@domain>`, chosen by the caller so the ledger can name the message before it leaves. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (a placement test's content may have one). */
  html?: string;
  /** Extra headers, such as the warmup tag (`X-Mailwright-Warmup`). */
  headers?: Record<string, string>;
  /** Threading: the message this answers, and the thread's Message-IDs. */
  inReplyTo?: string;
  references?: string[];
  /**
   * What a mailbox provider would know about the sender: the simulator's placement model weighs
   * it; a real network ignores it (the real receiver decides).
   */
  signals?: PlacementSignals;
}

export interface SentMail {
  messageId: string;
  sentAt: string;
  bounce: Bounce | null;
  /**
   * The address the message left from, when the adapter knows it: the simulator's sandbox
   * address (`simulator/sending-ip.ts`); a real network does not see the platform's outbound
   * relay, so null (an ingester reads it from the recipient's `Received` header).
   */
  sendingIp: string | null;
}

export interface Bounce {
  type: 'hard' | 'soft';
  /** The receiving server's words (`550 5.1.1 user unknown`). */
  diagnostic: string;
}

export interface MailQuery {
  messageId?: string;
  /** The value of the `X-Mailwright-Warmup` header. */
  tag?: string;
}

export interface FoundMail {
  /** The adapter's handle on this copy, for `move` and `mark`. */
  ref: string;
  messageId: string;
  inReplyTo: string | null;
  from: string;
  to: string;
  subject: string;
  folder: MailFolder;
  receivedAt: string;
  seen: boolean;
  flagged: boolean;
  /** The receiving side's verdicts (its Authentication-Results). */
  auth: { spf: AuthVerdict; dkim: AuthVerdict; dmarc: AuthVerdict };
  /** The warmup tag, when the message carries one. */
  tag: string | null;
}

/**
 * The inputs of the simulator's placement model (docs/sandbox.md, "Placement model"): what a
 * mailbox provider weighs about a sender. The mail module gathers them
 * (`modules/infraguard/sender-signals.ts`); later features feed their own (blocklist listings, campaign volume).
 */
export interface PlacementSignals {
  /** Which of the sender domain's SPF, DKIM and DMARC records are published. */
  auth: { spf: boolean; dkim: boolean; dmarc: boolean };
  /** Days since the sender's domain came into use. */
  domainAgeDays: number;
  /** Days of warmup the sending mailbox has behind it. */
  warmupDays: number;
  /** Messages the mailbox sent today before this one. */
  sentToday: number;
  /** What its ramp allows today (the warmup target, or a safe volume for a mailbox not warming). */
  dailyRamp: number;
  /** Blocklists the sender's domain is listed on. */
  listings: number;
  /** Bounced share of the sender domain's mail over the last 7 days, 0 to 1. */
  bounceRate: number;
  /** The recipient's mailbox provider: how strict its filtering is. */
  recipientProvider: RecipientProvider;
}

export type RecipientProvider = 'google' | 'microsoft' | 'yahoo' | 'other';

/** A sender with nothing against it: what the simulator assumes when a send carries no signals. */
export const NEUTRAL_SIGNALS: PlacementSignals = {
  auth: { spf: true, dkim: true, dmarc: true },
  domainAgeDays: 365,
  warmupDays: 30,
  sentToday: 0,
  dailyRamp: 50,
  listings: 0,
  bounceRate: 0,
  recipientProvider: 'other',
};

/** The header that tags warmup mail, so its owner can filter it out of the real inbox. */
export const WARMUP_TAG_HEADER = 'X-Mailwright-Warmup';

/** A reply in the thread of `original`: to its sender, `Re:` its subject, with threading headers. */
export function replyTo(
  original: Pick<FoundMail, 'from' | 'subject' | 'messageId'> & { references?: string[] },
  reply: { messageId: string; text: string; headers?: Record<string, string> },
): OutgoingMail {
  return {
    messageId: reply.messageId,
    to: original.from,
    subject: /^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`,
    text: reply.text,
    inReplyTo: original.messageId,
    references: [...(original.references ?? []), original.messageId],
    ...(reply.headers ? { headers: reply.headers } : {}),
  };
}
