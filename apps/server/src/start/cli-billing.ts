import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../config.js';
import { wholeCents } from '../lib/cents.js';
import { presentPlan } from '../modules/billing/billing.present.js';
import { grantCredits } from '../modules/billing/billing.service.js';
import { formatCredits, toCredits } from '../modules/billing/money.js';
import { verifyLedger } from '../modules/billing/verify.service.js';
import type { CliKit } from './cli-kit.js';

/** `--amount`: credits with at most two decimals, as cents. */
function amountOption(value: string): number {
  const credits = Number(value);
  const cents = wholeCents(credits);
  if (cents === null || cents === 0)
    throw new InvalidArgumentError(
      'must be a non-zero number of credits with at most two decimals',
    );
  return cents;
}

function reasonOption(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('must not be empty');
  return value.trim();
}

/** `mailwright billing ...`: verify the ledger, grant credits, print the plan catalog. */
export function billingCommand(kit: CliKit): Command {
  const billing = new Command('billing').description('wallets, the ledger and plans');
  billing
    .command('verify')
    .description('recompute every wallet from its ledger and report any difference (exit 1 if any)')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const report = await verifyLedger(ctx.db);
        if (options.json) kit.printJson(report);
        else
          kit.print(
            report.differences.length === 0
              ? `Ledger verified: ${report.wallets} wallet${report.wallets === 1 ? '' : 's'}, ${report.entries} ${report.entries === 1 ? 'entry' : 'entries'}, no difference.`
              : `Ledger differences (${report.differences.length}):\n${report.differences.map((d) => `  - ${d}`).join('\n')}`,
          );
        if (report.differences.length > 0) process.exitCode = 1;
      });
    });
  billing
    .command('grant')
    .description('add credits to a wallet (an adjustment on the ledger, recorded as operator)')
    .requiredOption('--team <uid>', 'team uid')
    .requiredOption(
      '--amount <credits>',
      'credits (1 credit = 1 USD), at most two decimals; negative takes back',
      amountOption,
    )
    .requiredOption('--reason <text>', 'why (shown in the wallet logs)', reasonOption)
    .option('--workspace <uid>', "a workspace's own wallet instead of the team's")
    .option('--json', 'print JSON')
    .action(
      async (options: {
        team: string;
        amount: number;
        reason: string;
        workspace?: string;
        json?: boolean;
      }) => {
        await kit.withContext(async (ctx) => {
          const { team, entry, wallet } = await grantCredits(ctx, {
            teamUid: options.team,
            amountCents: options.amount,
            reason: options.reason,
            ...(options.workspace ? { workspaceUid: options.workspace } : {}),
          });
          const out = {
            team: { uid: team.uid, name: team.name },
            entry_uid: entry.uid,
            amount: toCredits(entry.amount_cents),
            credits_remaining: toCredits(wallet.balance_cents),
          };
          if (options.json) kit.printJson(out);
          else
            kit.print(
              `Granted ${formatCredits(entry.amount_cents)} credits to ${team.name}; the wallet holds ${formatCredits(wallet.balance_cents)}.`,
            );
        });
      },
    );
  billing
    .command('plans')
    .description('print the plan catalog in use (MAILWRIGHT_PLANS_FILE or the built-in one)')
    .action(async () => {
      const catalog = loadConfig().billing.plans;
      kit.printJson(catalog.plans.map((plan) => presentPlan(plan, catalog)));
    });
  return billing;
}
