import { Command, InvalidArgumentError } from 'commander';
import { MAILBOX_PLATFORMS } from '../modules/mailboxes/mailbox.platforms.js';
import { presentStock } from '../modules/prewarm/prewarm.present.js';
import type { PrewarmStockRow } from '../modules/prewarm/prewarm.table.js';
import { inventory, MAX_STOCK_MAILBOXES, stockDomains } from '../modules/prewarm/stock.service.js';
import { type CliKit, CREATES } from './cli-kit.js';

function count(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_STOCK_MAILBOXES)
    throw new InvalidArgumentError(`must be a whole number from 1 to ${MAX_STOCK_MAILBOXES}`);
  return n;
}

function platform(value: string): string {
  const upper = value.toUpperCase();
  if (!(MAILBOX_PLATFORMS as readonly string[]).includes(upper))
    throw new InvalidArgumentError(`must be one of ${MAILBOX_PLATFORMS.join(', ')}`);
  return upper;
}

function date(value: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at.getTime() > Date.now())
    throw new InvalidArgumentError('must be a date in the past (ISO 8601)');
  return at;
}

const collect = (value: string, previous: string[]) => [...previous, value];

interface AddOptions {
  domain: string[];
  mailboxes: number;
  platform: string;
  warmingSince?: Date;
  json?: boolean;
}

/** The options both `prewarm stock` and `pool add` take, and the action that stocks. */
function addCommand(kit: CliKit, name: string, description: string, forSale: boolean): Command {
  return new Command(name)
    .description(description)
    .requiredOption('--domain <name>', 'a domain to bring in (repeat for more)', collect, [])
    .option('--mailboxes <n>', 'mailboxes per domain', count, 3)
    .option('--platform <platform>', MAILBOX_PLATFORMS.join(', '), platform, 'GOOGLE')
    .option(
      '--warming-since <date>',
      'when these domains began warming (ISO 8601; default now): their age tier counts from it',
      date,
    )
    .option('--json', 'print JSON')
    .action(async (options: AddOptions) => {
      await kit.withContext(async (ctx) => {
        const rows = await stockDomains(ctx, {
          domains: options.domain,
          mailboxes: options.mailboxes,
          platform: options.platform,
          forSale,
          ...(options.warmingSince ? { warmingSince: options.warmingSince } : {}),
        });
        printStock(kit, rows, options.json);
      }, CREATES);
    });
}

function printStock(kit: CliKit, rows: readonly PrewarmStockRow[], json?: boolean) {
  const now = new Date();
  const out = rows.map((r) => ({ ...presentStock(r, now), status: r.status }));
  if (json) return kit.printJson(out);
  kit.print(
    kit.table(
      ['domain_id', 'domain_name', 'platform', 'mailbox_count', 'age_days', 'age_tier', 'status'],
      out,
    ),
  );
}

/** `mailwright prewarm ...`: the operator's prewarm inventory. */
export function prewarmCommand(kit: CliKit): Command {
  const prewarm = new Command('prewarm').description('the prewarm inventory sold by buy-domain');
  prewarm.addCommand(
    addCommand(
      kit,
      'stock',
      'add warmed domains with active mailboxes to the inventory; they warm in the pool until sold',
      true,
    ),
  );
  prewarm
    .command('list')
    .description('list the inventory (sold domains with --all)')
    .option('--all', 'include sold domains and pool-only ones')
    .option('--json', 'print JSON')
    .action(async (options: { all?: boolean; json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        printStock(kit, await inventory(ctx.db, Boolean(options.all)), options.json);
      });
    });
  return prewarm;
}

/** `mailwright pool ...`: operator mailboxes in the warmup pool, never sold. */
export function poolCommand(kit: CliKit): Command {
  const pool = new Command('pool').description('operator mailboxes in the warmup pool');
  pool.addCommand(
    addCommand(
      kit,
      'add',
      'add operator domains with active mailboxes that warm in the pool as partners (never sold)',
      false,
    ),
  );
  return pool;
}
