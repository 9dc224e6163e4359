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
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { exportStatus } from '../export.service.js';
import { toExportResponse } from '../sequencer.present.js';
import { ExportStatusSchema, SequencerExport } from '../sequencer.schema.js';

const UidFilter = (description: string) =>
  Type.Optional(Type.Array(Uid(), { maxItems: 100, description }));

export const GetExportStatusBody = Body({
  sequencer_uid: Type.Optional(
    Uid('Only exports to this sequencer (404 if it is not the workspace’s).'),
  ),
  mailbox_uids: UidFilter('Only exports of these mailboxes; an empty array filters nothing.'),
  uids: UidFilter('Only these exports; an empty array filters nothing.'),
  status: Type.Optional(ExportStatusSchema),
  limit: Type.Optional(Limit),
  offset: Type.Optional(Offset),
});

export const GetExportStatusResponse = Envelope({
  data: Type.Array(SequencerExport),
  pagination: OffsetPagination,
});

export function getSequencerExportStatus(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sequencers/export/status',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getSequencerExportStatus',
        'x-idempotent': true,
        tags: ['Sequencers'],
        summary: 'Export mailboxes status',
        description:
          'Where exports stand, newest first, with each failed one’s `error_message`: filtered by sequencer, mailboxes, export uids and status. Offset pagination: `limit` 1 to 100 (default 10), `offset` from 0.',
        body: GetExportStatusBody,
        response: { 200: GetExportStatusResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { limit = LIMIT_DEFAULT, offset = 0, mailbox_uids = [], uids = [] } = request.body;
      const { rows, total, sequencerUidOf } = await exportStatus(
        ctx.db,
        workspaceOf(request).id,
        {
          mailboxUids: mailbox_uids,
          uids,
          ...(request.body.sequencer_uid ? { sequencerUid: request.body.sequencer_uid } : {}),
          ...(request.body.status ? { status: request.body.status } : {}),
        },
        offset,
        limit,
      );
      return {
        error: false as const,
        message: 'Export status retrieved successfully',
        data: rows.map((row) => toExportResponse(row, sequencerUidOf(row.sequencer_id))),
        pagination: offsetPagination(offset, limit, total),
      };
    },
  );
}
