/**
 * What every provider adapter returns: success with its data, or a typed failure. Adapters never
 * throw for a provider's answer; `retryable` tells the caller (usually a job) whether trying again
 * later may succeed (a timeout, a 5xx, a rate limit) or never will (a refused name, a declined card).
 */
export type ProviderResult<T extends object = object> = ({ ok: true } & T) | ProviderFailure;

export interface ProviderFailure {
  ok: false;
  error: ProviderError;
}

export interface ProviderError {
  /** Stable, lower_snake_case reason, such as `name_unavailable` or `payment_declined`. */
  code: string;
  /** For people: safe to show to the customer (never a credential). */
  message: string;
  retryable: boolean;
}

export function succeed<T extends object>(data: T): { ok: true } & T {
  return { ok: true, ...data };
}

export function fail(code: string, message: string, retryable = false): ProviderFailure {
  return { ok: false, error: { code, message, retryable } };
}
