import type { ErrorDetail } from '../../http/errors.js';
import type {
  FieldDescriptor,
  SequencerPlatformDefinition,
} from '../../providers/sequencer-catalog/index.js';

/** The values of a connection form, by field name. Always plaintext: only in memory. */
export type ConnectionValues = Record<string, string>;

const compiled = new Map<string, RegExp>();

function regex(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'u');
    compiled.set(pattern, re);
  }
  return re;
}

/** Whether one value meets its descriptor's rules (length in code points, pattern, options). */
export function meetsRules(field: FieldDescriptor, value: string): boolean {
  const { pattern, min_length, max_length } = field.validation;
  const length = [...value].length;
  if (min_length !== undefined && length < min_length) return false;
  if (max_length !== undefined && length > max_length) return false;
  if (pattern !== undefined && !regex(pattern).test(value)) return false;
  if (field.options.length > 0 && !field.options.some((o) => o.value === value)) return false;
  return true;
}

/**
 * The one answer to any failure of form key `key` on this platform: its descriptor's
 * `error_message` (missing, not a string, too long, breaking a pattern: a form shows one message
 * per field), or, for a key this form does not have, that it is not a field of the form.
 */
export function formFieldProblem(platform: SequencerPlatformDefinition, key: string): ErrorDetail {
  const field = platform.fields.find((f) => f.name === key);
  return {
    field: key,
    message: field
      ? field.validation.error_message
      : `is not a field of the ${platform.name} connection form`,
  };
}

/**
 * Checks submitted values against a platform's connection form and returns every problem, one per
 * field, so a form can show them all at once: a key that is not a field of this form, a required
 * field missing or empty, a value breaking its rules (each answered by `formFieldProblem`).
 * Values are taken as given (no trimming): they are credentials.
 */
export function checkConnectionForm(
  platform: SequencerPlatformDefinition,
  values: Readonly<Record<string, unknown>>,
): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const known = new Set(platform.fields.map((f) => f.name));
  for (const key of Object.keys(values)) {
    if (!known.has(key)) problems.push(formFieldProblem(platform, key));
  }
  for (const field of platform.fields) {
    const value = values[field.name];
    if (value === undefined || value === '') {
      if (field.required) problems.push(formFieldProblem(platform, field.name));
      continue;
    }
    if (typeof value !== 'string' || !meetsRules(field, value)) {
      problems.push(formFieldProblem(platform, field.name));
    }
  }
  return problems;
}

/** Only the form's own keys of a request body, with empty optional values dropped. */
export function formValuesOf(
  platform: SequencerPlatformDefinition,
  body: Readonly<Record<string, unknown>>,
): ConnectionValues {
  const values: ConnectionValues = {};
  for (const field of platform.fields) {
    const value = body[field.name];
    if (typeof value === 'string' && value !== '') values[field.name] = value;
  }
  return values;
}
