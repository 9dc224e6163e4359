import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { SequencerUids } from '../sequencer.schema.js';
import { deleteSequencers as remove } from '../sequencers.service.js';

export const DeleteSequencersBody = Body({ uids: SequencerUids('Sequencers to delete.') });

export const DeleteSequencersResponse = Envelope({
  deleted_uids: Type.Array(Uid(), { description: 'The sequencers deleted.' }),
});

export function deleteSequencers(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sequencers/delete',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'deleteSequencers',
        tags: ['Sequencers'],
        summary: 'Delete sequencers',
        description:
          'Deletes sequencers at once, with their stored credentials, their exports’ records and their tags. Mailboxes already added to the sequencer stay there (remove them in the sequencer). An unknown uid is a 404 and nothing is deleted.',
        body: DeleteSequencersBody,
        response: { 200: DeleteSequencersResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const rows = await remove(ctx, workspaceOf(request).id, request.body.uids);
      return {
        error: false as const,
        message: 'Sequencers deleted successfully',
        deleted_uids: rows.map((r) => r.uid),
      };
    },
  );
}
