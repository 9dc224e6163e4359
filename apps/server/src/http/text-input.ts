import type { ErrorObject } from 'ajv';

const NUL = '\u0000';

/** What a refused NUL says, after the field's name. */
export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

/** What a refused lone surrogate says, after the field's name. */
export const SURROGATE_MESSAGE =
  'must be valid Unicode text (it holds a lone UTF-16 surrogate, such as \\ud800)';

/**
 * One validation error (as ajv reports them, so `describeValidationErrors` names the field) for
 * every string in `data`, at any depth, that is not text every part of the service can keep and
 * show, and for every object key that is not:
 * - a NUL character: PostgreSQL cannot store it in text (a 500) and SQLite would keep it;
 * - a lone UTF-16 surrogate (`"\ud800"` in JSON): not Unicode at all, so it cannot be written as
 *   UTF-8 (the databases would keep a replacement character instead) nor percent-encoded (a
 *   `URIError`, which was a 500 building a list counter's key).
 * The validation layer refuses both for bodies, query strings, path parameters and headers alike,
 * in document order. Iterative, so a deeply nested body cannot exhaust the stack; linear.
 */
export function textErrors(data: unknown): ErrorObject[] {
  // Nearly every request holds none: look first without building a path for every value.
  if (!holdsRefusedText(data)) return [];
  const errors: ErrorObject[] = [];
  // A value to look at, or (a third member) a refused key's error to report at its place.
  const pending: Array<[unknown, string, string?]> = [[data, '']];
  while (pending.length > 0) {
    const [value, path, keyProblem] = pending.pop() as [unknown, string, string?];
    if (keyProblem) {
      errors.push(textError(path, keyProblem));
    } else if (typeof value === 'string') {
      const message = problemOf(value);
      if (message) errors.push(textError(path, message));
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], `${path}/${i}`]);
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        const at = `${path}/${pointerSegment(key)}`;
        pending.push([(value as Record<string, unknown>)[key], at]);
        // Reported before the value under it, as the body has them.
        const problem = problemOf(key);
        if (problem) pending.push([undefined, at, problem]);
      }
    }
  }
  return errors;
}

/** What is wrong with `text`, or undefined when nothing is. */
function problemOf(text: string): string | undefined {
  if (text.includes(NUL)) return NUL_MESSAGE;
  if (!text.isWellFormed()) return SURROGATE_MESSAGE;
  return undefined;
}

/** Whether any string or key in `data`, at any depth, is refused. Iterative, as above. */
function holdsRefusedText(data: unknown): boolean {
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (problemOf(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (problemOf(key)) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

function textError(instancePath: string, message: string): ErrorObject {
  return { instancePath, schemaPath: '#/text', keyword: 'text', params: {}, message };
}

/**
 * A JSON-pointer segment, with a NUL in a key shown as the text `\u0000` and a lone surrogate as
 * `\udXXX` in the field's name (the name itself must be text an answer can carry).
 */
function pointerSegment(key: string): string {
  return key
    .replace(/~/g, '~0')
    .replace(/\//g, '~1')
    .replaceAll(NUL, '\\u0000')
    .replace(/[\ud800-\udfff]/g, (unit, at: number, all: string) =>
      isPaired(all, at) ? unit : `\\u${unit.charCodeAt(0).toString(16)}`,
    );
}

/** Whether the surrogate at `at` is half of a pair. */
function isPaired(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code <= 0xdbff) {
    const next = text.charCodeAt(at + 1);
    return next >= 0xdc00 && next <= 0xdfff;
  }
  const previous = text.charCodeAt(at - 1);
  return previous >= 0xd800 && previous <= 0xdbff;
}
