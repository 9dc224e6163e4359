import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf } from '../../../http/auth.js';
import { Body, Envelope, Nullable } from '../../../http/schemas.js';
import { ContactDetailsSchema } from '../contact-details.schema.js';
import { getRegistrantContact, setRegistrantContact } from '../registrant-contact.service.js';

export const RegistrantContactResponse = Envelope({
  contact_details: Nullable(ContactDetailsSchema, {
    description: 'The team’s default registrant contact; null when none is set.',
  }),
});

export const SetRegistrantContactBody = Body({
  contact_details: Nullable(ContactDetailsSchema, {
    description: 'The contact Register domains uses when an order has none; null clears it.',
  }),
});

/** `GET /v1/api/account/registrant-contact`. */
export function getAccountRegistrantContact(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/account/registrant-contact',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'getAccountRegistrantContact',
        tags: ['Account'],
        summary: 'Get the registrant contact',
        description:
          'The team’s default registrant contact, which Register domains uses for an order sent without `contact_details`. Needs no X-Workspace-Id.',
        response: { 200: RegistrantContactResponse },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Registrant contact retrieved successfully',
      contact_details: await getRegistrantContact(ctx.db, teamOf(request).id),
    }),
  );
}

/** `POST /v1/api/account/registrant-contact`. */
export function setAccountRegistrantContact(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/account/registrant-contact',
    {
      config: { scope: 'team', permission: 'admin' },
      schema: {
        operationId: 'setAccountRegistrantContact',
        'x-idempotent': true,
        tags: ['Account'],
        summary: 'Set the registrant contact',
        description:
          'Sets the team’s default registrant contact (checked as an order’s: 400 naming `contact_details.<field>`), or clears it with null (team admins only). Register domains uses it for orders sent without `contact_details`; domains already registered keep theirs. Needs no X-Workspace-Id.',
        body: SetRegistrantContactBody,
        response: { 200: RegistrantContactResponse },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Registrant contact saved',
      contact_details: await setRegistrantContact(
        ctx.db,
        teamOf(request).id,
        request.body.contact_details,
      ),
    }),
  );
}
