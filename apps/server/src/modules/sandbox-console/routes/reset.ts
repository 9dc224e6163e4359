import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses } from '../../../http/schemas.js';
import { resetWorkspace } from '../reset.service.js';
import { SANDBOX_CONSOLE_TAG } from './messages.js';

export function resetSandboxWorkspace(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sandbox/reset',
    {
      config: { scope: 'workspace', permission: 'admin' },
      schema: {
        operationId: 'resetSandboxWorkspace',
        tags: [SANDBOX_CONSOLE_TAG],
        summary: 'Reset a sandbox workspace',
        description:
          'Deletes every record of the X-Workspace-Id workspace (domains, mailboxes, their DNS and simulated mail, warmup, placement tests, InfraGuard, Email Insight, events, orders, sequencers, tags, verified destinations), in one transaction, and answers how many of each went. The team, its members, tokens and wallets (with their ledger) stay, and so do the workspace and its settings (name, webhook URL and secret, Cloudflare connection, sandbox clock). `confirm` must be the workspace’s name. Admins only; refused (403) where sandbox tools are off (MAILWRIGHT_SANDBOX_CLOCKS). Nothing is refunded: what the wallet paid stays paid.',
        body: Body({
          confirm: Type.String({ maxLength: 200, description: 'The workspace’s name, exactly.' }),
        }),
        response: {
          200: Envelope({
            deleted: Type.Record(Type.String(), Type.Integer(), {
              description: 'Records deleted, by kind.',
            }),
          }),
          ...errorResponses(400, 403),
        },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Workspace reset',
      deleted: await resetWorkspace(ctx, workspaceOf(request).id, request.body.confirm),
    }),
  );
}
