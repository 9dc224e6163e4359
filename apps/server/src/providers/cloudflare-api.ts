import type { ProviderResult } from './result.js';

/**
 * The Cloudflare family: a customer's Cloudflare account, reached with the credential they gave
 * (an API token, or a Global API Key with its email), for the calls a Cloudflare-connected domain
 * needs: who the credential is, the account's zones, and the DNS records of a zone.
 * Implementations: `simulator/cloudflare.ts` (a sandbox account whose zones follow from the
 * token) and `cloudflare/api.ts` (Cloudflare's API v4 through the official `cloudflare`
 * package); both pass `test/providers/cloudflare-api.contract.ts`.
 *
 * Failure codes: `invalid_credential` (the token or key is refused), `no_dns_access` (the
 * credential may not read or edit the zone's DNS), `zone_not_found`, `record_exists` (an
 * identical record is already in the zone: Cloudflare's 81058), `zone_too_large` (more records
 * than a listing reads), `rate_limited` (retryable: Cloudflare asks to wait
 * {@link CLOUDFLARE_RETRY_AFTER_SECONDS}), `unavailable` (retryable: Cloudflare did not answer,
 * answered 5xx, or a listing outlasted its deadline). Error messages carry Cloudflare's words
 * scrubbed of the credential (`upstream-words.ts`).
 */
export interface CloudflareApi {
  /** Which adapter this is (`simulator` for the sandbox): read by `providers/status.ts`. */
  readonly name: string;

  /** Whether Cloudflare takes the credential (an API token must also be `active`). */
  verify(credential: CloudflareCredential): Promise<ProviderResult>;

  /**
   * The zones the credential sees, in every account it reaches, sorted by name: every one up to
   * {@link CLOUDFLARE_ZONE_LIMIT} (`complete: false` when the account has more), read within
   * {@link CLOUDFLARE_LISTING_DEADLINE_MS}. With `names`, only as far as needed to find those
   * (the rest may be left out): a request reads what it needs, not the whole account.
   */
  listZones(
    credential: CloudflareCredential,
    options?: { names?: readonly string[] },
  ): Promise<ProviderResult<{ zones: CloudflareZone[]; complete: boolean }>>;

  /**
   * The zone's DNS records, every page up to {@link CLOUDFLARE_RECORD_LIMIT} (a zone with more
   * is `zone_too_large`), within {@link CLOUDFLARE_LISTING_DEADLINE_MS}.
   */
  listRecords(
    credential: CloudflareCredential,
    zoneId: string,
  ): Promise<ProviderResult<{ records: CloudflareRecord[] }>>;

  /** Creates one record; answers it with Cloudflare's id. */
  createRecord(
    credential: CloudflareCredential,
    zoneId: string,
    record: CloudflareRecordInput,
  ): Promise<ProviderResult<{ record: CloudflareRecord }>>;

  /** Deletes one record; deleting a record that is already gone succeeds. */
  deleteRecord(
    credential: CloudflareCredential,
    zoneId: string,
    recordId: string,
  ): Promise<ProviderResult>;
}

export type CloudflareAuthType = 'api_token' | 'global_api_key';

/** What a customer gave to reach their account: never logged, stored sealed. */
export interface CloudflareCredential {
  authType: CloudflareAuthType;
  /** The API token, or the Global API Key. */
  secret: string;
  /** The account's email: required with a Global API Key, null with a token. */
  email: string | null;
}

/** Cloudflare's zone statuses: only an `active` zone is served by Cloudflare's nameservers. */
export type CloudflareZoneStatus =
  | 'active'
  | 'pending'
  | 'initializing'
  | 'moved'
  | 'deleted'
  | 'deactivated';

export interface CloudflareZone {
  id: string;
  /** The zone's apex name, lowercase. */
  name: string;
  status: CloudflareZoneStatus;
  /** The Cloudflare nameservers assigned to the zone, lowercase. */
  nameServers: string[];
  account: { id: string; name: string };
}

/** A record as Cloudflare holds it: `name` is fully qualified, TXT `content` unquoted. */
export interface CloudflareRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  priority: number | null;
  comment: string | null;
}

export type CloudflareRecordInput = Omit<CloudflareRecord, 'id'>;

/** A failure code of this family that a caller branches on. */
export const CLOUDFLARE_FAILURES = {
  invalidCredential: 'invalid_credential',
  noDnsAccess: 'no_dns_access',
  zoneNotFound: 'zone_not_found',
  recordExists: 'record_exists',
  zoneTooLarge: 'zone_too_large',
  rateLimited: 'rate_limited',
  unavailable: 'unavailable',
} as const;

/**
 * Pages of one listing read at most. Cloudflare's last page is a short one; an account (or a
 * proxy) whose pages never end made one Connect read 22,456 pages before this bound.
 */
export const CLOUDFLARE_PAGE_LIMIT = 20;
/** Zones read at most: {@link CLOUDFLARE_PAGE_LIMIT} pages of 50, Cloudflare's largest. */
export const CLOUDFLARE_ZONE_LIMIT = CLOUDFLARE_PAGE_LIMIT * 50;
/** Records of one zone read at most: {@link CLOUDFLARE_PAGE_LIMIT} pages of 500. */
export const CLOUDFLARE_RECORD_LIMIT = CLOUDFLARE_PAGE_LIMIT * 500;
/** The whole of one listing (all its pages), besides each request's own timeout. */
export const CLOUDFLARE_LISTING_DEADLINE_MS = 30_000;

/** How long Cloudflare asks to wait after a 429 (its API limit is 1,200 requests per 5 minutes). */
export const CLOUDFLARE_RETRY_AFTER_SECONDS = 300;

/** The comment Mailwright writes on the records it owns in a zone; other records are never touched. */
export const MAILWRIGHT_RECORD_COMMENT = 'Managed by Mailwright';
