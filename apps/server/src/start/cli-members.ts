import { Command, InvalidArgumentError, Option } from 'commander';
import { getTeamByUid } from '../modules/accounts/accounts.service.js';
import {
  INVITATION_STATUSES,
  type InvitationStatus,
  inviteMember,
  listInvitations,
  presentInvitations,
  revokeInvitation,
} from '../modules/accounts/invitations.service.js';
import { listMembers, toMemberResponse } from '../modules/accounts/members.service.js';
import { MEMBER_ROLES, type MemberRole } from '../modules/accounts/members.table.js';
import { operatorPasswordLinks } from '../modules/accounts/passwords.service.js';
import type { CliKit } from './cli-kit.js';

/** Operator lists show every row (teams have tens of members, not millions). */
const ALL = 100_000;

const email = (value: string) => {
  if (!/^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/.test(value.trim()))
    throw new InvalidArgumentError('must be an email address');
  return value.trim();
};

/** `mailwright members ...`: a team's members and invitations, for operators. */
export function membersCommand(kit: CliKit): Command {
  const members = new Command('members').description("manage a team's members and invitations");
  members
    .command('list')
    .description("list a team's members and their roles")
    .requiredOption('--team <uid>', 'team uid')
    .option('--json', 'print JSON')
    .action(async (options: { team: string; json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const team = await getTeamByUid(ctx.db, options.team);
        const rows = (await listMembers(ctx.db, team.id, 0, ALL)).rows.map(toMemberResponse);
        if (options.json) kit.printJson(rows);
        else kit.print(kit.table(['uid', 'name', 'email', 'role', 'can_manage_billing'], rows));
      });
    });
  members
    .command('invite')
    .description('invite someone to a team: prints the one-time link to send them')
    .requiredOption('--team <uid>', 'team uid')
    .requiredOption('--name <name>', 'their full name')
    .requiredOption('--email <email>', 'their email address', email)
    .addOption(
      new Option('--role <role>', 'admin, or member').choices([...MEMBER_ROLES]).default('member'),
    )
    .option('--can-manage-billing', 'a member who may manage billing and payments')
    .option('--json', 'print JSON')
    .action(
      async (options: {
        team: string;
        name: string;
        email: string;
        role: MemberRole;
        canManageBilling?: boolean;
        json?: boolean;
      }) => {
        await kit.withContext(async (ctx) => {
          const team = await getTeamByUid(ctx.db, options.team);
          const { invitation, url } = await inviteMember(
            ctx,
            team.id,
            {
              name: options.name,
              email: options.email,
              role: options.role,
              ...(options.canManageBilling ? { can_manage_billing: true } : {}),
            },
            null,
          );
          const [out] = await presentInvitations(ctx.db, [invitation], invitation.created_at);
          if (options.json) return kit.printJson({ invitation: out, invitation_url: url });
          kit.print(
            [
              `Invitation for ${invitation.name} <${invitation.email}> to ${team.name} (${out?.role}${
                out?.role === 'member' && out.can_manage_billing ? ', with billing' : ''
              }):`,
              `  ${url}`,
              `Works once, until ${invitation.expires_at}. Send it to them; it is shown only this once.`,
            ].join('\n'),
          );
        });
      },
    );
  members
    .command('invitations')
    .description("list a team's invitations (never their links)")
    .requiredOption('--team <uid>', 'team uid')
    .addOption(
      new Option('--status <status>', 'only this status').choices([...INVITATION_STATUSES]),
    )
    .option('--json', 'print JSON')
    .action(async (options: { team: string; status?: InvitationStatus; json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const team = await getTeamByUid(ctx.db, options.team);
        const { rows } = await listInvitations(ctx.db, team.id, {
          status: options.status,
          offset: 0,
          limit: ALL,
        });
        if (options.json) kit.printJson(rows);
        else kit.print(kit.table(['uid', 'email', 'role', 'status', 'expires_at'], rows));
      });
    });
  members
    .command('revoke-invitation')
    .description('revoke an invitation: its link stops working')
    .argument('<invitation-uid>')
    .requiredOption('--team <uid>', 'team uid')
    .action(async (uid: string, options: { team: string }) => {
      await kit.withContext(async (ctx) => {
        const team = await getTeamByUid(ctx.db, options.team);
        const revoked = await revokeInvitation(ctx.db, team.id, uid);
        kit.print(`Invitation ${revoked.uid} for ${revoked.email} is ${revoked.status}`);
      });
    });
  members
    .command('reset-link')
    .description(
      "print a one-time link that sets a member's password (one per team the address is a member of)",
    )
    .requiredOption('--email <email>', 'the member’s email address', email)
    .option('--team <uid>', 'only the member of this team')
    .option('--json', 'print JSON')
    .action(async (options: { email: string; team?: string; json?: boolean }) => {
      await kit.withContext(async (ctx) => {
        const links = await operatorPasswordLinks(ctx, options.email, options.team);
        if (options.json) return kit.printJson(links);
        if (links.length === 0) {
          process.exitCode = 1;
          return kit.print(
            `No member has the address ${options.email}${options.team ? ' in that team' : ''}`,
          );
        }
        kit.print(
          [
            ...links.map((l) => `${l.team.name} (${l.member.email}): ${l.url}`),
            `Each works once, until ${links[0]?.expires_at}. Send it to them; it is shown only this once.`,
          ].join('\n'),
        );
      });
    });
  return members;
}
