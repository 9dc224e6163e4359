import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Body, Envelope } from '../../../http/schemas.js';
import { payerOf, toCredits } from '../../billing/surface.js';
import { MAX_MAILBOXES_PER_DOMAIN } from '../../domains/surface.js';
import { quoteMailboxes } from '../mailbox-billing.js';
import { checkPurchase, normalizeItems } from '../purchase.service.js';
import { BuyMailboxesBody } from './buy-mailboxes.js';

/** The most rows one validation takes (a CSV of mailboxes to create). */
export const VALIDATE_MAX_ROWS = 10_000;

const Problem = Type.Object({ field: Type.String(), message: Type.String() });

export function validateMailboxPurchase(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/buy/validate',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'validateMailboxPurchase',
        'x-idempotent': true,
        tags: ['Mailboxes'],
        summary: 'Validate a mailbox purchase',
        description:
          'Checks mailboxes to buy (the rows of a CSV, up to 10,000) exactly as Buy mailboxes checks them, and buys nothing: each row valid, or refused with every reason (`problems`, named `mailboxes[i].<field>`: a malformed username or picture, a domain not in the workspace or not active, a repeated address, two platforms on one domain, an address taken), and the price of the valid rows (USD, first month; the plan’s included mailboxes are free). A domain’s free slots are checked as they stand (the rows beyond them refused, in order), and again under the domain’s lock when buying.',
        body: Body({
          mailboxes: Type.Array(BuyMailboxesBody.properties.mailboxes.items, {
            minItems: 1,
            maxItems: VALIDATE_MAX_ROWS,
          }),
        }),
        response: {
          200: Envelope({
            rows: Type.Array(
              Type.Object({
                index: Type.Integer(),
                email: Type.String(),
                valid: Type.Boolean(),
                problems: Type.Array(Problem),
                price: Type.Number({ description: 'USD; 0 for a refused row.' }),
              }),
            ),
            valid_count: Type.Integer(),
            refused_count: Type.Integer(),
            total_cost: Type.Number({ description: 'USD: the first month of every valid row.' }),
          }),
        },
      },
    },
    async (request) => {
      const caller = payerOf(request);
      const items = normalizeItems(request.body.mailboxes);
      const check = await checkPurchase(ctx, caller, items);
      const byRow = new Map<number, Array<{ field: string; message: string }>>();
      for (const problem of [
        ...check.invalid,
        ...check.unknownDomains,
        ...check.repeats,
        ...check.problems,
      ]) {
        const index = Number(/^mailboxes\[(\d+)\]/.exec(problem.field)?.[1]);
        byRow.set(index, [...(byRow.get(index) ?? []), problem]);
      }
      // A domain's free slots, as they stand: the valid rows beyond them are refused, in order.
      const used = new Map<string, number>();
      items.forEach((_item, i) => {
        const domain = check.domains[i];
        if (!domain || byRow.has(i)) return;
        const free = Math.max(0, MAX_MAILBOXES_PER_DOMAIN - domain.mailbox_count);
        const count = (used.get(domain.id) ?? 0) + 1;
        used.set(domain.id, count);
        if (count > free)
          byRow.set(i, [
            {
              field: `mailboxes[${i}].domain_name`,
              message: `${domain.name} has room for ${free} more mailboxes (maximum ${MAX_MAILBOXES_PER_DOMAIN} per domain)`,
            },
          ]);
      });
      const valid = items.map((_item, i) => !byRow.has(i));
      const prices = await quoteMailboxes(
        ctx.db,
        ctx,
        caller,
        items.filter((_item, i) => valid[i]).map((item) => item.platform),
      );
      let next = 0;
      const rows = items.map((item, i) => ({
        index: i,
        email: `${item.username}@${(check.domains[i]?.name ?? item.domain_name).toLowerCase()}`,
        valid: valid[i] as boolean,
        problems: byRow.get(i) ?? [],
        price: valid[i] ? toCredits(prices[next++] ?? 0) : 0,
      }));
      const validCount = valid.filter(Boolean).length;
      return {
        error: false as const,
        message: `${validCount} of ${rows.length} mailboxes can be bought`,
        rows,
        valid_count: validCount,
        refused_count: rows.length - validCount,
        total_cost: toCredits(prices.reduce((sum, p) => sum + p, 0)),
      };
    },
  );
}
