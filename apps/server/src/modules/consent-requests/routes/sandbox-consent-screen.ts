import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { answerConsent, findConsentByState, scopesOf } from '../consent-answer.service.js';
import {
  answeredPage,
  consentScreenPage,
  notFoundPage,
  SANDBOX_PAGE_HEADERS,
} from '../sandbox-page.js';

const StateParams = Type.Object({ state: Type.String({ maxLength: 200 }) });

export const AnswerConsentBody = Type.Object(
  { decision: Type.Enum(['allow', 'deny'], { description: 'The user’s answer.' }) },
  { additionalProperties: false },
);

/**
 * The simulated provider's consent screen, served where the simulator's consent URL points
 * (`/sandbox/consent/<state>`): a page an integrator opens in a browser and answers with Allow or
 * Deny, or a script answers with `POST decision=allow|deny` (form or JSON). Not an API operation
 * (no token: the user of the mailbox is not a Mailwright user; the unguessable `state` in the
 * URL is the capability, as in any OAuth link), so it is left out of the API document. Served
 * only while the OAuth-grant adapter is the simulator.
 */
export function sandboxConsentScreen(app: App, ctx: AppContext): void {
  if (!ctx.providers.oauthGrants.consentScreen) return;
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    // HTML forms post `application/x-www-form-urlencoded`; only these pages accept it.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(
      '/sandbox/consent/:state',
      { config: { scope: 'public' }, schema: { hide: true, params: StateParams } },
      async (request, reply) => {
        const found = await findConsentByState(ctx, request.params.state);
        reply.headers(SANDBOX_PAGE_HEADERS);
        if (!found) return reply.code(404).send(notFoundPage());
        return reply.send(consentScreenPage(found.request, found.email, scopesOf(found.request)));
      },
    );

    scope.post(
      '/sandbox/consent/:state',
      {
        config: { scope: 'public' },
        schema: { hide: true, params: StateParams, body: AnswerConsentBody },
      },
      async (request, reply) => {
        const found = await findConsentByState(ctx, request.params.state);
        reply.headers(SANDBOX_PAGE_HEADERS);
        if (!found) return reply.code(404).send(notFoundPage());
        const { request: consent, email } = found;
        if (consent.status !== 'pending') {
          return reply.code(410).send(consentScreenPage(consent, email, scopesOf(consent)));
        }
        const screen = ctx.providers.oauthGrants.consentScreen;
        if (!screen) return reply.code(404).send(notFoundPage());
        const answer = screen.answer({
          platform: consent.platform,
          email,
          scopes: scopesOf(consent),
          state: consent.state,
          decision: request.body.decision,
        });
        const answered = await answerConsent(ctx, consent, answer);
        if (answered.redirect_url) {
          const target = new URL(answered.redirect_url);
          target.searchParams.set('consent_request_uid', answered.uid);
          target.searchParams.set('status', answered.status);
          return reply.code(303).header('location', target.toString()).send('');
        }
        return reply.send(answeredPage(answered));
      },
    );
  });
}
