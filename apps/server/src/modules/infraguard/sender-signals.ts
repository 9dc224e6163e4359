import type { Executor } from '../../db/transaction.js';
import type { PlacementSignals, RecipientProvider } from '../../providers/mail-network.js';
import { listRecords } from '../dns/surface.js';
import type { DomainRow } from '../domains/surface.js';
import { listingsOf } from './listings.js';

const DAY = 86_400_000;
/** Bounce rates are over at least this many messages, so one early bounce is not 100 %. */
const BOUNCE_RATE_FLOOR = 20;

/** What is known about a sending mailbox's standing, apart from the recipient and today's count. */
export type SenderSignals = Omit<PlacementSignals, 'recipientProvider' | 'sentToday'>;

/**
 * The placement inputs of a sender at `now` (its time line): which of its domain's SPF, DKIM and
 * DMARC records are published, the domain's age, its bounce rate over 7 days from the ledger,
 * and what the caller knows of its warmup. Blocklist listings are those InfraGuard holds open
 * (its unresolved blocklist alerts): a listed domain's mail lands in spam.
 */
export async function senderSignals(
  db: Executor,
  input: {
    domain: Pick<DomainRow, 'id' | 'created_at'>;
    now: Date;
    warmupDays: number;
    dailyRamp: number;
    listings?: number;
  },
): Promise<SenderSignals> {
  const records = await listRecords(db, input.domain.id);
  const has = (managed: string) => records.some((r) => r.managed === managed);
  const since = new Date(input.now.getTime() - 7 * DAY).toISOString();
  const row = await db
    .selectFrom('mail_messages')
    .select((eb) => [
      eb.fn.countAll<number>().as('sent'),
      eb.fn.count<number>('bounce').as('bounced'),
    ])
    .where('domain_id', '=', input.domain.id)
    .where('sent_at', '>=', since)
    .executeTakeFirstOrThrow();
  return {
    auth: { spf: has('spf'), dkim: has('dkim'), dmarc: has('dmarc') },
    domainAgeDays: Math.max(0, (input.now.getTime() - Date.parse(input.domain.created_at)) / DAY),
    warmupDays: input.warmupDays,
    dailyRamp: input.dailyRamp,
    listings: input.listings ?? (await listingsOf(db, input.domain.id)),
    bounceRate: Number(row.bounced) / Math.max(BOUNCE_RATE_FLOOR, Number(row.sent)),
  };
}

/** The full signals of one message. */
export function signalsFor(
  sender: SenderSignals,
  sentToday: number,
  recipientProvider: RecipientProvider,
): PlacementSignals {
  return { ...sender, sentToday, recipientProvider };
}
