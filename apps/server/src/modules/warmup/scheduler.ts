import { draw } from '../../lib/draw.js';
import type { RecipientProvider } from '../../providers/mail-network.js';

/**
 * Planning one warmup day: who sends to whom, and when. Pure (the engine reads the pool and
 * writes the plan): one outcome per seed, and benchmarked on its own (`bench/warmup-scheduler.ts`).
 *
 * Pairing rules: never the same mailbox or domain; another provider three times in four when
 * there is one (Google ↔ Microsoft); only mailboxes of one mail network (a simulated mailbox
 * cannot write to a real one); and, in a pool large enough, no pair repeated within three days
 * (each day a sender walks its own window of the list, {@link STRIDE} further along).
 */

export interface PoolMember {
  subscriptionId: string;
  mailboxId: string;
  domainId: string;
  /** The provider of the mailbox's platform. */
  provider: RecipientProvider;
  /** The mail network its platform is on. */
  network: string;
}

export interface PlannedSend {
  subscriptionId: string;
  senderMailboxId: string;
  recipientMailboxId: string;
  /** ISO time on the line. */
  dueAt: string;
}

/** Further along the partner list each day than a sender's most sends in a day. */
export const STRIDE = 53;
/** Share of sends to another provider when the pool has one. */
export const OTHER_PROVIDER_SHARE = 0.75;

interface NetworkIndex {
  byProvider: Map<RecipientProvider, PoolMember[]>;
  others: Map<RecipientProvider, PoolMember[]>;
}

/** The pool grouped by network and provider, each list in a stable order. */
export function indexPool(pool: readonly PoolMember[]): Map<string, NetworkIndex> {
  const sorted = [...pool].sort((a, b) => (a.mailboxId < b.mailboxId ? -1 : 1));
  const index = new Map<string, NetworkIndex>();
  for (const member of sorted) {
    let net = index.get(member.network);
    if (!net) {
      net = { byProvider: new Map(), others: new Map() };
      index.set(member.network, net);
    }
    const list = net.byProvider.get(member.provider) ?? [];
    list.push(member);
    net.byProvider.set(member.provider, list);
  }
  for (const net of index.values()) {
    for (const provider of net.byProvider.keys())
      net.others.set(
        provider,
        [...net.byProvider.entries()].filter(([p]) => p !== provider).flatMap(([, list]) => list),
      );
  }
  return index;
}

/**
 * The sends of one sender on `day` (`YYYY-MM-DD`): `target` partners from the pool, at times
 * spread over `window` (ISO start and end on the line), one in each equal slice at a drawn
 * point, so they are in order and never bunched.
 */
export function* planSender(
  index: Map<string, NetworkIndex>,
  sender: PoolMember,
  target: number,
  day: string,
  window: { from: number; to: number },
  seed: string,
): Generator<PlannedSend> {
  const net = index.get(sender.network);
  if (!net || target <= 0 || window.to <= window.from) return;
  const other = net.others.get(sender.provider) ?? [];
  const same = net.byProvider.get(sender.provider) ?? [];
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00.000Z`) / 86_400_000);
  const base = Math.floor(draw(seed, sender.mailboxId, 'pair') * 2 ** 31) + dayNumber * STRIDE;
  const taken = { other: 0, same: 0 };
  const slice = (window.to - window.from) / target;
  for (let k = 0; k < target; k += 1) {
    const preferOther =
      other.length > 0 &&
      (same.length <= 1 || draw(seed, sender.mailboxId, day, 'p', `${k}`) < OTHER_PROVIDER_SHARE);
    const partner = preferOther
      ? (pick(other, base + taken.other++, sender) ?? pick(same, base + taken.same++, sender))
      : (pick(same, base + taken.same++, sender) ?? pick(other, base + taken.other++, sender));
    if (!partner) return;
    const at = window.from + slice * (k + draw(seed, sender.mailboxId, day, 't', `${k}`));
    yield {
      subscriptionId: sender.subscriptionId,
      senderMailboxId: sender.mailboxId,
      recipientMailboxId: partner.mailboxId,
      dueAt: new Date(Math.floor(at)).toISOString(),
    };
  }
}

/**
 * Whether the pool has any partner for `sender`: a member of its mail network that is neither the
 * sender nor on its domain. Without one, {@link planSender} plans nothing, whatever the target.
 */
export function hasPartner(index: Map<string, NetworkIndex>, sender: PoolMember): boolean {
  const net = index.get(sender.network);
  if (!net) return false;
  for (const list of net.byProvider.values())
    if (list.some((m) => m.mailboxId !== sender.mailboxId && m.domainId !== sender.domainId))
      return true;
  return false;
}

/** The first member from `start` on (wrapping) that is not the sender nor on its domain. */
function pick(list: readonly PoolMember[], start: number, sender: PoolMember) {
  for (let i = 0; i < list.length; i += 1) {
    const member = list[(start + i) % list.length] as PoolMember;
    if (member.mailboxId !== sender.mailboxId && member.domainId !== sender.domainId) return member;
  }
  return undefined;
}
