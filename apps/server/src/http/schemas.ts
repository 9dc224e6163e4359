import { type TObject, type TProperties, type TSchema, Type } from 'typebox';
import type { ERROR_CODES } from './errors.js';

/** `T | null`, written as JSON Schema `anyOf` so OpenAPI 3.1 and the serializer agree. */
export const Nullable = <T extends TSchema>(schema: T, options?: { description?: string }) =>
  Type.Union([schema, Type.Null()], options);

/** ISO 8601 UTC timestamp with milliseconds. */
export const Timestamp = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });

export const Uid = (description = 'Public identifier (UUID).') =>
  Type.String({ format: 'uuid', description });

/**
 * A list filter naming a record by uid: any string of at most 100 characters (longer is a 400).
 * A value that names no record of the workspace (malformed, empty, another team's) matches
 * nothing rather than being refused (docs/decisions.md).
 */
export const UidFilter = (what: string) =>
  Type.String({
    maxLength: 100,
    description: `Only this ${what}’s records. A uid that names no ${what} of the workspace (also an empty or malformed one) matches nothing.`,
  });

/** The contract's success envelope: `error: false`, a `message`, and the operation's own fields. */
export function Envelope<P extends TProperties>(properties: P) {
  return Type.Object({
    error: Type.Literal(false),
    message: Type.String(),
    ...properties,
  });
}

/**
 * A request body object. It is closed (`additionalProperties: false`), which documents it and
 * makes the SDK's types exact; at run time fields it does not know are ignored and named in
 * `X-Mailwright-Ignored-Fields`, or refused in strict mode (`http/unknown-fields.ts`).
 */
export function Body<P extends TProperties>(properties: P, description?: string): TObject<P> {
  return Type.Object(properties, {
    additionalProperties: false,
    ...(description ? { description } : {}),
  });
}

export type ErrorStatus = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Response schemas for the error statuses an operation can answer with (always adds 401/429/500 for protected routes). */
export function errorResponses(...statuses: ErrorStatus[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const status of statuses) out[status] = Type.Ref('ErrorResponse');
  return out;
}
