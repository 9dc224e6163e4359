import { writeFileSync } from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { loadConfig, type Profile } from '../config.js';
import type { AppContext } from '../context.js';
import { createLogger } from '../lib/logger.js';
import { packageVersion } from '../lib/version.js';
import type { NewTeam } from '../modules/accounts/accounts.service.js';
import { type CliKit, type ContextOptions, CREATES } from './cli-kit.js';
import { nameOptionsInErrors } from './cli-options.js';
import type { Role } from './server.js';

// Each command loads what it uses when it runs (`await import` in its action), and a command
// defined in a module of its own is loaded only when it is the one named on the command line:
// a command's process starts without compiling the service's other ~1,000 modules (the API's
// routes, the server, the other commands). Help, and an unknown or missing command, load them
// all, so the listing and commander's suggestions are the same as ever; `--version` loads none.
const named = process.argv[2];
const TOP_LEVEL = new Set(
  'serve migrate init teams tokens members billing prewarm pool seeds insights operators jobs counts openapi backup restore listen mailstack'.split(
    ' ',
  ),
);
const versionOnly = named === '-V' || named === '--version';
const everyCommand = !versionOnly && (named === undefined || !TOP_LEVEL.has(named));
/** Whether the module defining the commands `names` is needed for this command line. */
const wanted = (...names: string[]): boolean => everyCommand || names.includes(named as string);

const print = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
const printJson = (value: unknown) => print(JSON.stringify(value, null, 2));

/**
 * Runs `work` with a composed context and closes the database afterwards. The database must be
 * there already (a command pointed at the wrong data directory or DATABASE_URL stops, naming
 * where it looked, and writes nothing), unless `create`: the commands that add something new
 * (init, teams create, operators create, seeds add, prewarm stock, pool add) may start a new
 * database, as `serve` and `migrate` do (docs/decisions.md, "Operator commands need the database").
 */
async function withContext<T>(
  work: (ctx: AppContext) => Promise<T>,
  { config = loadConfig(), create = false }: ContextOptions = {},
): Promise<T> {
  const { composeContext } = await import('./compose.js');
  const ctx = await composeContext(config, {
    create,
    log: createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel),
  });
  try {
    return await work(ctx);
  } finally {
    await ctx.database.close();
  }
}

/** An option's text, trimmed; one of spaces only is refused (`nameOptionsInErrors` names it). */
function nonEmpty(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('must not be empty');
  return value.trim();
}

// A mistake on the command line (an unknown option, a missing one) is Commander's one line,
// `error: …`, for every command: no help after it (`showHelpAfterError` is set nowhere; set on the
// program it reached only the commands defined here, not those added from their own modules).
const program = new Command('mailwright')
  .description('Mailwright: email infrastructure API, workers and operator commands')
  .version(packageVersion(), '-V, --version', 'print the version');

program
  .command('serve')
  .description('run the API, the job workers, or both')
  .addOption(
    new Option('--role <role>', 'what this process runs')
      .choices(['api', 'worker', 'all'])
      .default('all'),
  )
  .addOption(
    new Option(
      '--profile <profile>',
      'local (first-start bootstrap, loopback webhooks) or production',
    ).choices(['local', 'production']),
  )
  .action(async (options: { role: Role; profile?: Profile }) => {
    const config = loadConfig(process.env, options.profile ? { profile: options.profile } : {});
    const { serve } = await import('./server.js');
    await serve(config, options.role, print);
  });

