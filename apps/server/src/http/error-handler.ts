import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';
import { ApiError, type ErrorCode, type ErrorResponseBody, notFound } from './errors.js';
import { describeValidationErrors } from './validation-errors.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Maps anything thrown while handling a request to the one error shape. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // A key another request wrote at the same moment, still taken after the transaction ran again
  // (`inTransaction`): nothing of this request was written.
  if (isUniqueViolation(error))
    return new ApiError(
      'CONFLICT',
      'Another request wrote the same record at the same moment; nothing was written. Send it again to see where things stand',
    );
  const fastifyError = error as Partial<FastifyError> & { validation?: unknown[] };
  if (Array.isArray(fastifyError.validation)) {
    const { details, total } = describeValidationErrors(
      fastifyError.validation as Parameters<typeof describeValidationErrors>[0],
      fastifyError.validationContext,
    );
    const first = details[0];
    const more = total > 1 ? ` (and ${total - 1} more problem${total > 2 ? 's' : ''})` : '';
    const message = first ? `${first.field} ${first.message}${more}` : 'Request is invalid';
    return new ApiError('VALIDATION_FAILED', message, details);
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE', 'Request body is larger than the server accepts');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(
        'MALFORMED_REQUEST',
        'Content-Type is application/json but the body is empty; send {}',
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('MALFORMED_REQUEST', 'Request body is not valid JSON');
  }
  const status = fastifyError.statusCode ?? 500;
  if (error instanceof SyntaxError && status === 400) {
    return new ApiError('MALFORMED_REQUEST', 'Request body is not valid JSON');
  }
  const code = CODE_BY_STATUS[status];
  if (code && status < 500) return new ApiError(code, fastifyError.message ?? 'Request failed');
  return new ApiError(
    'INTERNAL_ERROR',
    'Internal server error; the request id identifies it in the server log',
  );
}

export function renderError(error: ApiError, requestId: string): ErrorResponseBody {
  return {
    error: true,
    message: error.message,
    code: error.code,
    request_id: requestId,
    ...(error.details ? { details: error.details } : {}),
    ...error.extra,
  };
}

/**
 * A write the database refused because a record it refers to is gone: another request deleted
 * it after this one had read it (its workspace, most often: a tag created while the workspace is
 * deleted). Answered as a request arriving after the deletion is: 404 for the request's
 * workspace when that is what went; otherwise a 409, since this request cannot tell which.
 * Nothing of the refused transaction was written.
 */
async function removedMeanwhile(ctx: AppContext, request: FastifyRequest): Promise<ApiError> {
  const workspace = request.auth?.workspace;
  // A lookup that fails leaves the 409, which is true either way.
  const gone =
    workspace &&
    !(await ctx.db
      .selectFrom('workspaces')
      .select('id')
      .where('id', '=', workspace.id)
      .executeTakeFirst()
      .catch(() => workspace));
  if (gone) return notFound('Workspace');
  return new ApiError(
    'CONFLICT',
    'A record this request refers to was deleted while the request ran; nothing was written. Send it again to see where things stand',
  );
}

/**
 * Whether `error` is a path parameter that cannot be what it names (`/orders/ord_missing`, `find`
 * in `/mailboxes/{uid}`): the path addresses no record, so the answer is a 404, as for any record
 * that does not exist, rather than a 400 a client probing paths takes for a path that exists.
 */
function isNoRecordPath(error: unknown): boolean {
  const failed = error as Partial<FastifyError> & { validation?: unknown[] };
  return Array.isArray(failed.validation) && failed.validationContext === 'params';
}

/**
 * A request with no body at all (`curl -X POST` without `-d`) to an operation that takes one:
 * "(body) must be object" read as if the body were wrong; say what to send instead, as the
 * answer to an empty JSON body does.
 */
function isMissingBody(error: unknown, request: FastifyRequest): boolean {
  const failed = error as Partial<FastifyError> & { validation?: unknown[] };
  return (
    Array.isArray(failed.validation) &&
    failed.validationContext === 'body' &&
    request.body === undefined
  );
}

/**
 * Fastify's own answers to a path its router cannot read, in the one envelope (they were ad-hoc
 * bodies, `{"error":"Bad Request",…}`): a path parameter too long for the router (over 100
 * characters) or not valid percent-encoding names no record, so a 404 as {@link isNoRecordPath}.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const apiError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL'
      ? new ApiError('NOT_FOUND', `No such record at ${request.method} ${pathOf(request)}`)
      : toApiError(error);
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  void reply.status(apiError.status).send(renderError(apiError, request.id));
}

/** Installs the error and not-found handlers: every failure leaves as the error envelope. */
export function registerErrorHandling(app: FastifyInstance, ctx: AppContext): void {
  app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = isForeignKeyViolation(error)
      ? await removedMeanwhile(ctx, request)
      : isNoRecordPath(error)
        ? new ApiError('NOT_FOUND', `No such record at ${request.method} ${pathOf(request)}`)
        : isMissingBody(error, request)
          ? new ApiError(
              'VALIDATION_FAILED',
              'The request has no body: send a JSON object, {} when none of its fields is needed',
              [{ field: '(body)', message: 'is required: send a JSON object' }],
            )
          : toApiError(error);
    if (apiError.status >= 500)
      request.log.error({ err: error, client_ip: request.ip }, 'request failed');
    if (apiError.headers) void reply.headers(apiError.headers);
    return reply.status(apiError.status).send(renderError(apiError, request.id));
  });
  app.setNotFoundHandler((request, reply) => {
    const apiError = new ApiError(
      'NOT_FOUND',
      `No operation at ${request.method} ${pathOf(request)}`,
    );
    return reply.status(404).send(renderError(apiError, request.id));
  });
}

/** The request's path, without its query string. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

/** The request id of an answer to a request that never became one (the parser rejected it). */
export const UNPARSED_REQUEST_ID = 'req_unparsed';

/**
 * Answers a request Node's HTTP parser rejected (a bad header, say) with the error envelope too,
 * and like every other response with an X-Request-Id.
 */
export function rejectMalformedHttp(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const body = JSON.stringify(
    renderError(
      new ApiError('MALFORMED_REQUEST', 'The HTTP request could not be parsed'),
      UNPARSED_REQUEST_ID,
    ),
  );
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${UNPARSED_REQUEST_ID}\r\nConnection: close\r\n\r\n${body}`,
  );
}
