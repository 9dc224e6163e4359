import { type Kysely, sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.js';
import type { DB } from '../../apps/server/src/db/schema.js';
import { inTransaction } from '../../apps/server/src/db/transaction.js';
import { createLogger } from '../../apps/server/src/lib/logger.js';
import { createWorkspace } from '../../apps/server/src/modules/workspaces/workspaces.service.js';
import { SEQUENCER_PLATFORM_IDS } from '../../apps/server/src/providers/sequencer-catalog/index.js';
import { composeContext } from '../../apps/server/src/start/compose.js';
import { type BenchInstance, initInstance } from './instance.js';
import { activeDomainRow } from './rows.js';

const MAILBOXES = 100;
const PLATFORMS = SEQUENCER_PLATFORM_IDS;
/** A random version-4 UUID, made by SQLite. */
const UUID = sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/** Sequencers as a real agency's would look: 1 % of them for a client called Northwind. */
async function seedSequencers(
  trx: Kysely<DB>,
  team: { team_id: string },
  workspaceId: string,
  count: number,
  sealed: string,
) {
  await sql`
    with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1}),
    s as (select i,
        case when i % 100 = 0 then 'Northwind' else 'Client ' || (i % 997) end as client,
        strftime('%Y-%m-%dT%H:%M:%fZ', 1767225600 + i, 'unixepoch') as at
      from n)
    insert into sequencers (id, uid, team_id, workspace_id, name, platform, username,
      workspace_name, search_text, status, previous_status, status_reason, failure_code,
      status_changed_at, consent_url, connection_sealed, connection_version, remote_account_id,
      code_challenge, code_expires_at, code_attempts, created_at, updated_at)
    select lower(hex(randomblob(12))), ${UUID},
      ${team.team_id}, ${workspaceId}, client || ' outbound ' || i,
      case i % ${PLATFORMS.length} ${sql.join(
        PLATFORMS.map((p, k) => sql`when ${sql.lit(k)} then ${p}`),
        sql` `,
      )} end,
      'sdr' || i || '@agency' || (i % 50) || '.example', client || ' workspace',
      lower(client || ' outbound ' || i || char(31) || 'sdr' || i || '@agency' || (i % 50) || '.example' || char(31) || client || ' workspace'),
      case when i % 20 = 0 then 'failed' else 'active' end, 'verifying', '', '', at,
      'https://oauth.example/microsoft/connect?account=' || i, ${sealed}, 1, 'acct_' || i,
      null, null, 0, at, at
    from s`.execute(trx);
}

/** Forwarding jobs over the workspace's 100 mailboxes, four to a second, statuses in turn. */
async function seedJobs(trx: Kysely<DB>, workspaceId: string, count: number) {
  await sql`
    with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1}),
    s as (select i, strftime('%Y-%m-%dT%H:%M:%fZ', 1767225600 + i / 4, 'unixepoch') as at from n),
    m as (select id, uid, username, domain_name, row_number() over (order by id) - 1 as k
      from mailboxes where workspace_id = ${workspaceId})
    insert into forwarding_jobs (id, workspace_id, mailbox_id, mailbox_uid, mailbox_email,
      forwarding_email, action, status, previous_status, status_changed_at, status_message,
      error_message, attempts, max_attempts, created_at, updated_at, completed_at,
      last_attempt_at, next_retry_at)
    select lower(hex(randomblob(12))), ${workspaceId}, m.id, m.uid,
      m.username || '@' || m.domain_name, 'replies' || (i % 7) || '@forward.example',
      case i % 3 when 0 then 'enable' when 1 then 'update' else 'disable' end,
      case i % 4 when 0 then 'pending' when 1 then 'processing' when 2 then 'completed'
        else 'failed' end,
      case when i % 4 = 0 then null else 'pending' end, s.at,
      case when i % 4 >= 2 then 'Forwarding to replies@forward.example enabled' else 'Queued' end,
      case when i % 4 = 3 then 'The host did not answer in time' else '' end,
      case when i % 4 = 0 then 0 else 1 end, 3, s.at, s.at,
      case when i % 4 >= 2 then s.at end, case when i % 4 = 0 then null else s.at end, null
    from s join m on m.k = s.i % ${MAILBOXES}`.execute(trx);
}

/**
 * A fresh instance (`initInstance('growth')`) with one workspace per size in `sizes`, each holding
 * that many sequencers and forwarding jobs (over 100 mailboxes): rows generated inside SQLite by
 * one INSERT … SELECT per table, then the list counters rebuilt from the tables, as `mailwright
 * counts check --repair` does. Used by `list-growth.ts` and `compare-builds.ts`.
 */
export async function seedGrowthInstance(sizes: readonly number[]): Promise<{
  instance: BenchInstance;
  workspaces: Record<number, { id: string; uid: string }>;
  seedMs: number;
}> {
  const instance = initInstance('growth');
  const ctx = await composeContext(loadConfig(instance.env), { log: createLogger('warn') });
  const db = ctx.db;
  const team = await db
    .selectFrom('workspaces')
    .select('team_id')
    .where('uid', '=', instance.workspaceUid)
    .executeTakeFirstOrThrow();
  const sealedConnection = ctx.secrets.seal(
    JSON.stringify({ api_key: 'sk_bench_0123456789abcdef' }),
  );
  const seedStarted = performance.now();
  const workspaces: Record<number, { id: string; uid: string }> = {};
  for (const size of sizes) {
    const workspace = await inTransaction(db, async (trx) => {
      const created = await createWorkspace(trx, team.team_id, { name: `${size} records` });
      const domain = activeDomainRow(
        { team_id: team.team_id, workspace_id: created.id },
        `growth-${size}.com`,
      );
      await trx.insertInto('domains').values(domain).execute();
      const sealed = ctx.secrets.seal('bench-credential');
      await sql`
        with recursive n(i) as (select 0 union all select i + 1 from n where i < ${MAILBOXES - 1})
        insert into mailboxes (id, uid, team_id, workspace_id, domain_id, domain_name, username,
          address_key, first_name, last_name, profile_picture, signature, forwarding_email, platform,
          setup_kind, status, previous_status, status_reason, failure_code, status_changed_at,
          step_deadline, is_admin, is_add_on, password_sealed, app_password_sealed, secret_sealed,
          host_account_id, renewal_date, renewal_status, cancel_at, resetup_status, resetup_count,
          last_resetup_at, activated_at, created_at, updated_at)
        select lower(hex(randomblob(12))), ${UUID}, ${team.team_id}, ${created.id},
          ${domain.id}, ${domain.name}, 'user' || i, ${domain.id} || ':user' || i, 'Bench', '' || i, '',
          '', '', 'GOOGLE', 'purchase', 'active', 'finalizing_setup', '', '', ${domain.created_at},
          null, 0, 0, ${sealed}, ${sealed}, ${sealed}, 'bench-' || i, null, 'pending', null, 'none', 0,
          null, ${domain.created_at}, ${domain.created_at}, ${domain.created_at}
        from n`.execute(trx);
      return created;
    });
    await db.transaction().execute(async (trx) => {
      await seedSequencers(trx, team, workspace.id, size, sealedConnection);
      await seedJobs(trx, workspace.id, size);
    });
    workspaces[size] = workspace;
  }
  // Rows written around the services: the counters are rebuilt from the tables (on a build that
  // keeps them; an older build counts on every request instead).
  const counters = await import('../../apps/server/src/main/counted-lists.js').catch(() => null);
  if (counters) {
    const { rebuildListCounts } = await import('../../apps/server/src/db/list-counts.js');
    await rebuildListCounts(db, counters.COUNTED_LISTS);
  }
  await sql`analyze`.execute(db);

  const seedMs = Math.round(performance.now() - seedStarted);
  await ctx.database.close();
  return { instance, workspaces, seedMs };
}