program
  .command('migrate')
  .description('apply pending database migrations')
  .action(async () => {
    const config = loadConfig();
    const { openDatabase } = await import('../db/database.js');
    const { migrateToLatest, refuseForeignSchema, refuseForeignSqliteFile } = await import(
      '../db/migrate.js'
    );
    const { COUNTED_LISTS } = await import('../main/counted-lists.js');
    await refuseForeignSqliteFile(config.database);
    const database = openDatabase(config.database);
    try {
      await refuseForeignSchema(config.database, database);
      const applied = await migrateToLatest(database.db, COUNTED_LISTS);
      print(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date');
    } finally {
      await database.close();
    }
  });

program
  .command('init')
  .description('on an empty database: create the first team, workspace and API token')
  .option('--name <name>', 'team name', nonEmpty, 'My team')
  .option('--admin-email <email>', 'team admin email')
  .option('--json', 'print JSON')
  .action(async (options: { name: string; adminEmail?: string; json?: boolean }) => {
    await withContext(async (ctx) => {
      const { isDatabaseEmpty } = await import('../modules/accounts/accounts.service.js');
      const { createFirstTeam } = await import('./server.js');
      if (!(await isDatabaseEmpty(ctx.db))) {
        throw new CliError(
          'This database already has a team; init only sets up an empty one. Add a team with: mailwright teams create --name <name>',
        );
      }
      await printCreatedTeam(
        ctx,
        await createFirstTeam(ctx, { name: options.name, adminEmail: options.adminEmail ?? null }),
        options.json,
      );
    }, CREATES);
  });

const teams = program.command('teams').description('manage teams');
teams
  .command('create')
  .description('create a team with its first workspace and API token')
  .requiredOption('--name <name>', 'team name', nonEmpty)
  .option('--admin-email <email>', 'team admin email')
  .option('--json', 'print JSON')
  .action(async (options: { name: string; adminEmail?: string; json?: boolean }) => {
    await withContext(async (ctx) => {
      const { createTeam } = await import('../modules/accounts/accounts.service.js');
      await printCreatedTeam(
        ctx,
        await createTeam(ctx.db, { name: options.name, adminEmail: options.adminEmail ?? null }),
        options.json,
      );
    }, CREATES);
  });
teams
  .command('list')
  .description('list teams')
  .option('--json', 'print JSON')
  .action(async (options: { json?: boolean }) => {
    await withContext(async (ctx) => {
      const { listTeams } = await import('../modules/accounts/accounts.service.js');
      const rows = (await listTeams(ctx.db)).map((t) => ({
        uid: t.uid,
        name: t.name,
        created_at: t.created_at,
      }));
      if (options.json) printJson(rows);
      else print(table(['uid', 'name', 'created_at'], rows));
    });
  });

const tokens = program.command('tokens').description('manage API tokens');
tokens
  .command('create')
  .description("issue a new API token for a team's member (shown once)")
  .requiredOption('--team <uid>', 'team uid')
  .option('--member <uid>', "the member it acts as (default: the team's first admin)")
  .option('--name <name>', 'a label for the token', nonEmpty, 'api')
  .option('--json', 'print JSON')
  .action(async (options: { team: string; member?: string; name: string; json?: boolean }) => {
    await withContext(async (ctx) => {
      const { createToken } = await import('../modules/accounts/accounts.service.js');
      const { toApiTokenResponse } = await import('../modules/accounts/api-tokens.service.js');
      const { team, member, token, record } = await createToken(
        ctx.db,
        options.team,
        options.name,
        options.member,
      );
      const out = {
        ...toApiTokenResponse(record, new Map([[member.id, member]])),
        token,
        team: { uid: team.uid, name: team.name },
      };
      if (options.json) printJson(out);
      else
        print(
          `Token ${record.id} (${record.name}) for ${member.email ?? member.name} (${member.role}) of team ${team.name}:\n  ${token}\nShown only this once.`,
        );
    });
  });
tokens
  .command('list')
  .description("list a team's API tokens (never the tokens themselves)")
  .requiredOption('--team <uid>', 'team uid')
  .option('--json', 'print JSON')
  .action(async (options: { team: string; json?: boolean }) => {
    await withContext(async (ctx) => {
      const { listTokens } = await import('../modules/accounts/accounts.service.js');
      const { toApiTokenResponse } = await import('../modules/accounts/api-tokens.service.js');
      const { membersById } = await import('../modules/accounts/members.service.js');
      const { tokens: rows } = await listTokens(ctx.db, options.team);
      const members = await membersById(
        ctx.db,
        rows.map((r) => r.member_id),
      );
      const out = rows.map((row) => toApiTokenResponse(row, members));
      if (options.json) return printJson(out);
      const cells = out.map((t) => ({ ...t, member: t.member.email ?? t.member.name }));
      print(
        table(
          ['id', 'name', 'prefix', 'member', 'created_at', 'last_used_at', 'revoked_at'],
          cells,
        ),
      );
    });
  });
tokens
  .command('revoke')
  .description('revoke an API token by its id')
  .argument('<token-id>', 'the token id shown by tokens list')
  .option('--json', 'print JSON')
  .action(async (tokenId: string, options: { json?: boolean }) => {
    await withContext(async (ctx) => {
      const { revokeToken } = await import('../modules/accounts/accounts.service.js');
      const { toApiTokenResponse } = await import('../modules/accounts/api-tokens.service.js');
      const { membersById } = await import('../modules/accounts/members.service.js');
      const row = await revokeToken(ctx.db, tokenId);
      if (options.json)
        printJson(toApiTokenResponse(row, await membersById(ctx.db, [row.member_id])));
      else print(`Token ${row.id} revoked at ${row.revoked_at}`);
    });
  });

const kit: CliKit = { withContext, print, printJson, table };
if (wanted('members')) program.addCommand((await import('./cli-members.js')).membersCommand(kit));
if (wanted('billing')) program.addCommand((await import('./cli-billing.js')).billingCommand(kit));
if (wanted('prewarm', 'pool')) {
  const { poolCommand, prewarmCommand } = await import('./cli-prewarm.js');
  program.addCommand(prewarmCommand(kit));
  program.addCommand(poolCommand(kit));
}
if (wanted('seeds')) program.addCommand((await import('./cli-seeds.js')).seedsCommand(kit));
if (wanted('insights'))
  program.addCommand((await import('./cli-insights.js')).insightsCommand(kit));
if (wanted('operators'))
  program.addCommand((await import('./cli-operators.js')).operatorsCommand(kit));

const jobs = program.command('jobs').description('inspect the durable job queue');
jobs
  .command('dead')
  .description('list jobs that failed for good')
  .option('--json', 'print JSON')
  .action(async (options: { json?: boolean }) => {
    await withContext(async (ctx) => {
      const { listDeadJobs } = await import('../jobs/admin.js');
      const rows = await listDeadJobs(ctx.db);
      if (options.json) printJson(rows);
      else print(table(['id', 'name', 'attempts', 'last_error', 'updated_at'], rows));
    });
  });
jobs
  .command('retry')
  .description('put a dead job back in the queue')
  .argument('<job-id>')
  .action(async (jobId: string) => {
    await withContext(async (ctx) => {
      const { retryDeadJob } = await import('../jobs/admin.js');
      await retryDeadJob(ctx, jobId);
      print(`Job ${jobId} queued again`);
    });
  });

program
  .command('counts')
  .description('list totals: check the counters against the tables')
  .command('check')
  .description('recount every list total from the tables and report the counters that differ')
  .option('--repair', 'rewrite the counters from the tables (safe while the service runs)')
  .option('--json', 'print JSON')
  .action(async (options: { repair?: boolean; json?: boolean }) => {
    await withContext(async (ctx) => {
      const { COUNTED_LISTS } = await import('../main/counted-lists.js');
      const { checkListCounts, rebuildListCounts } = await import('../db/list-counts.js');
      const differences = await checkListCounts(ctx.db, COUNTED_LISTS);
      if (options.repair && differences.length > 0) await rebuildListCounts(ctx.db, COUNTED_LISTS);
      if (options.json) printJson({ differences, repaired: Boolean(options.repair) });
      else if (differences.length === 0) print('Every list counter matches the tables');
      else {
        print(
          table(
            ['list', 'scope_id', 'key', 'expected', 'stored'],
            differences.map((d) => ({ ...d })),
          ),
        );
        print(
          options.repair
            ? `${differences.length} counters differed; rewritten from the tables`
            : `${differences.length} counters differ; run with --repair to rewrite them`,
        );
      }
      if (differences.length > 0 && !options.repair) process.exitCode = 1;
    });
  });

program
  .command('openapi')
  .description('print the OpenAPI document generated from the route schemas')
  .option('--out <file>', 'write it to a file instead')
  .action(async (options: { out?: string }) => {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: ':memory:',
      MAILWRIGHT_MASTER_KEY: '0'.repeat(64),
      LOG_LEVEL: 'silent',
    });
    await withContext(
      async (ctx) => {
        const { buildApp } = await import('../app.js');
        const app = await buildApp(ctx);
        const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
        await app.close();
        if (options.out) writeFileSync(options.out, text);
        else process.stdout.write(text);
      },
      { config, create: true },
    );
  });

