import type { JWT } from 'google-auth-library';
import type { admin_directory_v1 } from 'googleapis/build/src/apis/admin/directory_v1.js';
import type { admin_reports_v1 } from 'googleapis/build/src/apis/admin/reports_v1.js';
import type { gmail_v1 } from 'googleapis/build/src/apis/gmail/v1.js';
import type { reseller_v1 } from 'googleapis/build/src/apis/reseller/v1.js';
import type { siteVerification_v1 } from 'googleapis/build/src/apis/siteVerification/v1.js';
import type { GoogleWorkspaceConfig } from '../../config/mail-hosts.js';
import { createRateLimiter, type RateLimiter, retryAfterMs } from '../vendor-limits.js';
import { vendorWords } from '../vendor-words.js';

/**
 * Google's APIs as the Workspace adapters call them: `googleapis` clients authorised by
 * `google-auth-library` as the operator's service account, acting through domain-wide delegation
 * as the administrator (Directory, Site Verification, Reseller, Reports) or as the mailbox's own
 * user (Gmail settings). One way to call them ({@link GoogleApis.run}): a deadline per call; the
 * Directory API's per-minute quota (2,400 queries a minute per administrator) kept by the process;
 * Google's rate-limit answers (403 `userRateLimitExceeded`, `rateLimitExceeded`, `quotaExceeded`,
 * 429) and 5xx tried again within the call after `Retry-After` or an exponential backoff, then a
 * failure that may pass; every text scrubbed of the call's secrets. The libraries load on first use.
 */
export const GOOGLE_SCOPES = {
  directory: [
    'https://www.googleapis.com/auth/admin.directory.user',
    'https://www.googleapis.com/auth/admin.directory.domain',
  ],
  siteVerification: ['https://www.googleapis.com/auth/siteverification'],
  reseller: ['https://www.googleapis.com/auth/apps.order'],
  gmail: [
    'https://www.googleapis.com/auth/gmail.settings.basic',
    'https://www.googleapis.com/auth/gmail.settings.sharing',
  ],
  reports: ['https://www.googleapis.com/auth/admin.reports.audit.readonly'],
} as const;

/** Where google-auth-library asks for tokens, whatever the key file says; rerouted to `token_uri`. */
const LIBRARY_TOKEN_URL = 'https://oauth2.googleapis.com/token';

type Apis = {
  directory: admin_directory_v1.Admin;
  siteVerification: siteVerification_v1.Siteverification;
  reseller: reseller_v1.Reseller;
  gmail: gmail_v1.Gmail;
  reports: admin_reports_v1.Admin;
};
export type GoogleApiKind = keyof Apis;

/** Why a call failed: Google's status, its reason (`notFound`, `duplicate` …) and its words. */
export interface GoogleFailure {
  status: number | null;
  reason: string;
  message: string;
  retryable: boolean;
}
export type GoogleAnswer<T> = { ok: true; data: T } | { ok: false; error: GoogleFailure };

export interface GoogleApisOptions {
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  maxWaitMs?: number;
  limiter?: RateLimiter;
  sleep?: (ms: number) => Promise<void>;
}

const RATE_REASONS = new Set(['userRateLimitExceeded', 'rateLimitExceeded', 'quotaExceeded']);

