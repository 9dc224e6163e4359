import type { AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../http/errors.js';
import { newId, newUid } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import { createTeam } from '../accounts/surface.js';
import {
  domainNameProblem,
  importActiveDomain,
  normalizeDomainName,
  tldOf,
} from '../domains/surface.js';
import { importActiveMailboxes, MAILBOX_PLATFORMS } from '../mailboxes/surface.js';
import { enroll } from '../warmup/surface.js';
import type { PrewarmStockRow } from './prewarm.table.js';

const DAY = 86_400_000;
/** Names the stock's mailboxes take, in turn (a buyer may rename them). */
const PEOPLE = [
  ['alex', 'Alex', 'Morgan'],
  ['jordan', 'Jordan', 'Lee'],
  ['sam', 'Sam', 'Taylor'],
  ['casey', 'Casey', 'Reed'],
  ['riley', 'Riley', 'Hayes'],
] as const;
export const MAX_STOCK_MAILBOXES = PEOPLE.length;
/** The operator team the stock and pool mailboxes live in (made on first use). */
const STOCK_TEAM = 'Mailwright operator stock';

export interface StockInput {
  domains: readonly string[];
  mailboxes: number;
  platform: string;
  /** When these domains began warming (imported age); now by default. */
  warmingSince?: Date;
  /** false: operator pool mailboxes only, never sold. */
  forSale: boolean;
}

/** Where the operator's stock lives: the workspace of the stock so far, or a new operator team. */
async function stockCaller(ctx: AppContext) {
  const existing = await ctx.db
    .selectFrom('prewarm_stock')
    .innerJoin('domains', 'domains.id', 'prewarm_stock.domain_id')
    .where('prewarm_stock.status', '!=', 'sold')
    .select(['domains.team_id', 'domains.workspace_id'])
    .executeTakeFirst();
  if (existing) return { teamId: existing.team_id, workspaceId: existing.workspace_id };
  // Everything sold: the operator team made before, by its name, else a new one.
  const team = await ctx.db
    .selectFrom('teams')
    .innerJoin('workspaces', 'workspaces.team_id', 'teams.id')
    .select(['teams.id as team_id', 'workspaces.id as workspace_id'])
    .where('teams.name', '=', STOCK_TEAM)
    .orderBy('teams.created_at')
    .orderBy('workspaces.created_at')
    .executeTakeFirst();
  if (team) return { teamId: team.team_id, workspaceId: team.workspace_id };
  const made = await createTeam(ctx.db, { name: STOCK_TEAM, workspaceName: 'Prewarm stock' });
  return { teamId: made.team.id, workspaceId: made.workspace.id };
}

/**
 * Stocks the operator's inventory (`mailwright prewarm stock`): each domain is brought in active
 * in the operator's stock workspace with `mailboxes` active mailboxes on `platform`, each enrolled
 * in warmup at no charge (source `inventory`), so they warm in the pool (and give a workspace
 * with a single mailbox partners). Its age counts from `warmingSince` (a domain warmed before it
 * was stocked) or now. Each domain is one transaction; a bad name or platform stops before any.
 */
export async function stockDomains(ctx: AppContext, input: StockInput): Promise<PrewarmStockRow[]> {
  const names = input.domains.map(normalizeDomainName);
  for (const name of names) {
    const problem = domainNameProblem(name);
    if (problem) throw new ApiError('VALIDATION_FAILED', `--domain ${name}: ${problem}`);
  }
  if (!(MAILBOX_PLATFORMS as readonly string[]).includes(input.platform))
    throw new ApiError(
      'VALIDATION_FAILED',
      `--platform must be one of ${MAILBOX_PLATFORMS.join(', ')}`,
    );
  if (!Number.isInteger(input.mailboxes) || input.mailboxes < 1 || input.mailboxes > PEOPLE.length)
    throw new ApiError('VALIDATION_FAILED', `--mailboxes must be 1 to ${PEOPLE.length}`);
  const since = input.warmingSince ?? new Date();
  if (Number.isNaN(since.getTime()) || since.getTime() > Date.now())
    throw new ApiError('VALIDATION_FAILED', '--warming-since must be a date in the past');
  const caller = await stockCaller(ctx);
  const stocked: PrewarmStockRow[] = [];
  for (const name of names) {
    stocked.push(
      await inTransaction(ctx.db, async (trx) => {
        const now = isoNow();
        const domain = await importActiveDomain(trx, ctx, caller, name, now);
        const mailboxes = await importActiveMailboxes(
          trx,
          ctx,
          domain,
          input.platform,
          PEOPLE.slice(0, input.mailboxes).map(([username, first_name, last_name]) => ({
            username,
            first_name,
            last_name,
          })),
          now,
        );
        const enrolled = await enroll(
          trx,
          ctx,
          { ...caller, actor: 'operator' },
          mailboxes.map((m) => m.uid),
          { activate_immediately: true, priceCents: 0 },
          'inventory',
        );
        const days = Math.floor((Date.now() - since.getTime()) / DAY);
        if (days > 0)
          await trx
            .updateTable('warmup_subscriptions')
            .set({ started_at: since.toISOString(), day_count: days })
            .where(
              'id',
              'in',
              enrolled.created.map((s) => s.id),
            )
            .execute();
        const row: PrewarmStockRow = {
          id: newId(),
          uid: newUid(),
          domain_id: domain.id,
          name,
          tld: tldOf(name),
          platform: input.platform,
          mailbox_count: mailboxes.length,
          warming_since: since.toISOString(),
          for_sale: input.forSale ? 1 : 0,
          status: 'available',
          order_id: null,
          sold_at: null,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto('prewarm_stock').values(row).execute();
        return row;
      }),
    );
  }
  return stocked;
}

/**
 * The inventory as the operator sees it (`mailwright prewarm list`, Get prewarm stock): for sale
 * and not sold, oldest first; with `all`, sold domains and pool-only ones too.
 */
export function inventory(db: Executor, all: boolean): Promise<PrewarmStockRow[]> {
  let query = db.selectFrom('prewarm_stock').selectAll().orderBy('created_at').orderBy('id');
  if (!all) query = query.where('for_sale', '=', 1).where('status', '!=', 'sold');
  return query.execute();
}
