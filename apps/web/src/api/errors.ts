import { MailwrightApiError, MailwrightConnectionError } from '@mailwright/sdk';

/**
 * What to tell a person about an error: the API's message, or what went wrong on the way, with
 * the fields it names as people read them (`fieldLabel`). Where
 * the message does not already say every problem the answer lists (it names the first and counts
 * the rest: "… (and 1 more problem)"), the listed problems instead, each once.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof MailwrightApiError) {
    const details = error.details ?? [];
    if (!details.every((d) => error.message.includes(d.message))) {
      return details.map((d) => `${fieldLabel(d.field)} ${d.message}`).join('; ');
    }
    return details.reduce(
      (message, d) =>
        message.replace(`${d.field} ${d.message}`, `${fieldLabel(d.field)} ${d.message}`),
      error.message,
    );
  }
  if (error instanceof MailwrightConnectionError) {
    return 'The server could not be reached. Check your connection and try again.';
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A field the API names, as a person reads it: `current_password` is "Current password",
 * `contact_details.email` "Contact details email". A place in a list (`uids[0]`) stays as it is:
 * the message after it names the record.
 */
export function fieldLabel(path: string): string {
  if (path.includes('[') || path.startsWith('(')) return path;
  const words = path.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
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

/**
 * Whether a record page's read says there is no such record here: not found (404; a record of
 * another workspace is not found in this one), or a uid in the address the API refuses as
 * malformed (400), which names no record either.
 */
export function isRecordMissing(error: unknown): boolean {
  return error instanceof MailwrightApiError && (error.status === 404 || error.status === 400);
}

/** Whether the wallet held too little for what was asked (402 `INSUFFICIENT_FUNDS`). */
export function isInsufficientFunds(error: unknown): boolean {
  return errorCode(error) === 'INSUFFICIENT_FUNDS';
}
