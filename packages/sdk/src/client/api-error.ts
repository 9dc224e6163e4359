import { type ApiErrorDetail, MailwrightApiError } from './errors.js';
import { parseRetryAfter } from './retry-policy.js';

interface ErrorEnvelope {
  error: true;
  message: string;
  code: string;
  request_id?: string;
  details?: ApiErrorDetail[];
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  const b = body as Partial<ErrorEnvelope> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    b.error === true &&
    typeof b.message === 'string' &&
    typeof b.code === 'string'
  );
}

/** The typed error for an error answer: from its envelope, or a generic one for anything else. */
export function toApiError(response: Response, body: unknown): MailwrightApiError {
  const envelope = isErrorEnvelope(body) ? body : undefined;
  const excerpt = typeof body === 'string' && body.trim() ? `: ${body.trim().slice(0, 200)}` : '';
  return new MailwrightApiError({
    status: response.status,
    code: envelope?.code ?? 'UNEXPECTED_RESPONSE',
    message: envelope?.message ?? `HTTP ${response.status} ${response.statusText}`.trim() + excerpt,
    requestId: envelope?.request_id ?? response.headers.get('x-request-id') ?? undefined,
    details: Array.isArray(envelope?.details) ? envelope.details : undefined,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    body,
  });
}
