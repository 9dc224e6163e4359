import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { notFound } from '../../../http/errors.js';
import { findWorkspaceByInternalId } from '../../workspaces/surface.js';
import { enabledEvents } from '../enabled-events.js';
import {
  presentEnabledEvents,
  WebhookEnabledEventsResponse,
} from './set-webhook-enabled-events.js';

export function getWebhookEnabledEvents(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/webhooks/enabled-events',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getWebhookEnabledEvents',
        tags: ['Webhooks'],
        summary: 'Get the webhook’s events',
        description:
          'Which event kinds the workspace’s webhook receives (Set the webhook’s events chooses), and every kind there is.',
        response: { 200: WebhookEnabledEventsResponse },
      },
    },
    async (request) => {
      const workspace = await findWorkspaceByInternalId(ctx.db, workspaceOf(request).id);
      if (!workspace) throw notFound('Workspace');
      return {
        error: false as const,
        message: 'Webhook events retrieved successfully',
        ...presentEnabledEvents(enabledEvents(workspace)),
      };
    },
  );
}
