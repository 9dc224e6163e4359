import fastJson from 'fast-json-stringify';
import { Type } from 'typebox';
import { serializerSchema } from '../../http/compilers.js';
import { listAnswer } from '../../http/list-answer.js';
import { OffsetPagination } from '../../http/pagination.js';
import { PlatformMetadata, Sequencer } from './sequencer.schema.js';

type Serialize = (value: unknown) => string;

// The Sequencer record without its last field, `platform_metadata`, which is spliced in after.
const { platform_metadata: _, ...withoutMetadata } = Sequencer.properties;
const serializeRecord = fastJson(
  serializerSchema(Type.Object(withoutMetadata)) as object,
) as Serialize;
const serializeMetadata = fastJson(PlatformMetadata) as Serialize;
const answer = listAnswer('data', OffsetPagination);
const metadataJson = new WeakMap<object, Buffer>();

/**
 * List sequencers' answer as JSON bytes, the same bytes its response schema's serializer writes,
 * but each platform's `platform_metadata` (its whole connection form, about 1.5 KB, the same for
 * every sequencer of the platform) serialized and encoded once per process instead of once per
 * row: it was 80 % of the list's serialization. Bytes, not a string (`listAnswer`): the forms hold
 * characters beyond Latin-1 (`…`, `→`), which made the whole answer a two-byte string that Node
 * measured and encoded again for every response.
 * `platform_metadata` must be `platformMetadata`'s object (kept per platform), so the cache holds
 * one entry per platform.
 */
export function serializeSequencerList(payload: {
  error: false;
  message: string;
  data: ReadonlyArray<{ platform_metadata: object }>;
  pagination: unknown;
}): Buffer {
  const pieces: Array<string | Buffer> = [];
  let text = '[';
  payload.data.forEach((item, i) => {
    let metadata = metadataJson.get(item.platform_metadata);
    if (metadata === undefined) {
      metadata = Buffer.from(serializeMetadata(item.platform_metadata));
      metadataJson.set(item.platform_metadata, metadata);
    }
    text += `${i > 0 ? ',' : ''}${serializeRecord(item).slice(0, -1)},"platform_metadata":`;
    pieces.push(text, metadata);
    text = '}';
  });
  pieces.push(`${text}]`);
  return answer(payload.message, pieces, payload.pagination);
}
