import { Command, InvalidArgumentError } from 'commander';
import { ApiError } from '../http/errors.js';
import {
  addSeed,
  checkSeed,
  findSeed,
  listSeeds,
  presentSeed,
  setSeedEnabled,
} from '../modules/placement/seeds.service.js';
import { type CliKit, CREATES } from './cli-kit.js';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new InvalidArgumentError('must be a port number');
  return n;
}

/** The whole of standard input, without its final newline (a password piped in). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/**
 * `mailwright seeds ...`: the inbox placement seed pool. Real seeds are mailboxes the operator
 * owns at each provider, read over IMAP; the password is read from standard input (never a flag,
 * so it stays out of the shell history and the process list) and stored sealed.
 */
export function seedsCommand(kit: CliKit): Command {
  const seeds = new Command('seeds').description('the inbox placement seed pool');
  const show = (json: boolean | undefined, rows: ReturnType<typeof presentSeed>[]) => {
    if (json) kit.printJson(rows);
    else
      kit.print(
        kit.table(
          ['uid', 'provider', 'email', 'kind', 'imap', 'enabled', 'health', 'health_error'],
          rows,
        ),
      );
  };
  seeds
    .command('list')
    .description('every seed with its provider and health')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      await kit.withContext(async (ctx) =>
        show(options.json, (await listSeeds(ctx.db)).map(presentSeed)),
      );
    });
  seeds
    .command('add')
    .description('add a real seed mailbox (IMAP); the password is read from standard input')
    .requiredOption(
      '--provider <key>',
      'gmail, google_workspace, outlook, microsoft_365, yahoo, aol, icloud, gmx, web_de or zoho',
    )
    .requiredOption('--email <address>', 'the seed address')
    .requiredOption('--imap-host <host>', 'IMAP host (imap.gmail.com ...)')
    .option('--imap-port <port>', 'IMAP port', port, 993)
    .option('--no-tls', 'plain IMAP (a server on loopback only)')
    .option('--username <login>', 'IMAP login, when it is not the address')
    .option('--json', 'print JSON')
    .action(
      async (options: {
        provider: string;
        email: string;
        imapHost: string;
        imapPort: number;
        tls: boolean;
        username?: string;
        json?: boolean;
      }) => {
        const password = await readStdin();
        await kit.withContext(async (ctx) => {
          const seed = await addSeed(ctx, {
            provider: options.provider,
            email: options.email,
            imapHost: options.imapHost,
            imapPort: options.imapPort,
            tls: options.tls,
            ...(options.username ? { username: options.username } : {}),
            password,
          });
          show(options.json, [presentSeed(seed)]);
          if (seed.health !== 'healthy') process.exitCode = 1;
        }, CREATES);
      },
    );
  seeds
    .command('check')
    .description('health-check seeds now: sign in and search (all, or one by uid or address)')
    .argument('[seed]', 'uid or address')
    .option('--json', 'print JSON')
    .action(async (which: string | undefined, options: { json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const targets = which ? [await required(ctx.db, which)] : await listSeeds(ctx.db);
        const checked = [];
        for (const seed of targets) checked.push(presentSeed((await checkSeed(ctx, seed)).seed));
        show(options.json, checked);
        if (checked.some((s) => s.health !== 'healthy')) process.exitCode = 1;
      });
    });
  for (const [name, enabled, description] of [
    ['disable', false, 'take a seed out of the pool (its past results stay)'],
    ['enable', true, 'put a seed back into the pool'],
  ] as const)
    seeds
      .command(name)
      .description(description)
      .argument('<seed>', 'uid or address')
      .action(async (which: string) => {
        await kit.withContext(async (ctx) => {
          const seed = await required(ctx.db, which);
          await setSeedEnabled(ctx, seed, enabled);
          kit.print(`Seed ${seed.email} ${enabled ? 'enabled' : 'disabled'}.`);
        });
      });
  return seeds;
}

async function required(db: Parameters<typeof findSeed>[0], which: string) {
  const seed = await findSeed(db, which);
  if (!seed) throw new ApiError('NOT_FOUND', `No seed ${which} in the pool`);
  return seed;
}
