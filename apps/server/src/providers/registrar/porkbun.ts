import type { PorkbunConfig } from '../../config/vendors.js';
import type { DomainQuote, Registrar } from '../registrar.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import { createVendorHttp } from '../vendor-http.js';
import { createRateLimiter } from '../vendor-limits.js';
import { vendorWords } from '../vendor-words.js';
import { centsOf, suggestNames, tldOf, usd } from './suggest.js';

type Json = Record<string, unknown>;

/**
 * Porkbun through its JSON API v3 (https://porkbun.com/api/json/v3/spec): the key pair in each
 * POST body; `/domain/checkDomain/{name}` quotes (its `limits` say how many checks the account
 * has left in the window, and the adapter waits for the next window rather than be refused);
 * `/domain/create/{name}` with `cost` in cents (Porkbun refuses a cost that is not its price),
 * `agreeToTerms` and an `Idempotency-Key` (the order's reference: a retried purchase is answered
 * as the first, never bought twice), rehearsed first with `dryRun: true`, which runs every
 * pre-flight check (availability, price, eligibility, funds, spend limit) without charging;
 * `/domain/updateNs/{name}`; `/domain/renew/{name}` against `/pricing/get`'s renewal price.
 * With MAILWRIGHT_PORKBUN_DRY_RUN every purchase stops at the rehearsal (nothing is bought).
 */
export function createPorkbunRegistrar(config: PorkbunConfig): Registrar {
  // The budget is what each answer's `limits` reports (about one check per 10 s when published).
  const checks = createRateLimiter(1000, 10_000);
  const http = createVendorHttp({
    vendor: 'Porkbun',
    unavailableCode: 'registrar_unavailable',
    maxWaitMs: 12_000,
  });
  const secrets = [config.apiKey, config.secretApiKey];
  const keys = { apikey: config.apiKey, secretapikey: config.secretApiKey };

  const call = async (
    path: string,
    body: Json = {},
    options: { once?: boolean; idempotencyKey?: string } = {},
  ): Promise<{ ok: true; json: Json } | ProviderFailure> => {
    const result = await http({
      method: 'POST',
      url: `${config.apiUrl}${path}`,
      body: { ...body, ...keys },
      secrets,
      ...(options.idempotencyKey ? { headers: { 'idempotency-key': options.idempotencyKey } } : {}),
      ...(options.once ? { once: true } : {}),
    });
    if (!result.ok) return result;
    const json = (result.answer.json ?? {}) as Json;
    if (json.status === 'SUCCESS' && result.answer.status < 400) return { ok: true, json };
    return porkbunFailure(result.answer.status, json, secrets);
  };

  const quote = async (
    name: string,
  ): Promise<{ ok: true; quote: DomainQuote } | ProviderFailure> => {
    const unsold: DomainQuote = {
      name,
      available: false,
      banned: false,
      reason: 'unsupported_tld',
      registrationPriceCents: null,
      renewalPriceCents: null,
      registrationCostCents: null,
      renewalCostCents: null,
    };
    if (!config.tlds.includes(tldOf(name))) return { ok: true, quote: unsold };
    const slot = checks.reserve(config.apiKey, 12_000);
    if (slot === null)
      return fail(
        'rate_limited',
        'Porkbun’s availability checks for this account are used up; try again shortly',
        true,
      );
    await slot.ready();
    const checked = await call(`/domain/checkDomain/${encodeURIComponent(name)}`).finally(
      slot.done,
    );
    if (!checked.ok)
      return checked.error.code === 'unsupported_tld' ? { ok: true, quote: unsold } : checked;
    const limits = (checked.json.limits ?? {}) as Json;
    const limit = Number(limits.limit);
    const used = Number(limits.used);
    if (Number.isFinite(limit) && Number.isFinite(used))
      checks.report(config.apiKey, {
        remaining: limit - used,
        resetAt: Date.now() + Number(limits.TTL ?? 10) * 1000,
      });
    const response = (checked.json.response ?? {}) as Json;
    const renewal = ((response.additional as Json | undefined)?.renewal ?? {}) as Json;
    const available = response.avail === 'yes';
    return {
      ok: true,
      quote: {
        name,
        available,
        banned: false,
        reason: available ? null : 'taken',
        registrationPriceCents: null,
        renewalPriceCents: null,
        registrationCostCents: centsOf(response.price),
        renewalCostCents: centsOf(renewal.price ?? response.regularPrice),
      },
    };
  };

  return {
    name: 'porkbun',
    get supportedTlds() {
      return config.tlds;
    },

    async checkAvailability(name) {
      const result = await quote(name);
      return result.ok ? succeed({ quote: result.quote }) : result;
    },

    async suggest(input) {
      return succeed(suggestNames(input));
    },

    async register({ name, years, quotedCostCents, reference }) {
      if (years !== 1)
        return fail(
          'unsupported_term',
          'Porkbun’s API registers for one year; renew for more years',
        );
      const path = `/domain/create/${encodeURIComponent(name)}`;
      const order = { cost: quotedCostCents, agreeToTerms: 'yes' };
      const rehearsal = await call(path, { ...order, dryRun: true });
      if (!rehearsal.ok && rehearsal.error.code === 'price_changed') {
        const pricing = await call('/pricing/get');
        const tld = pricing.ok ? ((pricing.json.pricing ?? {}) as Json)[tldOf(name)] : undefined;
        const now = centsOf((tld as Json | undefined)?.registration);
        if (now !== null)
          return fail(
            'price_changed',
            `The registrar's price for ${name} changed from ${usd(quotedCostCents)} to ${usd(now)} a year since it was quoted`,
          );
      }
      if (!rehearsal.ok && rehearsal.error.code !== 'name_unavailable') return rehearsal;
      if (!rehearsal.ok && config.dryRun) return rehearsal;
      // Not available may be this very order, placed before and its answer lost: the order's
      // Idempotency-Key gets its first answer back; anyone else's name stays not available.
      if (config.dryRun)
        return succeed({ registrationId: `dryrun:${name}`, expiresAt: addYears(Date.now(), 1) });
      const created = await call(path, order, { once: true, idempotencyKey: reference });
      if (!created.ok) return created;
      return succeed({
        registrationId: String(created.json.orderId ?? name),
        expiresAt: addYears(Date.now(), 1),
      });
    },

    async setNameservers({ name, nameservers }) {
      const set = await call(`/domain/updateNs/${encodeURIComponent(name)}`, { ns: nameservers });
      return set.ok ? succeed({}) : set;
    },

    async renew({ name, years, expiresAt, quotedCostCents }) {
      const pricing = await call('/pricing/get');
      if (!pricing.ok) return pricing;
      const tld = ((pricing.json.pricing ?? {}) as Json)[tldOf(name)] as Json | undefined;
      const current = centsOf(tld?.renewal);
      if (current !== null && current !== quotedCostCents)
        return fail(
          'price_changed',
          `The registrar's renewal price for ${name} changed from ${usd(quotedCostCents)} to ${usd(current)} a year`,
        );
      const from = Math.max(Date.parse(expiresAt), Date.now());
      for (let year = 0; year < years; year += 1) {
        const renewed = await call(
          `/domain/renew/${encodeURIComponent(name)}`,
          { cost: quotedCostCents },
          { once: true, idempotencyKey: `${name}:${expiresAt}:${year}` },
        );
        if (!renewed.ok) return renewed;
      }
      return succeed({ expiresAt: addYears(from, years) });
    },

    async updateContact({ contact, privacy }) {
      if (contact)
        return fail(
          'unsupported_by_registrar',
          'Porkbun’s API has no call to change a domain’s contacts; change them in Porkbun’s dashboard',
        );
      if (privacy === false)
        return fail(
          'unsupported_by_registrar',
          'Porkbun keeps WHOIS privacy on for every domain; its API has no call to turn it off',
        );
      return succeed({});
    },
  };
}

