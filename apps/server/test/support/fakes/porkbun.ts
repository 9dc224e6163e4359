import { type FakeServer, startFakeServer } from './server.js';

/**
 * A loopback Porkbun that answers as its JSON API v3 is published (the OpenAPI document at
 * https://porkbun.com/api/json/v3/spec and the guides at https://porkbun.com/llms, "Register a
 * domain end-to-end"): the key pair in each POST body; `/domain/checkDomain/{d}` with `avail`,
 * `price`, `additional.renewal.price` and the account's `limits` (a small check budget per
 * window, 429 past it); `/domain/create/{d}` with `cost` in cents (a cost that is not the price
 * is refused), `agreeToTerms`, `dryRun` (every check, nothing bought) and `Idempotency-Key` (a
 * repeated key answers the first order); `/domain/updateNs`, `/domain/renew`, `/pricing/get`.
 * Errors are `{status: "ERROR", code, message}`; the `code` strings are ours (the published
 * documents name the cases, not the strings), verified only against this fake.
 */
export interface FakePorkbun extends FakeServer {
  apiUrl: string;
  keys: { apiKey: string; secretApiKey: string };
  /** USD, as Porkbun writes them. */
  pricing: Record<string, { registration: string; renewal: string }>;
  taken: Set<string>;
  account: { balanceCents: number; checkLimit: number; checkTtlSeconds: number };
  domains: Map<string, { ns: string[]; expires: string; orderId: number }>;
  /** Creates answered, dry runs included (`dryRun` true). */
  creates: Array<{ domain: string; cost: number; dryRun: boolean }>;
}

