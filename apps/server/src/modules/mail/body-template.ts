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
  return text
    .toLowerCase()
    .replace(GREETING, (_all, greeting: string, end: string) => `${greeting} {name}${end}`)
    .replace(/\b(?:https?:\/\/|www\.)[^\s<>"')]+/g, '{url}')
    .replace(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g, '{email}')
    .replace(/\d+(?:[.,:/-]\d+)*/g, '{n}')
    .replace(/\s+/g, ' ')
    .trim();
}

const GREETING =
  /^([ \t]*(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening)))[ \t]+[^\s,!:]+(?:[ \t]+[^\s,!:]+){0,2}[ \t]*([,!:]|$)/gm;

/** The template's fingerprint: the first 16 hex digits of the SHA-256 of the normalised body. */
export function bodyTemplateOf(text: string): string {
  return createHash('sha256').update(normaliseBody(text)).digest('hex').slice(0, 16);
}
