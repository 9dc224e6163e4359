import type { ErrorObject } from 'ajv';

type Schema = {
  type?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  items?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  maxItems?: number;
  maxLength?: number;
};

/**
 * The size limits of a request part, checked before anything else of it: every array over its
 * schema's `maxItems` and every string over its `maxLength`, as ajv would word them. An array
 * over its limit is not looked into, so a body of 100,000 bad items costs one comparison, not a
 * check of each item (ajv, with `allErrors`, checks every item even when `maxItems` already
 * failed, and `uniqueItems` compares pairs). When this finds anything, the request is answered
 * with it and the schema's other rules are not run: their work is then bounded by the limits of
 * the schema (every request array has a `maxItems`: `input-bounds.test.ts`). Iterative, so a
 * deeply nested body cannot exhaust the stack; linear in the size of the data it walks.
 */
export function sizeErrors(schema: unknown, data: unknown): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const pending: Array<[Schema, unknown, string]> = [[schema as Schema, data, '']];
  // Depth first, items and keys in the order sent, so errors come in the body's order.
  while (pending.length > 0) {
    const [s, value, path] = pending.pop() as [Schema, unknown, string];
    for (const part of s.allOf ?? []) pending.push([part, value, path]);
    const branch = onlyBranchFor(s, value);
    if (branch) {
      pending.push([branch, value, path]);
      continue;
    }
    if (typeof value === 'string') {
      if (s.maxLength !== undefined && value.length > s.maxLength) {
        // ajv counts code points; a UTF-16 length within the limit cannot be over it.
        if (codePoints(value) > s.maxLength) errors.push(tooLong(path, s.maxLength, 'characters'));
      }
    } else if (Array.isArray(value)) {
      if (s.maxItems !== undefined && value.length > s.maxItems) {
        errors.push(tooLong(path, s.maxItems, 'items'));
      } else if (isSchema(s.items)) {
        for (let i = value.length - 1; i >= 0; i--)
          pending.push([s.items, value[i], `${path}/${i}`]);
      }
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        const declared = s.properties && Object.hasOwn(s.properties, key);
        const rule = declared ? s.properties?.[key] : s.additionalProperties;
        if (isSchema(rule)) pending.push([rule, record[key], `${path}/${pointerSegment(key)}`]);
      }
    }
  }
  return errors;
}

/**
 * The one branch of an `anyOf`/`oneOf` that can take a value of this JSON type; undefined when
 * the schema has no union, or when none or several can (ajv judges those, within the limits the
 * rest of the body keeps).
 */
function onlyBranchFor(s: Schema, value: unknown): Schema | undefined {
  const branches = s.anyOf ?? s.oneOf;
  if (!branches) return undefined;
  const kind = jsonType(value);
  const fitting = branches.filter((b) => admits(b, kind));
  return fitting.length === 1 ? fitting[0] : undefined;
}

function admits(s: Schema, kind: string): boolean {
  if (s.type === undefined || s.anyOf || s.oneOf) return true;
  const types: unknown[] = Array.isArray(s.type) ? s.type : [s.type];
  return types.includes(kind) || (kind === 'number' && types.includes('integer'));
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function codePoints(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    // A high surrogate followed by a low one is one code point, as ajv's ucs2length counts.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

function tooLong(instancePath: string, limit: number, unit: 'items' | 'characters'): ErrorObject {
  const keyword = unit === 'items' ? 'maxItems' : 'maxLength';
  return {
    instancePath,
    schemaPath: `#/${keyword}`,
    keyword,
    params: { limit },
    // Said by describeValidationErrors, as ajv's own maxItems and maxLength errors are.
    message: `too long (${limit} ${unit} at most)`,
  };
}

function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
