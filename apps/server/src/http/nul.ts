import type { ErrorObject } from 'ajv';

const NUL = '\u0000';

/** What a refused NUL says, after the field's name. */
export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

/**
 * One validation error (as ajv reports them, so `describeValidationErrors` names the field) for
 * every string in `data`, at any depth, that holds a NUL character, and for every object key that
 * does. PostgreSQL cannot store a NUL in text (a 500 otherwise) and SQLite would keep it, so the
 * validation layer refuses it for bodies, query strings, path parameters and headers alike.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function nulErrors(data: unknown): ErrorObject[] {
  // Nearly every request holds none: look first without building a path for every value.
  if (!holdsNul(data)) return [];
  const errors: ErrorObject[] = [];
  const pending: Array<[unknown, string]> = [[data, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes(NUL)) errors.push(nulError(path));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        pending.push([item, `${path}/${i}`]);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = `${path}/${pointerSegment(key)}`;
        if (key.includes(NUL)) errors.push(nulError(at));
        pending.push([item, at]);
      }
    }
  }
  return errors.sort((a, b) => a.instancePath.localeCompare(b.instancePath));
}

/** Whether any string or key in `data`, at any depth, holds a NUL. Iterative, as above. */
function holdsNul(data: unknown): boolean {
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes(NUL)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (key.includes(NUL)) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

function nulError(instancePath: string): ErrorObject {
  return { instancePath, schemaPath: '#/nul', keyword: 'nul', params: {}, message: NUL_MESSAGE };
}

/** A JSON-pointer segment, with a NUL in a key shown as the text `\u0000` in the field's name. */
function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1').replaceAll(NUL, '\\u0000');
}
