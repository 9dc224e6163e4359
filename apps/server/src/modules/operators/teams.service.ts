import type { AppContext } from '../../context.js';
import { countLivePerWorkspace } from '../../db/live-counts.js';
import { getTeamByUid, listTeamsPage, type TeamRow, teamSizes } from '../accounts/surface.js';
import { toCredits, walletsOfTeams } from '../billing/surface.js';
import { allWorkspacesOfTeam } from '../workspaces/surface.js';

/** A page of every team with its size and the team wallet's balance. */
export async function operatorTeams(
  ctx: AppContext,
  keyword: string | undefined,
  offset: number,
  limit: number,
) {
  const { rows, total } = await listTeamsPage(ctx.db, keyword, offset, limit);
  return { teams: await summaries(ctx, rows as TeamRow[]), total };
}

async function summaries(ctx: AppContext, teams: readonly TeamRow[]) {
  const ids = teams.map((t) => t.id);
  const sizes = await teamSizes(ctx.db, ids);
  const wallets = await walletsOfTeams(ctx.db, ids);
  return teams.map((team) => ({
    uid: team.uid,
    name: team.name,
    admin_email: team.admin_email,
    created_at: team.created_at,
    members: sizes.get(team.id)?.members ?? 0,
    workspaces: sizes.get(team.id)?.workspaces ?? 0,
    credits_remaining: toCredits(
      wallets.find((w) => w.team_id === team.id && w.workspace_uid === null)?.balance_cents ?? 0,
    ),
  }));
}

/** One team: its summary, workspaces (with their domain and mailbox counts) and every wallet. */
export async function operatorTeam(ctx: AppContext, uid: string) {
  const team = await getTeamByUid(ctx.db, uid);
  const [summary] = await summaries(ctx, [team]);
  const workspaces = await allWorkspacesOfTeam(ctx.db, team.id);
  const ids = workspaces.map((w) => w.id);
  const domains = await countLivePerWorkspace(ctx.db, 'domains', ids);
  const mailboxes = await countLivePerWorkspace(ctx.db, 'mailboxes', ids);
  const wallets = await walletsOfTeams(ctx.db, [team.id]);
  return {
    ...(summary as NonNullable<typeof summary>),
    workspace_list: workspaces.map((w) => ({
      uid: w.uid,
      name: w.name,
      use_shared_billing: w.use_shared_billing === 1,
      domains: domains.get(w.id) ?? 0,
      mailboxes: mailboxes.get(w.id) ?? 0,
      created_at: w.created_at,
    })),
    wallets: wallets.map((w) => ({
      uid: w.uid,
      workspace_uid: w.workspace_uid,
      credits_remaining: toCredits(w.balance_cents),
      total_credits: toCredits(w.total_credits_cents),
      credits_used: toCredits(w.credits_used_cents),
      auto_topup_enabled: w.auto_topup_enabled === 1,
      entries: w.entry_count,
    })),
  };
}
