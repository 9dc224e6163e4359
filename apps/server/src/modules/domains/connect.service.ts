import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, invalidField } from '../../http/errors.js';
import { isoNow } from '../../lib/time.js';
import { ZONE_TAKEN } from '../../providers/dns-host.js';
import { baseRow } from './domain-rows.js';
import type { Caller } from './domains.service.js';
import type { DomainRow } from './domains.table.js';
import { after } from './job-support.js';
import { HELD_ELSEWHERE, nameHolders } from './name-holders.js';
import { schedulePropagationCheck } from './propagation.jobs.js';
import { checkNames, insertAll, throwAll } from './registration.service.js';

/**
 * Connects domains the customer owns elsewhere: a zone and nameservers at the DNS host for each,
 * then the domain waits in `dns_setup_pending` until the customer's nameserver change is seen.
 */
export async function connectDomains(
  ctx: AppContext,
  caller: Caller,
  input: { domains: string[]; mask_forwarding?: boolean },
) {
  const names = checkNames(input.domains, (i) => `domains[${i}]`);
  const held = await nameHolders(ctx.db, caller.teamId, names);
  throwAll(
    'CONFLICT',
    names.flatMap((name, i) => {
      const holder = held.get(name);
      if (!holder) return [];
      const message = holder.yours
        ? `is already connected or registered in your account: ${name}`
        : `${HELD_ELSEWHERE}: ${name}`;
      return [{ field: `domains[${i}]`, message }];
    }),
    // The real service's clients take this 409 as success when it carries the nameservers.
    {
      result: [...held]
        .filter(([, h]) => h.yours)
        .map(([domain, h]) => ({ domain, uid: h.uid, nameservers: h.nameservers })),
    },
  );
  const zones = await createZones(ctx, names);
  const now = isoNow();
  const rows: DomainRow[] = names.map((name, i) => {
    const zone = zones[i] as { zoneId: string; nameservers: string[] };
    return {
      ...baseRow(caller, name, now),
      connection_type: 'connected',
      status: 'dns_setup_pending',
      name_key: name,
      zone_id: zone.zoneId,
      nameservers: JSON.stringify(zone.nameservers),
      nameservers_set_at: now,
      propagation_deadline: after(ctx.providers.pace.connectDeadlineMs).toISOString(),
      mask_forwarding: input.mask_forwarding ? 1 : 0,
    };
  });
  try {
    return await insertAll(
      ctx,
      rows,
      (trx, row) => schedulePropagationCheck(trx, ctx, row.id),
      (work) => inTransaction(ctx.db, work),
    );
  } catch (error) {
    await deleteZones(ctx, names, zones);
    throw error;
  }
}

/**
 * A zone (and its nameservers) at the DNS host for each name. When one fails, the zones made so
 * far are deleted and the request fails: a name the host already serves (`zone_taken`) is a 409
 * naming it, as a name held by another team is; a refusal a 400 naming it; an outage a 503.
 */
async function createZones(ctx: AppContext, names: readonly string[]) {
  const zones: Array<{ zoneId: string; nameservers: string[] }> = [];
  for (const [i, name] of names.entries()) {
    const zone = await ctx.providers.dnsHost.createZone({ domain: name });
    if (zone.ok) {
      zones.push({ zoneId: zone.zoneId, nameservers: zone.nameservers });
      continue;
    }
    await deleteZones(ctx, names, zones);
    const field = `domains[${i}]`;
    if (zone.error.code === ZONE_TAKEN)
      throw new ApiError('CONFLICT', `${field} ${HELD_ELSEWHERE}: ${name}`, [
        { field, message: `${HELD_ELSEWHERE}: ${name}` },
      ]);
    if (zone.error.retryable)
      throw new ApiError(
        'SERVICE_UNAVAILABLE',
        `The DNS host is unavailable (${zone.error.message}); try again shortly`,
      );
    throw invalidField(field, `was refused by the DNS host: ${zone.error.message}`);
  }
  return zones;
}

/** Deletes the zones made for the first names of `names` (a connect that did not go through). */
async function deleteZones(
  ctx: AppContext,
  names: readonly string[],
  zones: ReadonlyArray<{ zoneId: string }>,
): Promise<void> {
  await Promise.all(
    zones.map((z, j) =>
      ctx.providers.dnsHost.deleteZone({ domain: names[j] as string, zoneId: z.zoneId }),
    ),
  );
}
