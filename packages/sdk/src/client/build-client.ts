import createClient, { type Client, mergeHeaders } from 'openapi-fetch';
import { toApiError } from './api-error.js';
import { MailwrightError } from './errors.js';
import { itemsOf, nextPage, withNextPage } from './pagination.js';
import {
  defaultRetryOptions,
  isRetrySafe,
  type RetryOptions,
  type RetryTraits,
} from './retry-policy.js';
import { type FetchLike, type RetryWait, sendWithRetries } from './transport.js';
import type {
  CallOptions,
  ItemOf,
  OperationArgs,
  OperationData,
  OperationMethods,
  PaginatedOperationId,
} from './types.js';

/** Settings of a client, given once. */
export interface MailwrightOptions {
  /** Where the API is served, e.g. `https://mail.example.com` (paths start with `/v1/api`). */
  baseUrl: string;
  /** API token, sent as `Authorization: Bearer <token>` (scripts). Required unless `session`. */
  token?: string;
  /**
   * Session mode, for a web page on the API's origin: no token; the browser sends the
   * `mw_session` cookie of Sign in (`credentials: 'same-origin'`), and every request that is not
   * GET/HEAD/OPTIONS carries the session's CSRF token as `X-CSRF-Token`. The client reads the
   * token from the answers of Sign in, Get the session, Reset the password and Accept an
   * invitation (or is given it: `csrfToken`), and forgets it at Sign out.
   */
  session?: boolean;
  /** Session mode: the session's CSRF token, when the page knows it already. */
  csrfToken?: string;
  /** Default workspace uid, sent as `X-Workspace-Id` (a call's `workspace` replaces it). */
  workspace?: string;
  /** Per attempt, covering the answer's headers and body (default 30 s; 0 waits for ever). */
  timeoutMs?: number;
  /** Retry settings (defaults in `defaultRetryOptions`); `false` never retries. */
  retry?: false | Partial<RetryOptions>;
  /**
   * Told of every wait before a request is sent again (after a 429, a 5xx, a network error or a
   * timeout), before the wait starts: which retry, how long, why, and for which request. Called
   * synchronously; what it throws rejects the call. A request sent once is never waited for.
   */
  onRetry?: (wait: RetryWait) => void;
  /** A fetch implementation (default `globalThis.fetch`). */
  fetch?: FetchLike;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/** How to call one operation, and what its retries may rely on. */
export interface OperationRoute extends RetryTraits {
  readonly method: string;
  readonly path: string;
  /** How to read the success body: JSON unless the operation answers text. */
  readonly parseAs?: 'text';
}

/** The core every client shares, whatever its operations. */
export interface ClientCore<Paths extends {}, Ops> {
  /**
   * Every item of a paginated operation, fetching page after page as the loop asks for more.
   * Works with both pagination styles; `init` sets the filters, the page size and where to start.
   */
  paginate<K extends PaginatedOperationId<Ops>>(
    operationId: K,
    ...args: OperationArgs<Ops[K]>
  ): AsyncGenerator<ItemOf<OperationData<Ops[K]>>, void, undefined>;
  /** Every page (the whole answer) of a paginated operation. */
  pages<K extends PaginatedOperationId<Ops>>(
    operationId: K,
    ...args: OperationArgs<Ops[K]>
  ): AsyncGenerator<OperationData<Ops[K]>, void, undefined>;
  /**
   * The underlying openapi-fetch client, path-style (`raw.GET('/v1/api/account')`), with the
   * same authentication, timeouts and retries; it returns `{ data, error, response }` instead of
   * throwing, for when the answer's headers or status matter.
   */
  readonly raw: Client<Paths>;
  /** Session mode: the CSRF token the client sends on writes (null until it has one). */
  readonly csrfToken: string | null;
}

export type BuiltClient<Paths extends {}, Ops> = OperationMethods<Ops> & ClientCore<Paths, Ops>;

const DEFAULT_TIMEOUT_MS = 30_000;
const CALL_OPTION_KEYS = ['workspace', 'idempotencyKey', 'timeoutMs', 'retry'] as const;

/**
 * Builds a client with one method per entry of `table` (operationId -> method and path). The
 * public `createMailwright` binds it to the generated API; tests bind it to other tables.
 */
export function buildClient<Paths extends {}, Ops>(
  table: { readonly [K in keyof Ops]: OperationRoute },
  options: MailwrightOptions,
): BuiltClient<Paths, Ops> {
  if (!options.baseUrl) throw new TypeError('createMailwright: baseUrl is required');
  if (!options.token && !options.session)
    throw new TypeError('createMailwright: token is required (or session: true in a browser)');
  if (options.token && options.session)
    throw new TypeError('createMailwright: give token or session: true, not both');
  let csrfToken = options.csrfToken ?? null;
  const routes = Object.entries<OperationRoute>(table);
  const operationByRoute = new Map(
    routes.map(([, route]) => [`${route.method.toUpperCase()} ${route.path}`, route]),
  );
  // The transport sees a Request, not the operation: openapi-fetch's middleware does, and
  // leaves the operation here for the retry policy.
  const operationOf = new WeakMap<Request, OperationRoute>();
  const fetchImpl: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const defaults = resolveRetry(options.retry, defaultRetryOptions);

  const transport =
    (call: Pick<CallOptions, 'retry' | 'timeoutMs'> = {}): FetchLike =>
    (request) =>
      sendWithRetries(fetchImpl, request, {
        retrySafe: isRetrySafe(
          request.method,
          operationOf.get(request),
          request.headers.has('idempotency-key'),
        ),
        retry:
          call.retry === undefined
            ? defaults
            : resolveRetry(call.retry, defaults || defaultRetryOptions),
        timeoutMs: call.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        onRetry: options.onRetry,
      });

  const raw = createClient<Paths>({
    baseUrl: options.baseUrl,
    fetch: transport(),
    ...(options.session ? { credentials: 'same-origin' as const } : {}),
    headers: {
      ...options.headers,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.workspace ? { 'X-Workspace-Id': options.workspace } : {}),
    },
  });
  raw.use({
    onRequest({ request, schemaPath }) {
      const route = operationByRoute.get(`${request.method} ${schemaPath}`);
      if (route) operationOf.set(request, route);
      if (options.session && csrfToken && !SAFE_METHODS.has(request.method))
        request.headers.set('X-CSRF-Token', csrfToken);
      return request;
    },
  });

