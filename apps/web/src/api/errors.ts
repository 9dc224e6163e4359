import { MailwrightApiError, MailwrightConnectionError } from '@mailwright/sdk';

/** What to tell a person about an error: the API's message, or what went wrong on the way. */
export function errorMessage(error: unknown): string {
  if (error instanceof MailwrightApiError) {
    const fields = error.details?.map((d) => `${d.field} ${d.message}`).join('; ');
    return fields && !error.message.includes(fields)
      ? `${error.message} (${fields})`
      : error.message;
  }
  if (error instanceof MailwrightConnectionError) {
    return 'The server could not be reached. Check your connection and try again.';
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The error envelope's `details` as a map from field path (`contact_details.email`,
 * `mailboxes[2].username`) to message, for a form to show next to each field.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof MailwrightApiError) {
    for (const detail of error.details ?? []) out[detail.field] ??= detail.message;
  }
  return out;
}

/** The error's API code, when it is an API answer. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof MailwrightApiError ? error.code : undefined;
}
