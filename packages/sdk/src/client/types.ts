import type { FetchOptions, FetchResponse } from 'openapi-fetch';
import type { RetryOptions } from './retry-policy.js';

/** What any call may add to its request, beyond the operation's parameters and body. */
export interface CallOptions {
  /** Workspace uid sent as `X-Workspace-Id`, instead of the client's default for this call. */
  workspace?: string;
  /**
   * Sends `Idempotency-Key`: `true` generates a random key (kept across this call's retries),
   * a string is used as given (reuse it when you repeat the call yourself). Only on operations
   * that declare the header (`buyMailboxes`, `repurchaseMailboxes`, `registerDomains`), which are
   * then retried; elsewhere it is a type error, and the call rejects without sending.
   */
  idempotencyKey?: true | string;
  /** Per attempt, for this call (default: the client's `timeoutMs`). */
  timeoutMs?: number;
  /** Retry settings for this call; `false` sends it once. */
  retry?: false | Partial<RetryOptions>;
  /** Aborts the call, retries included; the call rejects with the signal's reason. */
  signal?: AbortSignal;
}

type WorkspaceHeader = 'x-workspace-id';

// `X-Workspace-Id` is a security scheme of the document (set once, as Authorize does on the
// reference page): the client sends it from its options (`workspace`), and any call may still
// pass it as a header parameter, as documents before the scheme declared it.
type RelaxParameters<P> = P extends { header?: infer H }
  ? Omit<P, 'header'> & {
      header?: ([H] extends [object] ? Omit<H, WorkspaceHeader> : unknown) & {
        [K in WorkspaceHeader]?: string;
      };
    }
  : P;

type RelaxOperation<O> = O extends { parameters: infer P }
  ? Omit<O, 'parameters'> & { parameters: RelaxParameters<P> }
  : O;

// Options of openapi-fetch's that the client sets itself, or that would change the result type.
type ManagedOptions =
  | 'baseUrl'
  | 'fetch'
  | 'method'
  | 'middleware'
  | 'parseAs'
  | 'querySerializer'
  | 'bodySerializer'
  | 'pathSerializer';

// Whether the operation declares the `Idempotency-Key` request header.
type DeclaresIdempotencyKey<O> = O extends { parameters: { header?: infer H } }
  ? [NonNullable<H>] extends [never]
    ? false
    : 'idempotency-key' extends keyof NonNullable<H>
      ? true
      : false
  : false;

// `idempotencyKey` where the server honours the key; elsewhere passing it is a type error.
type IdempotencyKeyOption<O> =
  DeclaresIdempotencyKey<O> extends true
    ? Pick<CallOptions, 'idempotencyKey'>
    : {
        /** This operation takes no idempotency key (the server would ignore it). */ idempotencyKey?: never;
      };

/** The argument of an operation method: openapi-fetch's `params` and `body`, and `CallOptions`. */
export type OperationInit<O> = Omit<FetchOptions<RelaxOperation<O>>, ManagedOptions> &
  Omit<CallOptions, 'idempotencyKey'> &
  IdempotencyKeyOption<O>;

type RequiredKeys<T> = { [K in keyof T]-?: T extends Record<K, T[K]> ? K : never }[keyof T];

/** The argument list: optional when the operation needs no parameter and no body. */
export type OperationArgs<O> = [RequiredKeys<OperationInit<O>>] extends [never]
  ? [init?: OperationInit<O>]
  : [init: OperationInit<O>];

/** The success body of an operation (a string for the few that answer text). */
export type OperationData<O> = O extends { responses: unknown }
  ? NonNullable<
      FetchResponse<O & Record<string, unknown>, NoOptions, `${string}/${string}`>['data']
    >
  : never;

// openapi-fetch's per-call options that change the data type (`parseAs`); the client sets none.
type NoOptions = Record<never, never>;

/** One method per operation, named by its operationId. */
export type OperationMethods<Ops> = {
  [K in keyof Ops]: (...args: OperationArgs<Ops[K]>) => Promise<OperationData<Ops[K]>>;
};

/** Page style: `page` is 1-based; `pages` is the number of pages. */
export interface PagePagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** Offset style: `offset` and `limit` echo the request. */
export interface OffsetPagination {
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
}

/** Operations whose answer carries a `pagination` object of either style. */
export type PaginatedOperationId<Ops> = {
  [K in keyof Ops]: OperationData<Ops[K]> extends { pagination: PagePagination | OffsetPagination }
    ? K
    : never;
}[keyof Ops];

type ListKey<Data> = Exclude<keyof Data, 'pagination'>;

/** The element type of the list in a paginated answer (`workspaces`, `data`, `jobs` ...). */
export type ItemOf<Data> = {
  [K in ListKey<Data>]: Data[K] extends readonly (infer Item)[] ? Item : never;
}[ListKey<Data>];
