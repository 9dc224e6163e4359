import { Type } from 'typebox';

/**
 * The registrant contact's shapes: the team's own (Set the registrant contact, this module) and
 * the one a purchase sends (Register domains, Place order), whose rules are `contact-details.ts`.
 */
const text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) });

/** The registrant's contact details (purchased domains). */
export const ContactDetailsSchema = Type.Object(
  {
    first_name: text(100),
    last_name: text(100),
    email: Type.String({ format: 'email', maxLength: 254 }),
    address_line1: text(200),
    address_line2: Type.Optional(Type.String({ maxLength: 200 })),
    city: text(100),
    state: text(100, 'State, province or region.'),
    country: Type.String({ minLength: 2, maxLength: 2, description: 'ISO 3166-1 alpha-2 code.' }),
    postal_code: text(20),
    phone: Type.Optional(
      Type.String({ maxLength: 30, description: 'International form: +1.5555550123.' }),
    ),
    organization: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false, title: 'ContactDetails' },
);

/**
 * A registrant contact in a purchase (Register domains, Place order): any of the fields, each
 * checked as in {@link ContactDetailsSchema}; those left out are filled from the account's
 * registrant contact (`completeContact`).
 */
export const PartialContactDetailsSchema = Type.Partial(ContactDetailsSchema, {
  additionalProperties: false,
  title: 'PartialContactDetails',
  description:
    'The registrant’s contact details. Fields left out are taken from the account’s registrant contact (Set the registrant contact): send only a name, an email and an organization, and the rest is the account’s. A 400 names each required field that neither has.',
});
