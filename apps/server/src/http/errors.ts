import { type Static, Type } from 'typebox';

/**
 * The closed vocabulary of error codes, each with its one HTTP status. Every non-2xx body is
 * `{ error: true, message, code, request_id, details? }`; `docs/errors.md` has a line per code.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  TOTP_INVALID: 401,
  INSUFFICIENT_FUNDS: 402,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  BILLING_PERMISSION_REQUIRED: 403,
  ADMIN_ROLE_REQUIRED: 403,
  CSRF_TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ACCOUNT_ALREADY_USED: 409,
  CREDENTIAL_CONFLICT: 409,
  TEAM_CHOICE_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SIGN_IN_RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorDetail {
  /** Path of the offending field, such as `webhook_url` or `domains[2].name`. */
  field: string;
  message: string;
}

/** The one error class thrown at the HTTP edge. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
    /** Fields an operation adds to its error body (declared in its own response schema). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}

/** 400 naming one field. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `${field} ${message}`, [{ field, message }]);
}

/** 404 for a record that does not exist or belongs to another team (indistinguishable on purpose). */
export function notFound(what: string): ApiError {
  return new ApiError('NOT_FOUND', `${what} not found`);
}

export function conflict(message: string): ApiError {
  return new ApiError('CONFLICT', message);
}

export function unauthorized(message: string): ApiError {
  return new ApiError('UNAUTHORIZED', message);
}

export const ErrorResponse = Type.Object(
  {
    error: Type.Literal(true),
    message: Type.String({
      description: 'Human-readable explanation, naming the field for validation errors.',
    }),
    code: Type.Enum(Object.keys(ERROR_CODES) as ErrorCode[], {
      description: 'Machine-readable error code; see docs/errors.md.',
    }),
    request_id: Type.String({
      description: 'Identifier of this request, also sent as the X-Request-Id header.',
    }),
    details: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), {
        description: 'One entry per invalid field (validation errors only).',
      }),
    ),
  },
  { $id: 'ErrorResponse', title: 'ErrorResponse' },
);
export type ErrorResponseBody = Static<typeof ErrorResponse>;
