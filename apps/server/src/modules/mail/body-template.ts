import { createHash } from 'node:crypto';

/**
 * How a message body is cut down to its template (docs/api/insights.md, "Body templates"): the
 * same template personalised for two recipients gives the same fingerprint. In order:
 * lower-cased; a greeting's name dropped (`Hi Anna,` -> `hi {name},`: a line starting with hi,
 * hello, hey, dear, greetings or good morning/afternoon/evening, then up to three words before
 * `,` `!` `:` or the line's end); URLs -> `{url}`; e-mail addresses -> `{email}`; numbers
 * (with `.,:/-` inside) -> `{n}`; runs of whitespace -> one space, trimmed.
 */
export function normaliseBody(text: string): string {
  const greeted = text
    .toLowerCase()
    .replace(GREETING, (_all, greeting: string, end: string) => `${greeting} {name}${end}`)
    .replace(/\b(?:https?:\/\/|www\.)[^\s<>"')]+/g, '{url}');
  return replaceEmails(greeted)
    .replace(/\d+(?:[.,:/-]\d+)*/g, '{n}')
    .replace(/\s+/g, ' ')
    .trim();
}

const GREETING =
  /^([ \t]*(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening)))[ \t]+[^\s,!:]+(?:[ \t]+[^\s,!:]+){0,2}[ \t]*([,!:]|$)/gm;

/** A run of the characters an address's local part is made of: where an address may start. */
const LOCAL_RUN = /[a-z0-9._%+-]+/g;
/** An address starting exactly at `lastIndex`. */
const EMAIL_AT = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/y;

/**
 * Every e-mail address in `text` as `{email}`: what `text.replace(/[a-z0-9._%+-]+@…/g, …)` gives,
 * in linear time. That search tried the pattern at every character of a long word ("xxx…" with
 * no `@`), and each try ran to the word's end: 7 s for 100,000 characters of customer text. An
 * address starting inside a run would also start at the run's first character (its local part
 * ends at the same `@`), so each run is tried once, at its start, or where the address found
 * before it ended.
 */
function replaceEmails(text: string): string {
  let out = '';
  let copied = 0;
  let from = 0;
  for (;;) {
    LOCAL_RUN.lastIndex = from;
    const run = LOCAL_RUN.exec(text);
    if (!run) break;
    EMAIL_AT.lastIndex = run.index;
    if (EMAIL_AT.exec(text)) {
      out += `${text.slice(copied, run.index)}{email}`;
      copied = from = EMAIL_AT.lastIndex;
    } else {
      from = run.index + run[0].length;
    }
  }
  return out + text.slice(copied);
}

/** The template's fingerprint: the first 16 hex digits of the SHA-256 of the normalised body. */
export function bodyTemplateOf(text: string): string {
  return createHash('sha256').update(normaliseBody(text)).digest('hex').slice(0, 16);
}
