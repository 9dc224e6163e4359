import type { AppContext } from '../../context.js';
import type { App } from '../../http/app-types.js';
import { acceptInvitation } from './routes/accept-invitation.js';
import { createApiToken } from './routes/create-api-token.js';
import { getCurrentMember } from './routes/get-current-member.js';
import { invitationPageRoutes } from './routes/invitation-page.js';
import { inviteMember } from './routes/invite-member.js';
import { listApiTokens } from './routes/list-api-tokens.js';
import { listInvitations } from './routes/list-invitations.js';
import { listMembers } from './routes/list-members.js';
import { passwordRoutes } from './routes/passwords.js';
import {
  getAccountRegistrantContact,
  setAccountRegistrantContact,
} from './routes/registrant-contact.js';
import { removeMember } from './routes/remove-member.js';
import { revokeApiToken } from './routes/revoke-api-token.js';
import { revokeInvitation } from './routes/revoke-invitation.js';
import { sessionRoutes } from './routes/session.js';
import { signIn } from './routes/sign-in.js';
import { totpRoutes } from './routes/totp.js';
import { updateMember } from './routes/update-member.js';

/** The team's registrant contact (Get account, which shows billing's wallet, is billing's). */
export function registerAccountRoutes(app: App, ctx: AppContext): void {
  getAccountRegistrantContact(app, ctx);
  setAccountRegistrantContact(app, ctx);
}

/** Members and roles, invitations (with the page their links open) and API tokens. */
export function registerMemberRoutes(app: App, ctx: AppContext): void {
  listMembers(app, ctx);
  getCurrentMember(app, ctx);
  updateMember(app, ctx);
  removeMember(app, ctx);
  inviteMember(app, ctx);
  listInvitations(app, ctx);
  revokeInvitation(app, ctx);
  acceptInvitation(app, ctx);
  invitationPageRoutes(app, ctx);
  createApiToken(app, ctx);
  listApiTokens(app, ctx);
  revokeApiToken(app, ctx);
}

/** Signing in: sessions, passwords and the TOTP second factor (docs/api/sessions.md). */
export function registerSessionRoutes(app: App, ctx: AppContext): void {
  signIn(app, ctx);
  sessionRoutes(app, ctx);
  passwordRoutes(app, ctx);
  totpRoutes(app, ctx);
}
