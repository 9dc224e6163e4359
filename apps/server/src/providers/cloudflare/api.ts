import { setMaxListeners } from 'node:events';
import type Cloudflare from 'cloudflare';
import {
  CLOUDFLARE_LISTING_DEADLINE_MS,
  CLOUDFLARE_PAGE_LIMIT,
  CLOUDFLARE_RECORD_LIMIT,
  type CloudflareApi,
  type CloudflareCredential,
  type CloudflareRecord,
  type CloudflareZone,
  CLOUDFLARE_FAILURES as F,
} from '../cloudflare-api.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import { base64Of, upstreamWords } from '../upstream-words.js';

export interface CloudflareApiOptions {
  /** MAILWRIGHT_CLOUDFLARE_API_URL: `https://api.cloudflare.com/client/v4`, or a loopback fake. */
  baseUrl: string;
  /** Per request; the adapter does not retry (jobs and callers do). */
  timeoutMs?: number;
}

type CloudflareSdk = typeof Cloudflare;
let sdk: Promise<CloudflareSdk> | null = null;

/**
 * The `cloudflare` package, imported on the first call: importing it takes about a second, which
 * every process (each CLI command) would otherwise pay without ever calling Cloudflare.
 */
function loadSdk(): Promise<CloudflareSdk> {
  sdk ??= import('cloudflare').then((module) => module.default);
  return sdk;
}

/**
 * Cloudflare's API v4 through the official `cloudflare` package: tokens verified at
 * `/user/tokens/verify` (a Global API Key at `/user`), zones from `/zones`, records under
 * `/zones/{id}/dns_records`. The credential goes only into the request's headers; the client's
 * own logging is off and its retries too, so a failure is answered once, as a typed result.
 */
export function createCloudflareApi(options: CloudflareApiOptions): CloudflareApi {
  const clientFor = (Sdk: CloudflareSdk, credential: CloudflareCredential) =>
    new Sdk({
      baseURL: options.baseUrl,
      apiToken: credential.authType === 'api_token' ? credential.secret : null,
      apiKey: credential.authType === 'global_api_key' ? credential.secret : null,
      apiEmail: credential.authType === 'global_api_key' ? credential.email : null,
      userServiceKey: null,
      maxRetries: 0,
      timeout: options.timeoutMs ?? 15_000,
      logLevel: 'off',
    });

  const call = async <T extends object>(
    credential: CloudflareCredential,
    work: (client: Cloudflare) => Promise<T>,
    forbidden: ProviderFailure['error']['code'] = F.invalidCredential,
  ) => {
    if (credential.authType === 'global_api_key' && !credential.email)
      return fail(F.invalidCredential, 'A Global API Key needs the account email');
    const Sdk = await loadSdk();
    try {
      return succeed(await work(clientFor(Sdk, credential)));
    } catch (error) {
      return failure(Sdk, error, forbidden, secretsOf(credential));
    }
  };

  return {
    name: 'api',
    verify(credential) {
      return call(credential, async (client) => {
        if (credential.authType === 'global_api_key') {
          await client.user.get();
          return {};
        }
        const token = await client.user.tokens.verify();
        if (token.status !== 'active') throw new InactiveToken(token.status);
        return {};
      });
    },

    listZones(credential, options = {}) {
      return call(credential, async (client) => {
        const missing = new Set(options.names ?? []);
        const named = missing.size > 0;
        const allFound = (page: Cloudflare.Zones.Zone[]) => {
          for (const zone of page) missing.delete(zone.name.toLowerCase());
          return named && missing.size === 0;
        };
        const signal = deadline();
        const first = await client.zones.list({ per_page: ZONES_PER_PAGE }, signal);
        const { items, complete } = await readPages(first.iterPages(), ZONES_PER_PAGE, allFound);
        // Named zones past the pages read: looked up by name, one request each.
        if (!complete)
          for (const name of missing)
            items.push(...(await client.zones.list({ name, per_page: 1 }, signal)).result);
        const zones = items.map(
          (zone): CloudflareZone => ({
            id: zone.id,
            name: zone.name.toLowerCase(),
            status: (zone.status ?? 'pending') as CloudflareZone['status'],
            nameServers: (zone.name_servers ?? []).map((n) => n.toLowerCase()),
            account: { id: zone.account?.id ?? '', name: zone.account?.name ?? '' },
          }),
        );
        return { zones: zones.sort((a, b) => a.name.localeCompare(b.name)), complete };
      });
    },

    listRecords(credential, zoneId) {
      return call(
        credential,
        async (client) => {
          const first = await client.dns.records.list(
            { zone_id: zoneId, per_page: RECORDS_PER_PAGE },
            deadline(),
          );
          const { items, complete } = await readPages(first.iterPages(), RECORDS_PER_PAGE);
          if (!complete) throw new ZoneTooLarge();
          return { records: items.map(toRecord) };
        },
        F.noDnsAccess,
      );
    },

    createRecord(credential, zoneId, input) {
      return call(
        credential,
        async (client) => {
          const created = await client.dns.records.create({
            zone_id: zoneId,
            type: input.type,
            name: input.name,
            content: input.content,
            ttl: input.ttl,
            ...(input.type === 'MX' ? { priority: input.priority ?? 10 } : {}),
            ...(input.comment ? { comment: input.comment } : {}),
          } as Cloudflare.DNS.RecordCreateParams);
          return { record: toRecord(created) };
        },
        F.noDnsAccess,
      );
    },

    async deleteRecord(credential, zoneId, recordId) {
      const result = await call(
        credential,
        async (client) => {
          await client.dns.records.delete(recordId, { zone_id: zoneId });
          return {};
        },
        F.noDnsAccess,
      );
      // A record that is already gone is what deleting it wanted.
      if (!result.ok && result.error.code === 'record_not_found') return succeed({});
      return result;
    },
  };
}

