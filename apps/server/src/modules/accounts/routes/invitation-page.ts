import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { ApiError } from '../../../http/errors.js';
import { isoNow } from '../../../lib/time.js';
import {
  acceptedPage,
  INVITATION_PAGE_HEADERS,
  invitationPage,
  refusedPage,
  unusablePage,
} from '../invitation-page.js';
import {
  acceptInvitation,
  findInvitationByToken,
  invitationStatus,
} from '../invitations.service.js';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });

/**
 * The page an invitation link opens (`/invitations/<token>`): who is invited to which team, and
 * an Accept button that posts back to the same URL and shows the new member's API token once.
 * Not an API operation (the invitee has no token yet; the link's token is the capability), so it
 * is left out of the API document; programs use Accept an invitation.
 */
export function invitationPageRoutes(app: App, ctx: AppContext): void {
  app.register(async (plugin) => {
    // HTML forms post `application/x-www-form-urlencoded`; the body is not read.
    plugin.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );

    plugin.get(
      '/invitations/:token',
      { config: { scope: 'public' }, schema: { hide: true, params: TokenParams } },
      async (request, reply) => {
        const { token } = request.params as { token: string };
        const found = await findInvitationByToken(ctx.db, token);
        reply.headers(INVITATION_PAGE_HEADERS);
        if (!found) return reply.code(404).send(unusablePage('unknown'));
        const status = invitationStatus(found.invitation, isoNow());
        return reply
          .code(status === 'pending' ? 200 : 410)
          .send(invitationPage(found.invitation, found.team.name, status));
      },
    );

    plugin.post(
      '/invitations/:token',
      { config: { scope: 'public' }, schema: { hide: true, params: TokenParams } },
      async (request, reply) => {
        const { token } = request.params as { token: string };
        reply.headers(INVITATION_PAGE_HEADERS);
        try {
          // Accepted without a password: the answer always holds the new API token.
          const accepted = await acceptInvitation(ctx, token);
          const page = { team: accepted.team, token: accepted.token ?? '' };
          return reply.send(acceptedPage(page, ctx.config.publicUrl));
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
          const found = await findInvitationByToken(ctx.db, token);
          if (!found) return reply.code(404).send(unusablePage('unknown'));
          const status = invitationStatus(found.invitation, isoNow());
          if (status !== 'pending') return reply.code(410).send(unusablePage(status));
          return reply.code(409).send(refusedPage(error.message));
        }
      },
    );
  });
}
