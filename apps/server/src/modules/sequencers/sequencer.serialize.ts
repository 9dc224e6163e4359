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
const metadataJson = new WeakMap<object, string>();

/**
 * List sequencers' answer as JSON, the same bytes its response schema's serializer writes, but
 * each platform's `platform_metadata` (its whole connection form, about 1.5 KB, the same for every
 * sequencer of the platform) serialized once per process instead of once per row: it was 80 % of
 * the list's serialization. `platform_metadata` must be `platformMetadata`'s object (kept per
 * platform), so the cache holds one entry per platform.
 */
export function serializeSequencerList(payload: {
  error: false;
  message: string;
  data: ReadonlyArray<{ platform_metadata: object }>;
  pagination: unknown;
}): string {
  const items = payload.data.map((item) => {
    let metadata = metadataJson.get(item.platform_metadata);
    if (metadata === undefined) {
      metadata = serializeMetadata(item.platform_metadata);
      metadataJson.set(item.platform_metadata, metadata);
    }
    return `${serializeRecord(item).slice(0, -1)},"platform_metadata":${metadata}}`;
  });
  return `{"error":false,"message":${JSON.stringify(payload.message)},"data":[${items.join(',')}],"pagination":${serializePagination(payload.pagination)}}`;
}
