import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { viewerOf } from '../../../http/auth.js';
import { Body, Envelope, Uid } from '../../../http/schemas.js';
import { requireDeliverable, WebhookUrl } from '../workspace.schema.js';
import { updateWorkspaceWebhook as update } from '../workspaces.service.js';

export const UpdateWorkspaceWebhookBody = Body({
  uid: Uid('Workspace identifier.'),
  webhook_url: WebhookUrl,
});

export function updateWorkspaceWebhook(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/workspaces/webhook',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'updateWorkspaceWebhook',
        tags: ['Workspaces'],
        summary: 'Update workspace webhook',
        description:
          'Sets the address to which the workspace’s webhook events are delivered. The workspace is named by the body `uid`; an empty `webhook_url` clears the webhook. The first URL creates the workspace’s signing secret (Get the webhook signing secret); setting a URL re-enables a webhook that was disabled after failing continuously.',
        body: UpdateWorkspaceWebhookBody,
        response: { 200: Envelope({}), 404: Type.Ref('ErrorResponse') },
      },
    },
    async (request) => {
      requireDeliverable(request.body.webhook_url, ctx.config.webhooks);
      await update(
        ctx.db,
        ctx.secrets,
        viewerOf(request),
        request.body.uid,
        request.body.webhook_url,
      );
      return { error: false as const, message: 'Workspace webhook updated successfully' };
    },
  );
}
