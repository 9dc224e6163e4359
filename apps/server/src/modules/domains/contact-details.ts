import { invalidField } from '../../http/errors.js';
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
