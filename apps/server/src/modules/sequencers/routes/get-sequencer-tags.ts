import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { TagRef } from '../../tags/surface.js';
import { SequencerUids } from '../sequencer.schema.js';
import { sequencerTags } from '../sequencers.service.js';

export const GetSequencerTagsBody = Body({ uids: SequencerUids('Sequencers whose tags to read.') });

export const GetSequencerTagsResponse = Envelope({
  data: Type.Array(
    Type.Object({
      uid: Uid('The sequencer.'),
      name: Type.String(),
      tags: Type.Array(TagRef, { description: 'Its tags, in the order they were put on.' }),
    }),
  ),
});

export function getSequencerTags(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sequencers/tags',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getSequencerTags',
        'x-idempotent': true,
        tags: ['Sequencers'],
        summary: 'Get sequencer tags',
        description:
          'The tags on each sequencer named (the Sequencer record has no tags field). Tags are put on and taken off with Assign / Remove tags (`sequencer_uids`) or when adding a sequencer (`tags`).',
        body: GetSequencerTagsBody,
        response: { 200: GetSequencerTagsResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Sequencer tags retrieved successfully',
      data: await sequencerTags(ctx.db, workspaceOf(request).id, request.body.uids),
    }),
  );
}
