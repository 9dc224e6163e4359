import fastJson from 'fast-json-stringify';
import type { TSchema } from 'typebox';

/** JSON's media type, as Fastify sets it for an answer it serializes. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A list's answer as JSON bytes, for a list that writes its records itself (List sequencers
 * splices each platform's form in; List forwarding jobs' records are written by the database):
 * `{"error":false,"message":…,"<field>":[records],"pagination":…}`, the same bytes the route's
 * response schema would give. `records` are the pieces of the records' JSON array, brackets
 * included, as strings or bytes; they are copied once into one buffer, so Node neither measures
 * nor encodes a long string of many pieces per response. `pagination` is the list's pagination
 * schema (its serializer is compiled once). Each list's test compares these bytes with the
 * response schema's serializer.
 */
export function listAnswer(field: string, pagination: TSchema) {
  const serializePagination = fastJson(pagination as object) as (value: unknown) => string;
  return (message: string, records: ReadonlyArray<string | Buffer>, page: unknown): Buffer => {
    const pieces: Buffer[] = [
      Buffer.from(`{"error":false,"message":${JSON.stringify(message)},"${field}":`),
    ];
    for (const piece of records)
      pieces.push(typeof piece === 'string' ? Buffer.from(piece) : piece);
    pieces.push(Buffer.from(`,"pagination":${serializePagination(page)}}`));
    return Buffer.concat(pieces);
  };
}
