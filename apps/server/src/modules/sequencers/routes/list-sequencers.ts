import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import {
  LIMIT_DEFAULT,
  Limit,
  Offset,
  OffsetPagination,
  offsetPagination,
} from '../../../http/pagination.js';
import { Body, Envelope, Uid } from '../../../http/schemas.js';
import { toSequencerResponse } from '../sequencer.present.js';
import { Sequencer, SequencerPlatformInput, SequencerStatusSchema } from '../sequencer.schema.js';
import { serializeSequencerList } from '../sequencer.serialize.js';
import { listSequencers as list } from '../sequencers.service.js';

export const ListSequencersBody = Body({
  limit: Type.Optional(Limit),
  offset: Type.Optional(Offset),
  sequencer_platforms: Type.Optional(
    Type.Array(SequencerPlatformInput, {
      maxItems: 50,
      description: 'Only these platforms; an empty array filters nothing.',
    }),
  ),
  keyword: Type.Optional(
    Type.String({
      maxLength: 200,
      // Printable text: the filter's column joins the three fields with a control character.
      pattern: '^[^\\u0000-\\u001f\\u007f]*$',
      description:
        'Part of the name, username or workspace name, any case; `%` and `_` are plain characters.',
    }),
  ),
  status: Type.Optional(SequencerStatusSchema),
  uids: Type.Optional(
    Type.Array(Uid(), {
      maxItems: 100,
      description: 'Only these sequencers; an empty array filters nothing.',
    }),
  ),
});

export const ListSequencersResponse = Envelope({
  data: Type.Array(Sequencer),
  pagination: OffsetPagination,
});

export function listSequencers(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sequencers/list',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listSequencers',
        'x-idempotent': true,
        tags: ['Sequencers'],
        summary: 'List sequencers',
        description:
          'The sequencers connected to the workspace, newest first (ties by id), filtered by platforms, keyword, status and uids. Offset pagination: `limit` 1 to 100 (default 10), `offset` from 0. Never carries credentials.',
        body: ListSequencersBody,
        response: { 200: ListSequencersResponse },
      },
    },
    async (request, reply) => {
      const {
        limit = LIMIT_DEFAULT,
        offset = 0,
        sequencer_platforms = [],
        keyword = '',
        status,
        uids = [],
      } = request.body;
      const { rows, total } = await list(
        ctx.db,
        workspaceOf(request).id,
        { platforms: sequencer_platforms, keyword, uids, ...(status ? { status } : {}) },
        offset,
        limit,
      );
      // The bytes the response schema gives, each platform's form serialized once (see there).
      // Fastify sends a serializer's Buffer as it is, with the type given here.
      reply
        .type('application/json; charset=utf-8')
        .serializer(serializeSequencerList as unknown as (payload: unknown) => string);
      return {
        error: false as const,
        message: 'Sequencers retrieved successfully',
        data: rows.map((row) => toSequencerResponse(row, ctx.config.publicUrl)),
        pagination: offsetPagination(offset, limit, total),
      };
    },
  );
}