export function createGoogleApis(config: GoogleWorkspaceConfig, options: GoogleApisOptions = {}) {
  const timeout = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const maxWaitMs = options.maxWaitMs ?? 5_000;
  const limiter = options.limiter ?? createRateLimiter(2_400, 60_000);
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const { serviceAccount } = config;
  const rootUrl = config.apiUrl ? `${config.apiUrl}/` : undefined;
  const secrets = [serviceAccount.privateKey];
  const clients = new Map<string, Promise<Apis[GoogleApiKind]>>();

  const load = once(async () => {
    const [auth, admin, gmail, reseller, site] = await Promise.all([
      import('google-auth-library'),
      import('googleapis/build/src/apis/admin/index.js'),
      import('googleapis/build/src/apis/gmail/index.js'),
      import('googleapis/build/src/apis/reseller/index.js'),
      import('googleapis/build/src/apis/siteVerification/index.js'),
    ]);
    return {
      JWT: auth.JWT,
      admin: admin.admin,
      gmail: gmail.gmail,
      reseller: reseller.reseller,
      site: site.siteVerification,
    };
  });

  /** A client of `kind` acting as `subject`, made once per pair (its token is kept and renewed). */
  const client = <K extends GoogleApiKind>(kind: K, subject: string): Promise<Apis[K]> => {
    const key = `${kind}|${subject}`;
    let made = clients.get(key);
    if (!made) {
      made = load().then((lib) => {
        const auth: JWT = new lib.JWT({
          email: serviceAccount.clientEmail,
          key: serviceAccount.privateKey,
          scopes: [...GOOGLE_SCOPES[kind]],
          subject,
        });
        // google-auth-library always asks Google's token URL; the key file may name another.
        if (serviceAccount.tokenUri !== LIBRARY_TOKEN_URL) {
          auth.transporter.interceptors.request.add({
            resolved: async (request) => {
              if (String(request.url) === LIBRARY_TOKEN_URL)
                request.url = new URL(serviceAccount.tokenUri);
              return request;
            },
          });
        }
        const common = { auth, timeout, retry: false, ...(rootUrl ? { rootUrl } : {}) };
        const made: Apis = {
          directory: lib.admin({ version: 'directory_v1', ...common }),
          siteVerification: lib.site({ version: 'v1', ...common }),
          reseller: lib.reseller({ version: 'v1', ...common }),
          gmail: lib.gmail({ version: 'v1', ...common }),
          reports: lib.admin({ version: 'reports_v1', ...common }),
        };
        return made[kind];
      });
      clients.set(key, made);
    }
    return made as Promise<Apis[K]>;
  };

  /** One call, with the quota, the retries and the scrubbing described above. */
  async function run<K extends GoogleApiKind, T>(
    kind: K,
    subject: string,
    work: (api: Apis[K]) => Promise<{ data: T }>,
    callSecrets: readonly string[] = [],
  ): Promise<GoogleAnswer<T>> {
    const api = await client(kind, subject);
    const hidden = [...secrets, ...callSecrets];
    for (let attempt = 1; ; attempt += 1) {
      const slot = kind === 'directory' ? limiter.reserve(subject, maxWaitMs) : undefined;
      if (slot === null)
        return failure(
          null,
          'rateLimitExceeded',
          'The Directory API quota of the service is used up for this minute',
          true,
        );
      await slot?.ready(sleep);
      let error: GoogleFailure & { retryAfter: number | null };
      try {
        const answer = await work(api);
        slot?.done();
        return { ok: true, data: answer.data };
      } catch (thrown) {
        slot?.done();
        error = describe(thrown, hidden);
      }
      const limited = error.status === 429 || RATE_REASONS.has(error.reason);
      const again = limited || error.status === null || (error.status ?? 0) >= 500;
      if (!again) return { ok: false, error: { ...error, retryable: false } };
      if (attempt > retries || (error.retryAfter ?? 0) > maxWaitMs)
        return { ok: false, error: { ...error, retryable: true } };
      await sleep(error.retryAfter ?? backoffMs * 2 ** (attempt - 1));
    }
  }

  return { run, serviceAccount };
}

export type GoogleApis = ReturnType<typeof createGoogleApis>;

function failure(
  status: number | null,
  reason: string,
  message: string,
  retryable: boolean,
): GoogleAnswer<never> {
  return { ok: false, error: { status, reason, message, retryable } };
}

/** What a thrown gaxios error says: Google's JSON error, a token endpoint's OAuth error, or none. */
function describe(
  thrown: unknown,
  secrets: readonly string[],
): GoogleFailure & { retryAfter: number | null } {
  const error = thrown as {
    status?: number;
    response?: { status?: number; data?: unknown; headers?: { get?(name: string): string | null } };
    message?: string;
  };
  const status = error.response?.status ?? error.status ?? null;
  const data = error.response?.data as
    | {
        error?:
          | {
              message?: string;
              status?: string;
              errors?: Array<{ reason?: string; message?: string }>;
            }
          | string;
        error_description?: string;
      }
    | undefined;
  let reason = '';
  let message = '';
  if (data && typeof data.error === 'object') {
    reason = data.error.errors?.[0]?.reason ?? data.error.status ?? '';
    message = data.error.message ?? data.error.errors?.[0]?.message ?? '';
  } else if (data && typeof data.error === 'string') {
    // The token endpoint: an OAuth error (`unauthorized_client`, `invalid_grant`).
    reason = data.error;
    message = data.error_description ?? data.error;
  }
  if (!message)
    message =
      status === null
        ? `could not be reached (${error.message ?? 'no answer'})`
        : `answered ${status}`;
  const header = error.response?.headers?.get?.('retry-after') ?? undefined;
  return {
    status,
    reason: reason || (status === null ? 'unreachable' : String(status)),
    message: vendorWords(message, secrets),
    retryable: false,
    retryAfter: retryAfterMs(header),
  };
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => {
    made ??= make().catch((error) => {
      made = null;
      throw error;
    });
    return made;
  };
}
