import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { Tag, TagName } from '../tag.schema.js';
import { createTag as create, toTagResponse } from '../tags.service.js';

export const CreateTagBody = Body({ name: TagName });
export const CreateTagResponse = Envelope({ tag: Tag });

export function createTag(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/tags',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'createTag',
        tags: ['Tags'],
        summary: 'Create a new tag',
        description: 'Creates a tag in the workspace. A name already used (in any case) is a 409.',
        body: CreateTagBody,
        response: { 200: CreateTagResponse, ...errorResponses(409) },
      },
    },
    async (request) => {
      const row = await create(ctx.db, workspaceOf(request).id, request.body.name);
      return {
        error: false as const,
        message: 'Tag created successfully',
        tag: toTagResponse(row),
      };
    },
  );
}