const ZONES_PER_PAGE = 50;
const RECORDS_PER_PAGE = 500;

/**
 * A listing's request options: every page of it shares one deadline. The SDK adds an abort
 * listener to the signal at each request and keeps it until the signal fires or is dropped; a
 * listing's requests are bounded (its page limit, then one per named zone not found), so Node's
 * "possible memory leak" warning at the eleventh, printed to the log, is lifted for this signal.
 */
const deadline = () => {
  const signal = AbortSignal.timeout(CLOUDFLARE_LISTING_DEADLINE_MS);
  setMaxListeners(0, signal);
  return { signal };
};

/**
 * The items of a listing's pages, read until a short page (Cloudflare's last), until `enough`
 * (told each page) holds, or {@link CLOUDFLARE_PAGE_LIMIT} pages: `complete` says whether the
 * last page was read.
 */
async function readPages<Item>(
  pages: AsyncIterable<{ result: Item[] }>,
  perPage: number,
  enough: (page: Item[]) => boolean = () => false,
): Promise<{ items: Item[]; complete: boolean }> {
  const items: Item[] = [];
  let read = 0;
  for await (const page of pages) {
    for (const item of page.result) items.push(item);
    read += 1;
    const done = enough(page.result);
    if (page.result.length < perPage) return { items, complete: true };
    if (done || read >= CLOUDFLARE_PAGE_LIMIT) return { items, complete: false };
  }
  return { items, complete: true };
}

class ZoneTooLarge extends Error {
  constructor() {
    super(
      `The zone has more than ${CLOUDFLARE_RECORD_LIMIT} DNS records; Mailwright reads at most that many`,
    );
  }
}

class InactiveToken extends Error {
  constructor(readonly status: string) {
    super(`The API token is ${status}`);
  }
}

/** The credential in every form a request carries it: the token or key, and its Basic form. */
function secretsOf(credential: CloudflareCredential): string[] {
  return [credential.secret, base64Of(`${credential.email ?? ''}:${credential.secret}`)];
}

/**
 * Cloudflare's answer as a typed failure; never echoes a header, and its words (or a proxy's in
 * front of it) go through the one scrubber with the credential (`upstream-words.ts`).
 */
function failure(
  Sdk: CloudflareSdk,
  error: unknown,
  forbidden: string,
  secrets: string[],
): ProviderFailure {
  if (error instanceof InactiveToken) return fail(F.invalidCredential, error.message);
  if (error instanceof ZoneTooLarge) return fail(F.zoneTooLarge, error.message);
  if (error instanceof Sdk.APIUserAbortError)
    return fail(
      F.unavailable,
      `Cloudflare took longer than ${CLOUDFLARE_LISTING_DEADLINE_MS / 1000} s to list`,
      true,
    );
  if (error instanceof Sdk.APIConnectionError)
    return fail(F.unavailable, 'Cloudflare could not be reached', true);
  if (!(error instanceof Sdk.APIError)) throw error;
  const first = (error.errors ?? [])[0] as { code?: number; message?: string } | undefined;
  const said = upstreamWords(
    first?.message ? `${first.message}${first.code ? ` (${first.code})` : ''}` : '',
    secrets,
  );
  switch (error.status) {
    case 400:
      // 1000 / 6003 / 6111 / 9103 / 9109: the credential itself is malformed or refused.
      if ([1000, 6003, 6103, 6111, 9103, 9106, 9109].includes(first?.code ?? 0))
        return fail(F.invalidCredential, said || 'Invalid API Token');
      if (first?.code === 81057 || first?.code === 81058) return fail(F.recordExists, said);
      return fail('invalid_record', said || 'Cloudflare refused the request');
    case 401:
      return fail(F.invalidCredential, said || 'Invalid API Token');
    case 403:
      return fail(forbidden, said || 'Cloudflare refused the request: not permitted');
    case 404:
      return fail(
        forbidden === F.noDnsAccess && /record/i.test(said) ? 'record_not_found' : F.zoneNotFound,
        said || 'Not found',
      );
    case 429:
      return fail(F.rateLimited, said || 'Cloudflare is rate limiting this account', true);
    default:
      if ((error.status ?? 500) >= 500)
        return fail(F.unavailable, `Cloudflare answered ${error.status}`, true);
      return fail('cloudflare_error', said || `Cloudflare answered ${error.status}`);
  }
}

function toRecord(r: {
  id: string;
  type: string;
  name: string;
  content?: unknown;
  ttl?: number;
  priority?: number;
  comment?: string | null;
}): CloudflareRecord {
  const content = String(r.content ?? '');
  return {
    id: r.id,
    type: r.type,
    name: r.name.toLowerCase(),
    // Cloudflare may answer a TXT record's content quoted; compare it as the text it holds.
    content:
      r.type === 'TXT' && /^".*"$/s.test(content)
        ? content.slice(1, -1).split('" "').join('')
        : content,
    ttl: r.ttl ?? 1,
    priority: r.type === 'MX' ? (r.priority ?? 0) : null,
    comment: r.comment ?? null,
  };
}
