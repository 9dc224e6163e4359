import { Command } from 'commander';
import { ingestNow } from '../modules/insights/ingest/ingest.job.js';
import {
  checkRollups,
  rebuildRollups,
  workspacesWithMail,
} from '../modules/insights/insights.rebuild.js';
import type { CliKit } from './cli-kit.js';

/** Internal workspace ids: all with mail, or the one named by uid. */
async function scope(kit: CliKit, db: Parameters<typeof workspacesWithMail>[0], uid?: string) {
  if (uid === undefined) return workspacesWithMail(db);
  const row = await db
    .selectFrom('workspaces')
    .select('id')
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) {
    kit.print(`No workspace ${uid}.`);
    process.exitCode = 1;
    return [];
  }
  return [row.id];
}

/** `mailwright insights check|rebuild`: the Email Insight rollups against the message ledger. */
export function insightsCommand(kit: CliKit): Command {
  const insights = new Command('insights').description('Email Insight rollups');
  insights
    .command('check')
    .description(
      'recompute the rollups from the message ledger and report any difference (exit 1 if any)',
    )
    .option('--workspace <uid>', 'only this workspace')
    .option('--json', 'print JSON')
    .action(async (options: { workspace?: string; json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const ids = await scope(kit, ctx.db, options.workspace);
        const differences: string[] = [];
        for (const id of ids)
          differences.push(...(await checkRollups(ctx.db, id)).map((d) => `${id} ${d}`));
        if (options.json) kit.printJson({ workspaces: ids.length, differences });
        else
          kit.print(
            differences.length === 0
              ? `Rollups agree with the ledger: ${ids.length} workspaces, no difference.`
              : `Rollup differences (${differences.length}):\n${differences.map((d) => `  - ${d}`).join('\n')}`,
          );
        if (differences.length > 0) process.exitCode = 1;
      });
    });
  insights
    .command('rebuild')
    .description(
      'replace the rollups with what the message ledger says (one transaction per workspace)',
    )
    .option('--workspace <uid>', 'only this workspace')
    .action(async (options: { workspace?: string }) => {
      await kit.withContext(async (ctx) => {
        const ids = await scope(kit, ctx.db, options.workspace);
        for (const id of ids) await rebuildRollups(ctx.db, id);
        kit.print(`Rebuilt the rollups of ${ids.length} workspaces from the ledger.`);
      });
    });
  insights
    .command('ingest')
    .description(
      'queue a read now of every active mailbox on a real mail server (its sent folder and INBOX); a running worker reads them',
    )
    .option('--mailbox <uid>', 'only this mailbox')
    .action(async (options: { mailbox?: string }) => {
      await kit.withContext(async (ctx) => {
        const queued = await ingestNow(ctx, options.mailbox);
        kit.print(`Queued a read of ${queued} mailboxes on real mail servers.`);
      });
    });
  return insights;
}
