import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { type Commit, IdempotencyHeaders, idempotent } from '../../../http/idempotency.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { payerOf } from '../../billing/surface.js';
import { nowFor } from '../../clocks/surface.js';
import { presentSubscriptions } from '../warmup.present.js';
import {
  MailboxUids,
  WARMUP_TAG,
  WarmupSettingsFields,
  WarmupSubscription,
} from '../warmup.schema.js';
import { type AddResult, addWarmup as add } from '../warmup.service.js';

export const AddWarmupBody = Body({
  mailbox_uids: MailboxUids,
  activate_immediately: Type.Optional(
    Type.Boolean({
      description:
        'Start today (default true); false starts on the next day. A mailbox still being set up starts once active.',
    }),
  ),
  ...WarmupSettingsFields,
});

export function addWarmup(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/warmup/add',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'addWarmup',
        tags: [WARMUP_TAG],
        summary: 'Add warmup for mailboxes',
        description:
          'One warmup subscription per mailbox (3 credits a month each), its first month charged from the wallet that pays for the workspace at once (once per subscription: a second add of an enrolled mailbox charges nothing); a wallet holding less than the first month of them all is a 402 (`INSUFFICIENT_FUNDS`, "Insufficient wallet balance to add warmup for N mailboxes") and nothing is created. A mailbox already enrolled is counted in `skipped` (never a second subscription); an unknown or ended one is listed in `errors`, inside the 200. Send an `Idempotency-Key` to retry safely.',
        headers: IdempotencyHeaders,
        body: AddWarmupBody,
        response: {
          200: Envelope({
            subscriptions: Type.Array(WarmupSubscription),
            errors: Type.Array(Type.Object({ mailbox_uid: Uid(), message: Type.String() })),
            skipped: Type.Integer(),
          }),
          ...errorResponses(402),
        },
      },
    },
    async (request, reply) => {
      const workspace = workspaceOf(request);
      const { mailbox_uids, activate_immediately, ...settings } = request.body;
      const caller = payerOf(request);
      return idempotent(
        ctx,
        request,
        reply,
        (commit: Commit<AddResult>) =>
          add(
            ctx,
            caller,
            {
              mailbox_uids,
              ...(activate_immediately === undefined ? {} : { activate_immediately }),
              settings,
            },
            commit,
          ),
        async (result, db) => ({
          error: false as const,
          message: `Created ${result.created.length} warmup subscription(s)`,
          subscriptions: await presentSubscriptions(
            db,
            result.created,
            await nowFor(db, workspace.id),
          ),
          errors: result.errors,
          skipped: result.skipped,
        }),
      );
    },
  );
}
