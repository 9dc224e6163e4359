import { createServer } from 'node:net';
import { buildApp } from '../app.js';
import { type Config, ConfigError } from '../config.js';
import type { AppContext } from '../context.js';
import { JobRunner } from '../jobs/runner.js';
import { hostPort } from '../lib/hosts.js';
import { createTeam, isDatabaseEmpty, type NewTeam } from '../modules/accounts/accounts.service.js';
import { createPasswordLink } from '../modules/accounts/passwords.service.js';
import { grantCredits } from '../modules/billing/billing.service.js';
import { checkAdapters, providerLines } from '../providers/check.js';
import type { ProviderStatus } from '../providers/status.js';
import { describeStatus } from '../providers/status.js';
import { composeContext } from './compose.js';

export type Role = 'api' | 'worker' | 'all';

/** What a first local start prints; also the shape of `mailwright init --json`. */
export interface Bootstrap {
  team: { uid: string; name: string };
  workspace: { uid: string; name: string };
  token: string;
  base_url: string;
  /** The local profile's first start: a one-time link that sets the admin's password and signs in. */
  password_link?: string;
}

/** Credits the local profile's first team starts with, so the sandbox can buy at once (docs/sandbox.md). */
export const LOCAL_SANDBOX_CREDITS = 1000;

/**
 * The first team of an empty database (`mailwright init`, or the local profile's first start).
 * In the local profile it starts with {@link LOCAL_SANDBOX_CREDITS} granted on its ledger.
 */
export async function createFirstTeam(
  ctx: AppContext,
  input: { name: string; adminEmail?: string | null },
): Promise<NewTeam> {
  const created = await createTeam(ctx.db, input);
  if (ctx.config.profile === 'local' && ctx.config.billing.enabled)
    await grantCredits(ctx, {
      teamUid: created.team.uid,
      amountCents: LOCAL_SANDBOX_CREDITS * 100,
      reason: 'Sandbox credits for the local profile',
    });
  return created;
}

/** What to tell the operator about a newly created team: shown once, as it holds the token. */
export function describeNewTeam(created: NewTeam, baseUrl: string): Bootstrap {
  return {
    team: { uid: created.team.uid, name: created.team.name },
    workspace: { uid: created.workspace.uid, name: created.workspace.name },
    token: created.token,
    base_url: baseUrl,
  };
}

/**
 * Runs the API, the job workers, or both, until SIGINT or SIGTERM; then stops accepting
 * requests, lets running jobs finish within the grace period and closes the database.
 */
export async function serve(
  config: Config,
  role: Role,
  print: (text: string) => void,
): Promise<void> {
  // Before anything is written (data directory, database, key): a HOST or PORT this process
  // cannot listen on stops the start with one line naming the variable (docs/decisions.md).
  if (role !== 'worker') await probeListen(config);
  await checkAdapters(config);
  const ctx = await composeContext(config);
  const app = role === 'worker' ? null : await buildApp(ctx);
  const runner = role === 'api' ? null : new JobRunner(ctx, ctx.jobs, config.jobs);

  // Signal handlers go in before anything is announced, so a stop request is never lost.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info({ signal }, 'shutting down');
    await app?.close();
    await runner?.stop(config.jobs.shutdownGraceMs);
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  if (app) {
    try {
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      // Nothing else has started yet: closing the app and the database lets the process end.
      await app.close();
      await ctx.database.close();
      throw listenProblem(error, config) ?? error;
    }
  }
  // Only once the port is ours: a start that cannot listen must not use up the first-start token.
  const firstStart =
    config.profile === 'local' && (await isDatabaseEmpty(ctx.db))
      ? await localFirstTeam(ctx)
      : null;
  await runner?.start();
  if (config.profile === 'production' && ctx.providers.status.some((s) => !s.real))
    ctx.log.warn(
      { simulated: ctx.providers.status.filter((s) => !s.real).map(describeStatus) },
      'the production profile runs simulated providers',
    );
  print(banner(config, role, firstStart, ctx.providers.status));
}

/** The local profile's first team, with a one-time link that sets its admin's password. */
async function localFirstTeam(ctx: AppContext): Promise<Bootstrap> {
  const created = await createFirstTeam(ctx, { name: 'My team' });
  const link = await createPasswordLink(
    ctx,
    ctx.db,
    created.admin,
    'setup',
    ctx.config.members.invitationTtlMs,
  );
  return { ...describeNewTeam(created, ctx.config.publicUrl), password_link: link.url };
}

/** Listens on HOST:PORT for a moment and lets go; throws what `listenProblem` makes of a failure. */
async function probeListen(config: Config): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ host: config.host, port: config.port, exclusive: true }, resolve);
    });
  } catch (error) {
    throw listenProblem(error, config) ?? error;
  } finally {
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }
}

/** Why the API could not listen, told in terms of the variable to change; null when unknown. */
export function listenProblem(error: unknown, config: Config): ConfigError | null {
  const where = hostPort(config.host, config.port);
  switch ((error as { code?: string }).code) {
    case 'EADDRINUSE':
      return new ConfigError([
        `PORT: ${where} is already in use; stop what listens there or choose another PORT`,
      ]);
    case 'EACCES':
      return new ConfigError([
        `PORT: not allowed to listen on ${where} (ports below 1024 need privileges); choose another PORT`,
      ]);
    case 'EADDRNOTAVAIL':
      return new ConfigError([`HOST: ${config.host} is not an address of this machine`]);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ConfigError([`HOST: ${config.host} could not be resolved to an address`]);
    default:
      return null;
  }
}

function banner(
  config: Config,
  role: Role,
  first: Bootstrap | null,
  providers: ProviderStatus[],
): string {
  const where =
    config.database.dialect === 'sqlite' ? `SQLite ${config.database.path}` : 'PostgreSQL';
  const lines = [
    '',
    role === 'worker'
      ? `Mailwright worker running (database: ${where})`
      : `Mailwright ${role === 'all' ? 'API and worker' : 'API'} running at ${config.publicUrl} (profile: ${config.profile}, database: ${where})`,
  ];
  if (first) {
    lines.push(
      '',
      `First start: created a team, a workspace and an API token, with ${LOCAL_SANDBOX_CREDITS} sandbox credits in its wallet.`,
      `  Team:          ${first.team.name} (${first.team.uid})`,
      `  Workspace uid: ${first.workspace.uid}`,
      `  API token:     ${first.token}`,
      '  The token is shown only this once: keep it somewhere safe.',
      ...(first.password_link
        ? [
            '',
            'Sign in to the web app: this link sets the admin’s password and signs you in (it works once):',
            `  ${first.password_link}`,
          ]
        : []),
      '',
      'Try it:',
      `  curl -s ${config.publicUrl}/v1/api/workspaces/list -H "Authorization: Bearer ${first.token}"`,
    );
  } else if (role !== 'worker' && config.profile === 'local') {
    lines.push(
      '',
      'Need a token? npx mailwright tokens create --team <team uid>  (npx mailwright tokens list --team <uid> lists them)',
    );
  }
  lines.push('', ...providerLines(providers, config.profile === 'production'));
  if (role !== 'worker') lines.push('', `API reference: ${config.publicUrl}/docs`);
  lines.push('');
  return lines.join('\n');
}
