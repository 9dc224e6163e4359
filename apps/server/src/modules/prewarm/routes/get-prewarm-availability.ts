import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope, Nullable } from '../../../http/schemas.js';
import { toCredits } from '../../billing/surface.js';
import { unsoldStock } from '../prewarm.repository.js';
import { AgeTierSchema, PREWARM_TAG } from '../prewarm.schema.js';
import { AGE_TIERS, ageDays, tierOf } from '../tiers.js';

const Count = Type.Object({ domains: Type.Integer(), mailboxes: Type.Integer() });

export function getPrewarmAvailability(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/prewarm/availability',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getPrewarmAvailability',
        tags: [PREWARM_TAG],
        summary: 'Check prewarm availability',
        description:
          'What the prewarm inventory holds for sale now, per age tier (with its price per mailbox) and per platform; `warming` counts what is not for sale yet, `held` what an order is taking.',
        response: {
          200: Envelope({
            available: Count,
            held: Count,
            tiers: Type.Array(
              Type.Object({
                age_tier: AgeTierSchema,
                price_per_mailbox: Nullable(Type.Number()),
                ...Count.properties,
              }),
            ),
            platforms: Type.Array(Type.Object({ platform: Type.String(), ...Count.properties })),
          }),
        },
      },
    },
    async () => {
      const now = new Date();
      const rows = await unsoldStock(ctx.db);
      const tiers = AGE_TIERS.map((t) => ({
        age_tier: t.tier,
        price_per_mailbox: t.priceCents === null ? null : toCredits(t.priceCents),
        domains: 0,
        mailboxes: 0,
      }));
      const available = { domains: 0, mailboxes: 0 };
      const held = { domains: 0, mailboxes: 0 };
      const platforms = new Map<string, { domains: number; mailboxes: number }>();
      for (const row of rows) {
        if (row.status === 'held') {
          held.domains += 1;
          held.mailboxes += row.mailbox_count;
          continue;
        }
        const tier = tierOf(ageDays(row.warming_since, now));
        const t = tiers.find((x) => x.age_tier === tier.tier);
        if (t) {
          t.domains += 1;
          t.mailboxes += row.mailbox_count;
        }
        if (tier.priceCents === null) continue;
        available.domains += 1;
        available.mailboxes += row.mailbox_count;
        const p = platforms.get(row.platform) ?? { domains: 0, mailboxes: 0 };
        p.domains += 1;
        p.mailboxes += row.mailbox_count;
        platforms.set(row.platform, p);
      }
      return {
        error: false as const,
        message: 'Prewarm availability retrieved successfully',
        available,
        held,
        tiers,
        platforms: [...platforms].map(([platform, c]) => ({ platform, ...c })),
      };
    },
  );
}
