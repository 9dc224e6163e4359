import type { ImapFlow } from 'imapflow';
import { fail, type ProviderFailure } from '../result.js';
import { serverWords, TEMPORARY_IMAP_CODES } from '../sign-in-failure.js';

/** An error imapflow rejects a command with, as far as the rule reads it. */
interface ImapCommandError {
  code?: string;
  /** `NO` or `BAD` when the server answered the command; `BYE` when it closed instead. */
  responseStatus?: string;
  /** RFC 5530 code of the answer (`UNAVAILABLE`, `NONEXISTENT` …). */
  serverResponseCode?: string;
  /** The tagged answer line (a string once imapflow reported the error). */
  response?: unknown;
  responseText?: string;
}

/**
 * The one rule for a command that fails after the sign-in (SELECT, SEARCH, FETCH, MOVE, STORE …):
 * an answer of the server is read by its status. `NO` with a temporary RFC 5530 code
 * (`[UNAVAILABLE]`, `[INUSE]`, `[LIMIT]`, `[SERVERBUG]`) is the retryable `unavailable`; `NO
 * [NONEXISTENT]` (the folder is gone) is `not_found`; any other `NO` or a `BAD` is `refused`, not
 * retryable: the server will not do it. Anything else (the connection dropped or timed out, the
 * server said BYE or throttled, an answer that could not be read) is the retryable `unavailable`.
 * The message quotes the server's words with the credentials taken out.
 */
export function imapCommandFailure(
  error: unknown,
  credentials: { user: string; password: string },
): ProviderFailure {
  const e = (error ?? {}) as ImapCommandError;
  const status = e.responseStatus?.toUpperCase();
  const answered = (status === 'NO' || status === 'BAD') && e.code !== 'ETHROTTLE';
  const text = answered ? answerText(e, status ?? '') : (e.responseText ?? '');
  const words = serverWords(text, credentials);
  const said = words ? ` (it answered: ${words})` : '';
  if (!answered)
    return fail(
      'unavailable',
      `The IMAP server did not finish the command, try again later (${e.code ?? 'error'}${words ? `: ${words}` : ''})`,
      true,
    );
  const code = (e.serverResponseCode || sectionCode(e.response) || codeIn(text))?.toUpperCase();
  if (status === 'NO' && code && TEMPORARY_IMAP_CODES.has(code))
    return fail('unavailable', `The IMAP server cannot do it now, try again later${said}`, true);
  if (status === 'NO' && code === 'NONEXISTENT')
    return fail('not_found', `The IMAP server has no such folder${said}`);
  return fail('refused', `The IMAP server refused the command${said}`);
}

/**
 * imapflow answers some refused or broken commands with `false` instead of an error (SEARCH,
 * MOVE, STORE, STATUS): the error the rule reads, a dropped connection when the client is no
 * longer usable, else the server's refusal of `command` (its words are not passed on).
 */
export function commandError(client: ImapFlow, command: string): ImapCommandError & Error {
  const error: ImapCommandError & Error = new Error(`${command} failed`);
  if (!client.usable) error.code = 'NoConnection';
  else Object.assign(error, { responseStatus: 'NO', response: `NO ${command} failed` });
  return error;
}

/**
 * The answer without its tag (`NO [UNAVAILABLE] …`): imapflow puts the whole tagged line in
 * `response` once it reported the error, else the parsed answer there and its text in
 * `responseText`.
 */
export function replyText(e: { response?: unknown; responseText?: string }): string {
  if (typeof e.response === 'string') return e.response.replace(/^\S+\s+/, '');
  return e.responseText ?? '';
}

function answerText(e: ImapCommandError, status: string): string {
  if (typeof e.response === 'string') return replyText(e);
  const code = sectionCode(e.response);
  return [status, code ? `[${code}]` : '', e.responseText ?? ''].filter(Boolean).join(' ');
}

/** The response code of a parsed answer (`NO [UNAVAILABLE] …`: its first attribute's section). */
function sectionCode(response: unknown): string | undefined {
  const first = (response as { attributes?: Array<{ section?: Array<{ value?: unknown }> }> })
    ?.attributes?.[0];
  const value = first?.section?.[0]?.value;
  return typeof value === 'string' ? value.trim() : undefined;
}

function codeIn(text: string): string | undefined {
  return /^(?:NO|BAD)\s+\[([A-Za-z-]+)/.exec(text)?.[1];
}
