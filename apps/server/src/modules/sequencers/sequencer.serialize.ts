import fastJson from 'fast-json-stringify';
import { Type } from 'typebox';
import { serializerSchema } from '../../http/compilers.js';
import { OffsetPagination } from '../../http/pagination.js';
import { PlatformMetadata, Sequencer } from './sequencer.schema.js';

type Serialize = (value: unknown) => string;

// The Sequencer record without its last field, `platform_metadata`, which is spliced in after.
const { platform_metadata: _, ...withoutMetadata } = Sequencer.properties;
const serializeRecord = fastJson(
  serializerSchema(Type.Object(withoutMetadata)) as object,
) as Serialize;
const serializeMetadata = fastJson(PlatformMetadata) as Serialize;
const serializePagination = fastJson(OffsetPagination) as Serialize;
const metadataJson = new WeakMap<object, Buffer>();

/**
 * List sequencers' answer as JSON bytes, the same bytes its response schema's serializer writes,
 * but each platform's `platform_metadata` (its whole connection form, about 1.5 KB, the same for
 * every sequencer of the platform) serialized and encoded once per process instead of once per
 * row: it was 80 % of the list's serialization. Bytes, not a string: the forms hold characters
 * beyond Latin-1 (`…`, `→`), which made the whole answer a two-byte string that Node measured and
 * encoded again for every response; the pieces are copied into one buffer instead.
 * `platform_metadata` must be `platformMetadata`'s object (kept per platform), so the cache holds
 * one entry per platform.
 */
export function serializeSequencerList(payload: {
  error: false;
  message: string;
  data: ReadonlyArray<{ platform_metadata: object }>;
  pagination: unknown;
}): Buffer {
  const pieces: Buffer[] = [];
  let text = `{"error":false,"message":${JSON.stringify(payload.message)},"data":[`;
  payload.data.forEach((item, i) => {
    let metadata = metadataJson.get(item.platform_metadata);
    if (metadata === undefined) {
      metadata = Buffer.from(serializeMetadata(item.platform_metadata));
      metadataJson.set(item.platform_metadata, metadata);
    }
    text += `${i > 0 ? ',' : ''}${serializeRecord(item).slice(0, -1)},"platform_metadata":`;
    pieces.push(Buffer.from(text), metadata);
    text = '}';
  });
  text += `],"pagination":${serializePagination(payload.pagination)}}`;
  pieces.push(Buffer.from(text));
  return Buffer.concat(pieces);
}
