import { escapeHtml, htmlPage as page } from '../../http/html-page.js';
import type { InvitationStatus } from './invitations.service.js';
import type { MemberInvitationRow } from './members.table.js';

export { SANDBOX_PAGE_HEADERS as INVITATION_PAGE_HEADERS } from '../../http/html-page.js';

const ROLE_WORDS: Record<string, string> = {
  admin: 'an admin',
  member: 'a member',
};

function roleText(invitation: Pick<MemberInvitationRow, 'role' | 'can_manage_billing'>): string {
  const billing =
    invitation.role === 'member'
      ? invitation.can_manage_billing
        ? ' (with billing and payments)'
        : ' (without billing and payments)'
      : '';
  return `${ROLE_WORDS[invitation.role] ?? invitation.role}${billing}`;
}

/** The page an invitation link opens: who is invited to which team, and an Accept button. */
export function invitationPage(
  invitation: MemberInvitationRow,
  teamName: string,
  status: InvitationStatus,
): string {
  if (status !== 'pending') return unusablePage(status);
  return page(
    `Join ${teamName} on Mailwright`,
    `<p><b>${escapeHtml(invitation.name)}</b> (${escapeHtml(invitation.email)}), you are invited to
join the team <b>${escapeHtml(teamName)}</b> as ${roleText(invitation)}.</p>
<form method="post"><button name="accept" value="yes">Accept and get my API token</button></form>
<p class="note">This link works once and expires at ${escapeHtml(invitation.expires_at)}.
Accepting shows your first API token once. A script can accept with
<code>curl -X POST &lt;this URL&gt;</code>.</p>`,
  );
}

/** What the new member sees once: the API token, and how to use it. */
export function acceptedPage(
  accepted: { team: { name: string }; token: string },
  baseUrl: string,
): string {
  const token = escapeHtml(accepted.token);
  return page(
    `Welcome to ${accepted.team.name}`,
    `<p>Your API token (shown only this once; keep it somewhere safe):</p>
<p><code>${token}</code></p>
<p>Try it:</p>
<pre>curl -s ${escapeHtml(baseUrl)}/v1/api/workspaces/list -H "Authorization: Bearer ${token}"</pre>`,
  );
}

/** A link that was used, revoked or has expired, or that names no invitation. */
export function unusablePage(status: Exclude<InvitationStatus, 'pending'> | 'unknown'): string {
  const text: Record<typeof status, string> = {
    accepted: 'This invitation was already accepted: each link works once.',
    revoked: 'This invitation was revoked. Ask a team admin for a new one.',
    expired: 'This invitation has expired. Ask a team admin for a new one.',
    unknown: 'This link does not name an invitation.',
  };
  return page('This invitation link no longer works', `<p>${text[status]}</p>`);
}

/** A pending invitation that cannot be accepted now (its email became a member meanwhile). */
export function refusedPage(message: string): string {
  return page('This invitation cannot be accepted', `<p>${escapeHtml(message)}.</p>`);
}
