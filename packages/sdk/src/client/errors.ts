import type { components } from '../generated/openapi.js';

/** The API's error codes (docs/errors.md); open, so a code added later is still a string. */
export type ApiErrorCode = components['schemas']['ErrorResponse']['code'] | (string & {});

/** One invalid field of a validation error. */
export interface ApiErrorDetail {
  field: string;
  message: string;
}

/** Base class of every error the client throws, so one `instanceof` catches them all. */
export class MailwrightError extends Error {
  override name = 'MailwrightError';
}

/**
 * The API answered with an error: a non-2xx status, or a body with `error: true`.
 * `code`, `message`, `requestId` and `details` come from the error envelope
 * (`{error, message, code, request_id, details?}`); an answer that is not the envelope (a proxy's
 * HTML page, say) gets the code `UNEXPECTED_RESPONSE` and the request id from `X-Request-Id`.
 */
export class MailwrightApiError extends MailwrightError {
  override name = 'MailwrightApiError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** Machine-readable code, e.g. `VALIDATION_FAILED`, `NOT_FOUND`, `RATE_LIMITED`. */
  readonly code: ApiErrorCode;
  /** The request's id; quote it to the operator. */
  readonly requestId: string | undefined;
  /** Per-field problems, on validation errors only. */
  readonly details: ApiErrorDetail[] | undefined;
  /** From `Retry-After` (429 and 503), in milliseconds. */
  readonly retryAfterMs: number | undefined;
  /** The parsed body as received. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    requestId?: string | undefined;
    details?: ApiErrorDetail[] | undefined;
    retryAfterMs?: number | undefined;
    body?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.details = init.details;
    this.retryAfterMs = init.retryAfterMs;
    this.body = init.body;
  }
}

/** No answer arrived: the connection failed or was reset (the cause says how). */
export class MailwrightConnectionError extends MailwrightError {
  override name = 'MailwrightConnectionError';
}

/** No answer arrived within the request's `timeoutMs`. */
export class MailwrightTimeoutError extends MailwrightConnectionError {
  override name = 'MailwrightTimeoutError';
}