/** Porkbun's `{status: "ERROR", code?, message}` (or an HTTP error) as the family's failure. */
export function porkbunFailure(status: number, json: Json, secrets: readonly string[]) {
  const code = String(json.code ?? '').toUpperCase();
  const text = String(json.message ?? '');
  const said = vendorWords(text, secrets);
  const saying = said ? ` (Porkbun: ${said})` : '';
  const is = (codes: string[], pattern: RegExp) => codes.includes(code) || pattern.test(text);
  if (
    status === 401 ||
    status === 403 ||
    is(['INVALID_API_KEYS', 'INVALID_API_KEY'], /invalid api key|api access/i)
  )
    return fail('registrar_rejected', `Porkbun refused the service’s API keys${saying}`);
  if (is(['INSUFFICIENT_FUNDS'], /insufficient (funds|credit|balance)/i))
    return fail(
      'registrar_insufficient_funds',
      'The registrar could not take payment: the service’s account there is short of funds',
    );
  if (is(['PRICE_MISMATCH', 'COST_MISMATCH'], /(price|cost).*(match|changed)/i))
    return fail('price_changed', `The registrar's price changed since it was quoted${saying}`);
  if (
    is(
      ['TLD_NOT_SUPPORTED', 'NOT_API_REGISTERABLE'],
      /(tld|extension).*not (supported|registerable)/i,
    )
  )
    return fail('unsupported_tld', `The registrar does not sell this TLD through its API${saying}`);
  if (is(['DOMAIN_NOT_AVAILABLE', 'DOMAIN_UNAVAILABLE'], /not available|already registered/i))
    return fail('name_unavailable', 'The name was registered by someone else since it was quoted');
  if (is(['RATE_LIMIT_EXCEEDED'], /rate limit/i))
    return fail('rate_limited', 'Porkbun is limiting requests; trying again later', true);
  if (code === 'RENEWAL_TOO_SOON')
    return fail('renewal_declined', `Porkbun declined the renewal${saying}`);
  return fail('registry_refused', `The registrar refused the request${saying}`);
}

function addYears(from: number, years: number): string {
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}
