import { ApiError, type ErrorDetail, invalidField } from '../../http/errors.js';
import type { ContactDetails } from '../../providers/registrar.js';

/** ISO 3166-1 alpha-2 country codes (the registrant's `country`). */
const COUNTRY_CODES = new Set(
  [
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE',
    'BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD',
    'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM',
    'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF',
    'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU',
    'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN',
    'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME',
    'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA',
    'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM',
    'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI',
    'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK',
    'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI',
    'VN VU WF WS YE YT ZA ZM ZW',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Checks what the schema cannot: a real country code and a registrar-acceptable phone number.
 * Returns the details trimmed, with the country upper-cased; throws a 400 naming
 * `contact_details.<field>`.
 */
export function checkContactDetails(contact: ContactDetails): ContactDetails {
  const trimmed = Object.fromEntries(
    Object.entries(contact).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as unknown as ContactDetails;
  for (const [key, value] of Object.entries(trimmed)) {
    if (value === '' && !['address_line2', 'organization', 'phone'].includes(key)) {
      throw invalidField(`contact_details.${key}`, 'must not be blank');
    }
  }
  trimmed.country = trimmed.country.toUpperCase();
  if (!COUNTRY_CODES.has(trimmed.country)) {
    throw invalidField(
      'contact_details.country',
      'must be an ISO 3166-1 alpha-2 code such as US or GB',
    );
  }
  if (
    trimmed.phone &&
    !/^\+[1-9][0-9]{0,3}\.?[0-9]{4,14}$/.test(trimmed.phone.replace(/[ ()-]/g, ''))
  ) {
    throw invalidField(
      'contact_details.phone',
      'must be an international number such as +1.5555550123',
    );
  }
  return trimmed;
}

/** The fields a registrant contact must have; the others (`address_line2`, `phone`, `organization`) may be left out. */
const REQUIRED_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'address_line1',
  'city',
  'state',
  'country',
  'postal_code',
] as const satisfies ReadonlyArray<keyof ContactDetails>;

/**
 * The registrant of a registration, the one place Register domains and Place order build it:
 * each field from the first of `given` that has it (an order's domain, then the order), and
 * what none has from the team's registrant contact (`team`, Set the registrant contact), so a
 * client that sends only a name, an email and an organization registers with the team's
 * address. Checked as {@link checkContactDetails}. A 400 names `field` when nothing is given and
 * the team has no contact, or each `field.<name>` that neither the request nor the team's
 * contact has.
 */
export function completeContact(
  given: ReadonlyArray<Partial<ContactDetails> | undefined>,
  team: ContactDetails | null,
  field = 'contact_details',
): ContactDetails {
  const layers = [...given.filter((g) => g !== undefined), ...(team ? [team] : [])];
  if (layers.length === 0)
    throw invalidField(
      field,
      'is required: send it, or set the account’s registrant contact (POST /v1/api/account/registrant-contact)',
    );
  const merged: Record<string, string> = {};
  for (const layer of layers.reverse()) {
    for (const [key, value] of Object.entries(layer)) {
      if (typeof value === 'string') merged[key] = value;
    }
  }
  const missing: ErrorDetail[] = REQUIRED_FIELDS.filter((name) => merged[name] === undefined).map(
    (name) => ({
      field: `${field}.${name}`,
      message: team
        ? 'is required'
        : 'is required (or set the account’s registrant contact, which fills what an order leaves out)',
    }),
  );
  const first = missing[0];
  if (first) {
    const more = missing.length > 1 ? ` (and ${missing.length - 1} more)` : '';
    throw new ApiError('VALIDATION_FAILED', `${first.field} ${first.message}${more}`, missing);
  }
  try {
    return checkContactDetails(merged as unknown as ContactDetails);
  } catch (error) {
    if (!(error instanceof ApiError) || field === 'contact_details') throw error;
    const details = (error.details ?? []).map((d) => ({
      ...d,
      field: d.field.replace(/^contact_details/, field),
    }));
    throw new ApiError('VALIDATION_FAILED', `${details[0]?.field} ${details[0]?.message}`, details);
  }
}