  async function call(id: string, init: Record<string, unknown> = {}): Promise<unknown> {
    const route = table[id as keyof Ops];
    const callOptions = init as CallOptions;
    if (callOptions.idempotencyKey !== undefined && !route.idempotencyKey) {
      // The server would ignore the key and act again on a repeat: refuse rather than give a
      // false sense of safety (the types already reject it; this catches untyped callers).
      throw new MailwrightError(
        `${id} takes no idempotencyKey: the server de-duplicates only operations that declare the Idempotency-Key header`,
      );
    }
    const fetchInit: Record<string, unknown> = { ...init };
    for (const key of CALL_OPTION_KEYS) delete fetchInit[key];
    const key =
      callOptions.idempotencyKey === true ? crypto.randomUUID() : callOptions.idempotencyKey;
    fetchInit.headers = mergeHeaders(
      callOptions.workspace ? { 'X-Workspace-Id': callOptions.workspace } : undefined,
      key ? { 'Idempotency-Key': key } : undefined,
      init.headers as Record<string, string> | undefined,
    );
    fetchInit.fetch = transport(callOptions);
    if (route.parseAs) fetchInit.parseAs = route.parseAs;
    let result: { data?: unknown; error?: unknown; response: Response };
    try {
      result = await (raw as unknown as Client<Record<string, never>>).request(
        route.method as 'get',
        route.path as never,
        fetchInit as never,
      );
    } catch (error) {
      if (error instanceof MailwrightError || callOptions.signal?.aborted) throw error;
      throw new MailwrightError(`${route.method.toUpperCase()} ${route.path}: ${String(error)}`, {
        cause: error,
      });
    }
    const { data, error, response } = result;
    if (!response.ok || error !== undefined) throw toApiError(response, error);
    // An error envelope is an error whatever the status (some services send errors with 200).
    if ((data as { error?: unknown } | undefined)?.error === true) {
      throw toApiError(response, data);
    }
    if (options.session) csrfToken = csrfAfter(id, data, csrfToken);
    return data;
  }

  async function* pages(id: string, init: Record<string, unknown> = {}) {
    const where = table[id as keyof Ops].method.toLowerCase() === 'get' ? 'query' : 'body';
    let current = init;
    for (;;) {
      const page = await call(id, current);
      yield page;
      const next = nextPage(page);
      if (!next) return;
      current = withNextPage(current, where, next);
    }
  }

  async function* paginate(id: string, init?: Record<string, unknown>) {
    for await (const page of pages(id, init)) yield* itemsOf(page);
  }

  const client: Record<string, unknown> = { raw, pages, paginate };
  Object.defineProperty(client, 'csrfToken', { get: () => csrfToken, enumerable: true });
  for (const [id] of routes) {
    if (id in client) throw new MailwrightError(`operationId ${id} clashes with a client member`);
    client[id] = (init?: Record<string, unknown>) => call(id, init);
  }
  return client as unknown as BuiltClient<Paths, Ops>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The CSRF token after an answer: a `session` answer brings one; signing out ends it. */
function csrfAfter(operationId: string, data: unknown, current: string | null): string | null {
  if (operationId === 'signOut' || operationId === 'signOutEverywhere') return null;
  const session = (data as { session?: { csrf_token?: unknown } | null } | undefined)?.session;
  return typeof session?.csrf_token === 'string' ? session.csrf_token : current;
}

function resolveRetry(
  retry: false | Partial<RetryOptions> | undefined,
  base: RetryOptions,
): RetryOptions | false {
  if (retry === false) return false;
  return { ...base, ...retry };
}
