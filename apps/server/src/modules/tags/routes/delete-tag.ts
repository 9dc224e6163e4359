import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { deleteTag as remove } from '../tags.service.js';

export const TagParams = Type.Object({ uid: Uid('The tag’s uid.') });

export function deleteTag(app: App, ctx: AppContext): void {
  app.delete(
    '/v1/api/tags/:uid',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'deleteTag',
        tags: ['Tags'],
        summary: 'Delete a tag',
        description: 'Deletes the tag and takes it off every domain and mailbox that carried it.',
        params: TagParams,
        response: { 200: Envelope({}), ...errorResponses(404) },
      },
    },
    async (request) => {
      await remove(ctx.db, workspaceOf(request).id, request.params.uid);
      return { error: false as const, message: 'Tag deleted successfully' };
    },
  );
}
