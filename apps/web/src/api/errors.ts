import { MailwrightApiError, MailwrightConnectionError } from '@mailwright/sdk';

/**
 * What to tell a person about an error: the API's message, or what went wrong on the way. Where
 * the message does not already say every problem the answer lists (it names the first and counts
 * the rest: "… (and 1 more problem)"), the listed problems instead, each once.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof MailwrightApiError) {
    const details = error.details ?? [];
    return details.every((d) => error.message.includes(d.message))
      ? error.message
      : details.map((d) => `${d.field} ${d.message}`).join('; ');
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