if (wanted('backup', 'restore'))
  for (const command of (await import('./cli-backup.js')).backupCommands(print))
    program.addCommand(command);
if (wanted('listen')) program.addCommand((await import('./listen.js')).listenCommand());
if (wanted('mailstack'))
  program.addCommand((await import('./mailstack-command.js')).mailstackCommand());

class CliError extends Error {}

/**
 * The errors an operator can act on, printed as one line (anything else with its stack). Known by
 * their classes' names, as the modules defining them may not be loaded.
 */
const OPERATOR_ERRORS = new Set([
  'ConfigError',
  'MissingDatabaseError',
  'ForeignDatabaseError',
  'CliError',
  'BackupError',
  'ListenError',
  'MasterKeyMismatchError',
  'MigrationError',
  'StackError',
  'ApiError',
]);

function isOperatorError(error: unknown): boolean {
  for (let proto = Object.getPrototypeOf(error ?? {}); proto; proto = Object.getPrototypeOf(proto))
    if (OPERATOR_ERRORS.has(proto.constructor?.name)) return true;
  return false;
}

async function printCreatedTeam(ctx: AppContext, created: NewTeam, json?: boolean) {
  const { describeNewTeam } = await import('./server.js');
  const out = describeNewTeam(created, ctx.config.publicUrl);
  if (json) return printJson(out);
  print(
    [
      `Team:          ${out.team.name} (${out.team.uid})`,
      `Workspace uid: ${out.workspace.uid}`,
      `API token:     ${out.token}  (shown only this once)`,
      `Base URL:      ${out.base_url}`,
    ].join('\n'),
  );
}

function table(columns: string[], rows: Array<Record<string, unknown>>): string {
  if (rows.length === 0) return '(none)';
  const cell = (v: unknown) => (v === null || v === undefined ? '-' : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join('\n');
}

nameOptionsInErrors(program);
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (isOperatorError(error)) {
    process.stderr.write(`mailwright: ${(error as Error).message}\n`);
  } else {
    process.stderr.write(
      `mailwright: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exitCode = 1;
}
