import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { teamOf, workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { formValuesOf } from '../connection-form.js';
import { bodyObject, formInput, mergeProblems, schemaProblems } from '../form-request.js';
import { findPlatform } from '../platforms/index.js';
import { toSequencerResponse } from '../sequencer.present.js';
import {
  formFieldProperties,
  Sequencer,
  SequencerName,
  SequencerPlatformInput,
} from '../sequencer.schema.js';
import { addSequencer as add, validationFailed } from '../sequencers.service.js';

const RESERVED = ['name', 'platform', 'tags'] as const;

export const AddSequencerBody = Body({
  name: SequencerName,
  platform: SequencerPlatformInput,
  tags: Type.Optional(
    Type.Array(Uid(), { maxItems: 50, description: 'Tags to put on it (uids from Get all tags).' }),
  ),
  ...formFieldProperties(),
});

export const AddSequencerResponse = Envelope({
  uid: Uid('The new sequencer (also `data.uid`).'),
  data: Sequencer,
});

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
      const body = bodyObject(request);
      const platform = typeof body.platform === 'string' ? findPlatform(body.platform) : undefined;
      const problems = mergeProblems(schemaProblems(request), platform, formInput(body, RESERVED));
      if (problems.length > 0 || !platform) throw validationFailed(problems);
      const row = await add(
        ctx,
        { teamId: teamOf(request).id, workspaceId: workspaceOf(request).id },
        {
          name: body.name as string,
          platform: platform.id,
          values: formValuesOf(platform, body),
          tagUids: (body.tags as string[] | undefined) ?? [],
        },
      );
      return {
        error: false as const,
        message: 'Sequencer added; verifying the connection',
        uid: row.uid,
        data: toSequencerResponse(row, ctx.config.publicUrl),
      };
    },
  );
}