export async function startFakePorkbun(): Promise<FakePorkbun> {
  const keys = { apiKey: 'pk1_fake0123456789abcdef', secretApiKey: 'sk1_fake0123456789abcdef' };
  const pricing: FakePorkbun['pricing'] = {
    com: { registration: '9.73', renewal: '10.37' },
    net: { registration: '11.48', renewal: '12.52' },
  };
  const taken = new Set<string>();
  const account = { balanceCents: 100_000, checkLimit: 100, checkTtlSeconds: 10 };
  const domains: FakePorkbun['domains'] = new Map();
  const creates: FakePorkbun['creates'] = [];
  const orders = new Map<string, unknown>();
  let checks: number[] = [];
  const cents = (usd: string) => Math.round(Number(usd) * 100);
  const refuse = (status: number, code: string, message: string) => ({
    status,
    body: { status: 'ERROR', code, message },
  });

  const server = await startFakeServer(({ path, body, headers }) => {
    if (body.apikey !== keys.apiKey || body.secretapikey !== keys.secretApiKey)
      return refuse(403, 'INVALID_API_KEYS', 'Invalid API key. (002)');
    const match = /^\/api\/json\/v3\/domain\/([A-Za-z]+)\/(.+)$/.exec(path);
    const action = match?.[1] ?? '';
    const name = decodeURIComponent(match?.[2] ?? '');
    const tld = name.slice(name.indexOf('.') + 1);
    if (path === '/api/json/v3/pricing/get') return { body: { status: 'SUCCESS', pricing } };
    if (path === '/api/json/v3/ping') return { body: { status: 'SUCCESS', yourIp: '127.0.0.1' } };
    switch (action) {
      case 'checkDomain': {
        const now = Date.now();
        checks = checks.filter((t) => t > now - account.checkTtlSeconds * 1000);
        if (checks.length >= account.checkLimit) {
          const wait = Math.ceil(
            ((checks[0] ?? now) + account.checkTtlSeconds * 1000 - now) / 1000,
          );
          return {
            status: 429,
            headers: { 'retry-after': String(wait) },
            body: {
              status: 'ERROR',
              code: 'RATE_LIMIT_EXCEEDED',
              message: `Rate limit exceeded: ${account.checkLimit} checks within ${account.checkTtlSeconds} seconds.`,
            },
          };
        }
        checks.push(now);
        const price = pricing[tld];
        if (!price)
          return refuse(400, 'TLD_NOT_SUPPORTED', `The extension .${tld} is not supported.`);
        const avail = !taken.has(name) && !domains.has(name);
        return {
          body: {
            status: 'SUCCESS',
            response: {
              avail: avail ? 'yes' : 'no',
              type: 'registration',
              price: price.registration,
              firstYearPromo: 'no',
              regularPrice: price.registration,
              premium: 'no',
              additional: {
                renewal: { type: 'renewal', price: price.renewal, regularPrice: price.renewal },
                transfer: { type: 'transfer', price: price.renewal, regularPrice: price.renewal },
              },
            },
            limits: {
              TTL: String(account.checkTtlSeconds),
              limit: String(account.checkLimit),
              used: checks.length,
              naturalLanguage: `${checks.length} out of ${account.checkLimit} checks within ${account.checkTtlSeconds} seconds used.`,
            },
          },
        };
      }
      case 'create': {
        const key = String(headers['idempotency-key'] ?? '');
        if (key && orders.has(key)) return { body: orders.get(key) };
        const price = pricing[tld];
        if (!price)
          return refuse(400, 'TLD_NOT_SUPPORTED', `The extension .${tld} is not supported.`);
        if (body.agreeToTerms !== 'yes')
          return refuse(
            400,
            'TERMS_NOT_AGREED',
            'You must agree to the terms (agreeToTerms: "yes").',
          );
        if (taken.has(name) || domains.has(name))
          return refuse(400, 'DOMAIN_NOT_AVAILABLE', `${name} is not available for registration.`);
        const cost = Number(body.cost);
        if (cost !== cents(price.registration))
          return refuse(
            400,
            'PRICE_MISMATCH',
            `The cost ${cost} does not match the current price ${cents(price.registration)}.`,
          );
        if (cost > account.balanceCents)
          return refuse(
            402,
            'INSUFFICIENT_FUNDS',
            'Insufficient funds: add account credit to complete this order.',
          );
        const dryRun = body.dryRun === true;
        creates.push({ domain: name, cost, dryRun });
        if (dryRun) return { body: { status: 'SUCCESS', dryRun: true, domain: name, cost } };
        account.balanceCents -= cost;
        const expires = new Date();
        expires.setUTCFullYear(expires.getUTCFullYear() + 1);
        const orderId = 4000 + domains.size;
        domains.set(name, { ns: [], expires: expires.toISOString(), orderId });
        const answer = {
          status: 'SUCCESS',
          domain: name,
          cost,
          orderId,
          balance: account.balanceCents,
        };
        if (key) orders.set(key, answer);
        return { body: answer };
      }
      case 'updateNs': {
        const held = domains.get(name);
        if (!held) return refuse(400, 'DOMAIN_NOT_FOUND', 'Domain is not in this account.');
        held.ns = (body.ns as string[]) ?? [];
        return { body: { status: 'SUCCESS' } };
      }
      case 'renew': {
        const held = domains.get(name);
        const price = pricing[tld];
        if (!held || !price)
          return refuse(400, 'DOMAIN_NOT_FOUND', 'Domain is not in this account.');
        if (Number(body.cost) !== cents(price.renewal))
          return refuse(
            400,
            'PRICE_MISMATCH',
            'The cost does not match the current renewal price.',
          );
        const expires = new Date(held.expires);
        expires.setUTCFullYear(expires.getUTCFullYear() + 1);
        held.expires = expires.toISOString();
        account.balanceCents -= cents(price.renewal);
        return { body: { status: 'SUCCESS', domain: name, cost: cents(price.renewal) } };
      }
      default:
        return refuse(404, 'NOT_FOUND', 'Unknown endpoint.');
    }
  });
  return Object.assign(server, {
    apiUrl: `${server.baseUrl}/api/json/v3`,
    keys,
    pricing,
    taken,
    account,
    domains,
    creates,
  });
}
