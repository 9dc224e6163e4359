import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { serializerSchema } from '../src/http/compilers.js';
import { ListSequencersResponse } from '../src/modules/sequencers/routes/list-sequencers.js';
import { toSequencerResponse } from '../src/modules/sequencers/sequencer.present.js';
import { serializeSequencerList } from '../src/modules/sequencers/sequencer.serialize.js';
import { SEQUENCER_PLATFORM_IDS } from '../src/providers/sequencer-catalog/index.js';

const generic = fastJson(serializerSchema(ListSequencersResponse) as object) as (
  v: unknown,
) => string;

function page(publicUrl: string) {
  const data = [...SEQUENCER_PLATFORM_IDS, ...SEQUENCER_PLATFORM_IDS].map((platform, i) => ({
    ...toSequencerResponse(
      {
        id: `${i}`.padStart(24, '0'),
        uid: '3f2b3c4d-1111-4222-a333-444455556666',
        name: `Client "${i}" \\ outbound \u00e9`,
        platform,
        username: `sdr${i}@agency.example`,
        status: 'active',
        status_reason: i % 2 ? '' : 'Line\nbreak',
        workspace_name: 'Client workspace',
        consent_url: '',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-02T00:00:00.000Z',
      },
      publicUrl,
    ),
    // Not in the schema: never written.
    connection_sealed: 'secret',
  }));
  return {
    error: false as const,
    message: 'Sequencers retrieved successfully',
    data,
    pagination: { total: 1234, limit: 10, offset: 20, hasMore: true, extra: 1 },
  };
}

describe('List sequencers’ serializer', () => {
  it('writes exactly the bytes of the response schema’s serializer, for every platform', () => {
    for (const url of ['http://127.0.0.1:3000', 'https://api.example.com']) {
      const payload = page(url);
      const written = serializeSequencerList(payload).toString('utf8');
      expect(written).toBe(generic(payload));
      // Twice: the second time each platform's form comes from the cache.
      expect(serializeSequencerList(payload).equals(Buffer.from(written))).toBe(true);
      expect(written).not.toContain('secret');
      expect(JSON.parse(written).data[0].platform_metadata.logo).toContain(url);
    }
  });
});
