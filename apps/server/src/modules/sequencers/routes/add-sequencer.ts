import { type Static, Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { findPlatform } from '../../../providers/sequencer-catalog/index.js';
import { settingsOfSequencer } from '../../warmup/surface.js';
import { formValuesOf } from '../connection-form.js';
import {
  bodyObject,
  dropForeignFormKeys,
  formInput,
  mergeProblems,
  schemaProblems,
} from '../form-request.js';
import { toSequencerResponse } from '../sequencer.present.js';
import {
  formFieldProperties,
  Sequencer,
  SequencerName,
  SequencerPlatformInput,
} from '../sequencer.schema.js';
import {
  addSequencer as add,
  validationFailed,
  type WarmupRequest,
} from '../sequencers.service.js';

const RESERVED = [
  'name',
  'platform',
  'tags',
  'enable_warmup',
  'warmup_limit',
  'warmup_increment',
  'warmup_replyrate',
  'auto_reconnect_mailboxes',
] as const;

/** What the answer says when `enable_warmup: true` was sent. */
const WARMUP_APPLIED =
  'Mailboxes exported to this sequencer are enrolled in warmup with these settings, charged as Add warmup';

export const AddSequencerBody = Body({
  name: SequencerName,
  platform: SequencerPlatformInput,
  tags: Type.Optional(
    Type.Array(Uid(), { maxItems: 50, description: 'Tags to put on it (uids from Get all tags).' }),
  ),
  enable_warmup: Type.Optional(
    Type.Boolean({
      description:
        'Enrol every mailbox exported to it in warmup with the settings below (3 credits a month each, charged at the export as Add warmup; out-of-range settings are a 400).',
    }),
  ),
  warmup_limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1000,
      description: 'Warmup emails per day at most (1 to 50 with `enable_warmup: true`).',
    }),
  ),
  warmup_increment: Type.Optional(
    Type.String({
      maxLength: 50,
      description:
        'Daily ramp-up of warmup emails: its leading whole number, 1 to 20 (e.g. `"3"`).',
    }),
  ),
  warmup_replyrate: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, description: 'Warmup reply rate, percent.' }),
  ),
  auto_reconnect_mailboxes: Type.Optional(
    Type.Boolean({
      description: 'Reconnect its mailboxes at the platform by itself (kept; see the answer).',
    }),
  ),
  ...formFieldProperties(),
});

export const AddSequencerResponse = Envelope({
  uid: Uid('The new sequencer (also `data.uid`).'),
  data: Sequencer,
  warmup: Type.Object(
    {
      requested: Type.Boolean({ description: 'Whether `enable_warmup: true` was sent.' }),
      applied: Type.Boolean({
        description: 'Whether mailboxes exported to it will be enrolled in warmup.',
      }),
      reason: Type.String({
        description: 'What applying it means; empty when it was not asked for.',
      }),
    },
    { description: 'What became of `enable_warmup` and its settings.' },
  ),
  auto_reconnect_mailboxes: Type.Boolean({ description: 'As sent (default false), kept.' }),
});

/** The warmup fields as sent, or null when none was. */
function warmupOf(body: Static<typeof AddSequencerBody>): WarmupRequest | null {
  const { enable_warmup, warmup_limit, warmup_increment, warmup_replyrate } = body;
  if (
    [enable_warmup, warmup_limit, warmup_increment, warmup_replyrate].every((v) => v === undefined)
  )
    return null;
  return {
    enable_warmup: enable_warmup === true,
    ...(warmup_limit !== undefined ? { warmup_limit } : {}),
    ...(warmup_increment !== undefined ? { warmup_increment } : {}),
    ...(warmup_replyrate !== undefined ? { warmup_replyrate } : {}),
  };
}

export function addSequencer(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sequencers/add',
    {
      config: { scope: 'workspace' },
      attachValidation: true,
      schema: {
        operationId: 'addSequencer',
        tags: ['Sequencers'],
        summary: 'Add sequencer',
        description:
          'Connects an account on a sequencer platform: `name`, `platform`, and the values of that platform’s connection form (List sequencer platforms) at the top level of the body. Every value is checked against the form first, and every failing field is reported (400, `details`). The values are stored encrypted and never returned. The platform then verifies the connection: the sequencer starts `verifying` and goes `active`, `awaiting_code` (Verify one-time code) or `failed` with a `status_reason`.',
        body: AddSequencerBody,
        response: { 200: AddSequencerResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      // Validation is attached, not thrown: the body may be anything JSON (`null`, an array).
      const body = bodyObject(request) as Static<typeof AddSequencerBody>;
      const platform = typeof body.platform === 'string' ? findPlatform(body.platform) : undefined;
      const { values, dropped } = dropForeignFormKeys(
        request,
        ctx.config.http.strictFields,
        platform,
        formInput(body, RESERVED),
      );
      const schema = schemaProblems(request).filter((p) => !dropped.includes(p.field));
      const warmup = warmupOf(body);
      const problems = [
        ...mergeProblems(schema, platform, values),
        ...(warmup?.enable_warmup ? settingsOfSequencer(warmup).problems : []),
      ];
      if (problems.length > 0 || !platform) throw validationFailed(problems);
      const row = await add(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        {
          name: body.name as string,
          platform: platform.id,
          values: formValuesOf(platform, body),
          tagUids: (body.tags as string[] | undefined) ?? [],
          warmup,
          autoReconnectMailboxes: body.auto_reconnect_mailboxes === true,
        },
      );
      const requested = body.enable_warmup === true;
      return {
        error: false as const,
        message: `Sequencer added; verifying the connection${requested ? `. ${WARMUP_APPLIED}` : ''}`,
        uid: row.uid,
        data: toSequencerResponse(row, ctx.config.publicUrl),
        warmup: { requested, applied: requested, reason: requested ? WARMUP_APPLIED : '' },
        auto_reconnect_mailboxes: row.auto_reconnect_mailboxes === 1,
      };
    },
  );
}
