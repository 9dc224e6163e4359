import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { domainHealth } from '../domain-health.js';
import { DomainHealth, HEALTH_TAG, MailboxHealth, WorkspaceHealth } from '../health.schema.js';
import { mailboxHealth, requireDomain, workspaceHealth } from '../health.service.js';

const LEVELS =
  'Each line has a level (ok, warning, error; unknown when a check got no answer, counted as a warning; not_measured), the summary counts them, and each warning or error has an action item that says how to fix it.';

export function getWorkspaceHealth(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/health',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getWorkspaceHealth',
        tags: [HEALTH_TAG],
        summary: 'Get the workspace’s health',
        description: `Every domain’s health summary (the first 200 by name), the action items of them all, and the progress of the newest Check now. ${LEVELS}`,
        response: { 200: Envelope({ health: WorkspaceHealth }) },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Health retrieved successfully',
      health: await workspaceHealth(ctx, workspaceOf(request).id),
    }),
  );
}

export function getDomainHealth(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/health/domains/:uid',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getDomainHealth',
        tags: [HEALTH_TAG],
        summary: 'Get a domain’s health',
        description: `Its DNS records (MX, SPF, DKIM, DMARC, each with its check) and blocklists as the newest Check now found them (a list’s refusal or error is unknown, never clean), its bounce rate over 7 days from the message ledger, the warmup health of its mailboxes, and the newest placement test its mailboxes sent in, by provider. ${LEVELS}`,
        params: Type.Object({ uid: Uid('The domain’s uid.') }),
        response: { 200: Envelope({ health: DomainHealth }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const domain = await requireDomain(ctx, workspaceOf(request).id, request.params.uid);
      return {
        error: false as const,
        message: 'Health retrieved successfully',
        health: await domainHealth(ctx, domain),
      };
    },
  );
}

export function getMailboxHealth(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/health/mailboxes/:uid',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getMailboxHealth',
        tags: [HEALTH_TAG],
        summary: 'Get a mailbox’s health',
        description: `Its status, its warmup health, its domain’s checks (DNS, blocklists, bounces) and the newest placement test of its domain’s mailboxes. ${LEVELS}`,
        params: Type.Object({ uid: Uid('The mailbox’s uid.') }),
        response: { 200: Envelope({ health: MailboxHealth }), ...errorResponses(404) },
      },
    },
    async (request) => ({
      error: false as const,
      message: 'Health retrieved successfully',
      health: await mailboxHealth(ctx, workspaceOf(request).id, request.params.uid),
    }),
  );
}
