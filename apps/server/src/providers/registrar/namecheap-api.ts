import { XMLParser } from 'fast-xml-parser';
import type { NamecheapConfig } from '../../config/vendors.js';
import type { ContactDetails } from '../registrar.js';
import { fail, type ProviderFailure } from '../result.js';
import { createVendorHttp } from '../vendor-http.js';
import { createRateLimiter } from '../vendor-limits.js';
import { vendorWords } from '../vendor-words.js';

/**
 * Namecheap's XML API (https://www.namecheap.com/support/api/): every command is a request to
 * `xml.response` carrying the global parameters ApiUser, ApiKey, UserName and ClientIp (an IPv4
 * address Namecheap has whitelisted for the account) plus `Command`. Sent as a POST form, so the
 * key stays out of URLs. The answer is an `<ApiResponse Status="OK|ERROR">` whose `<Errors>`
 * carry numbered errors; its HTTP status is 200 either way.
 */
export type NamecheapNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => ['Error', 'DomainCheckResult', 'Price', 'Product'].includes(name),
});

/** Namecheap's global errors for credentials and the whitelisted IP (1010101 … 1017411). */
const REFUSED_CREDENTIALS = /^10[0-9]{5}$/;
/** Provider-side failures Namecheap documents for domains.create/renew: worth another try. */
const PROVIDER_ERRORS = new Set(['3031166', '3028166', '3031900', '5050900', '4023166']);

export function createNamecheapApi(config: NamecheapConfig) {
  const http = createVendorHttp({
    vendor: 'Namecheap',
    unavailableCode: 'registrar_unavailable',
    // Namecheap's published budget: 50 calls a minute per key (also 700 an hour, 8000 a day).
    limiter: createRateLimiter(50, 60_000),
  });
  const secrets = [config.apiKey];

  /** Runs a command: the `CommandResponse` node, or the failure its errors map to. */
  return async function command(
    name: string,
    params: Record<string, string>,
    options: { once?: boolean } = {},
  ): Promise<{ ok: true; response: NamecheapNode } | ProviderFailure> {
    const body = new URLSearchParams({
      ApiUser: config.apiUser,
      ApiKey: config.apiKey,
      UserName: config.userName,
      ClientIp: config.clientIp,
      Command: name,
      ...params,
    });
    const result = await http({
      method: 'POST',
      url: config.apiUrl,
      body,
      secrets,
      limitKey: config.apiUser,
      ...(options.once ? { once: true } : {}),
    });
    if (!result.ok) return result;
    let root: NamecheapNode;
    try {
      root = (parser.parse(result.answer.text) as NamecheapNode).ApiResponse as NamecheapNode;
    } catch {
      root = {};
    }
    if (!root || typeof root !== 'object')
      return fail('registrar_unavailable', `Namecheap answered ${result.answer.status}`, true);
    if (root.Status !== 'ERROR')
      return { ok: true, response: (root.CommandResponse ?? {}) as NamecheapNode };
    const errors = ((root.Errors as NamecheapNode | undefined)?.Error ?? []) as NamecheapNode[];
    const first = errors[0] ?? {};
    return namecheapFailure(String(first.Number ?? ''), String(first['#text'] ?? ''), secrets);
  };
}

/** A Namecheap error number (and its text) as the registrar family's failure. */
export function namecheapFailure(
  number: string,
  text: string,
  secrets: readonly string[],
): ProviderFailure {
  const said = vendorWords(text, secrets);
  const saying = said ? ` (Namecheap: ${said} [${number}])` : ` [${number}]`;
  if (/insufficient funds|not enough funds|balance is (too )?low/i.test(text))
    return fail(
      'registrar_insufficient_funds',
      'The registrar could not take payment: the service’s account there is short of funds',
    );
  if (/too many requests|rate limit/i.test(text) || number === '500000')
    return fail('rate_limited', 'Namecheap is limiting requests; trying again later', true);
  if (REFUSED_CREDENTIALS.test(number))
    return fail(
      'registrar_rejected',
      `Namecheap refused the service’s API credentials or client IP${saying}`,
    );
  switch (number) {
    case '2030280':
      return fail(
        'unsupported_tld',
        `The registrar does not sell this TLD through its API${saying}`,
      );
    case '3019166':
    case '4019166':
      return fail(
        'name_unavailable',
        'The name was registered by someone else since it was quoted',
      );
    case '2515610':
    case '2515623':
      return fail('price_changed', `The registrar's price changed since it was quoted${saying}`);
  }
  if (PROVIDER_ERRORS.has(number))
    return fail('registrar_unavailable', `Namecheap's registry link failed${saying}`, true);
  if (/^20(1[05]|10)/.test(number))
    return fail('invalid_contact', `The registrar refused the request's details${saying}`);
  return fail('registry_refused', `The registrar refused the request${saying}`);
}

/** The contact parameters of domains.create and domains.setContacts, for every role. */
export function contactParams(contact: ContactDetails): Record<string, string> {
  const phone = (contact.phone ?? '').replace(/[ ()-]/g, '');
  // Namecheap's format is +NNN.NNNNNNNNNN: a dot after the country code.
  const dotted = phone.includes('.') ? phone : phone.replace(/^(\+\d{1,3})(\d+)$/, '$1.$2');
  const one = {
    FirstName: contact.first_name,
    LastName: contact.last_name,
    Address1: contact.address_line1,
    Address2: contact.address_line2 ?? '',
    City: contact.city,
    StateProvince: contact.state,
    PostalCode: contact.postal_code,
    Country: contact.country,
    Phone: dotted,
    EmailAddress: contact.email,
    OrganizationName: contact.organization ?? '',
  };
  const params: Record<string, string> = {};
  for (const role of ['Registrant', 'Tech', 'Admin', 'AuxBilling']) {
    for (const [key, value] of Object.entries(one)) if (value) params[`${role}${key}`] = value;
  }
  return params;
}

/** `example.co.uk` -> SLD `example`, TLD `co.uk` (what setCustom takes). */
export function sldTld(name: string): { SLD: string; TLD: string } {
  const dot = name.indexOf('.');
  return { SLD: name.slice(0, dot), TLD: name.slice(dot + 1) };
}
