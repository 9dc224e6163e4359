import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { ZONE_TAKEN } from '../../providers/dns-host.js';
import type { DomainQuote } from '../../providers/registrar.js';
import { tldOf } from './domain-names.js';
import type { Caller } from './domains.service.js';
import { HELD_ELSEWHERE, nameHolders } from './name-holders.js';
import { quoteAll } from './registration.service.js';

export interface OrderableInput {
  name: string;
  kind: 'register' | 'connect';
}

/** What the domains module says of one domain an order asks for. */
export interface Orderable {
  /** Why it cannot be ordered (nothing is charged for it); null when it can. */
  refusal: string | null;
  /** The registrar's quote (names to register). */
  quote: DomainQuote | null;
  /** The zone made for it at the DNS host (names to connect). */
  zone: { zoneId: string; nameservers: string[] } | null;
}

/**
 * Checks each (well-formed, distinct) name of an order: one to register must be sold, not banned
 * and available; one to connect must not be held by any team (a name is live in one team at most)
 * and gets its DNS zone now (the DNS host refusing it, or already serving it, is a refusal too).
 * A registrar or DNS host that is down is a 503, with any
 * zone made undone. Refusals are per name, for the order to record; nothing is written.
 */
export async function checkOrderable(
  ctx: AppContext,
  caller: Caller,
  items: readonly OrderableInput[],
): Promise<Orderable[]> {
  const { registrar, dnsHost } = ctx.providers;
  const names = items.map((i) => i.name);
  // A name is live in one team at most (bought or connected): name-holders.ts.
  const held = await nameHolders(ctx.db, caller.teamId, names);
  const toRegister = items.filter((i) => i.kind === 'register').map((i) => i.name);
  const quotes = new Map(
    (await quoteAll(ctx, toRegister)).map((quote, i) => [toRegister[i] as string, quote]),
  );
  const out: Orderable[] = items.map((item) => {
    const holder = held.get(item.name);
    if (item.kind === 'connect') {
      let refusal: string | null = null;
      if (holder?.yours) refusal = 'is already connected or registered in your account';
      else if (holder) refusal = HELD_ELSEWHERE;
      return { refusal, quote: null, zone: null };
    }
    const quote = quotes.get(item.name) as DomainQuote;
    let refusal: string | null = null;
    if (!registrar.supportedTlds.includes(tldOf(item.name)))
      refusal = `has a TLD we do not sell (.${tldOf(item.name)})`;
    else if (quote.banned) refusal = 'is banned from registration';
    else if (quote.reason === 'unsupported_tld')
      refusal = `has a TLD the registrar does not sell (.${tldOf(item.name)})`;
    else if (holder?.yours) refusal = 'is already in your account';
    else if (holder?.connectionType === 'connected') refusal = HELD_ELSEWHERE;
    else if (!quote.available || holder) refusal = 'is not available';
    return { refusal, quote, zone: null };
  });
  for (const [i, item] of items.entries()) {
    const entry = out[i] as Orderable;
    if (item.kind !== 'connect' || entry.refusal) continue;
    const zone = await dnsHost.createZone({ domain: item.name });
    if (zone.ok) {
      entry.zone = { zoneId: zone.zoneId, nameservers: zone.nameservers };
    } else if (zone.error.code === ZONE_TAKEN) {
      entry.refusal = HELD_ELSEWHERE;
    } else if (zone.error.retryable) {
      await dropZones(ctx, items, out);
      throw new ApiError(
        'SERVICE_UNAVAILABLE',
        `The DNS host is unavailable (${zone.error.message}); try again shortly`,
      );
    } else entry.refusal = `was refused by the DNS host: ${zone.error.message}`;
  }
  return out;
}

/** Deletes the zones made for an order that was not placed after all. */
export async function dropZones(
  ctx: AppContext,
  items: readonly OrderableInput[],
  checked: readonly Orderable[],
): Promise<void> {
  await Promise.all(
    checked.map((c, i) =>
      c.zone
        ? ctx.providers.dnsHost.deleteZone({
            domain: (items[i] as OrderableInput).name,
            zoneId: c.zone.zoneId,
          })
        : null,
    ),
  );
}
