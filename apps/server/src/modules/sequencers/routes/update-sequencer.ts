import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { bodyObject, formInput, mergeProblems, schemaProblems } from '../form-request.js';
import { toSequencerResponse } from '../sequencer.present.js';
import { formFieldProperties, Sequencer, SequencerName } from '../sequencer.schema.js';
import { updateSequencer as update, validationFailed } from '../sequencers.service.js';

const RESERVED = ['uid', 'name'] as const;

export const UpdateSequencerBody = Body({
  uid: Uid('The sequencer.'),
  name: Type.Optional(SequencerName),
  ...formFieldProperties(),
});

export const UpdateSequencerResponse = Envelope({ data: Sequencer });

export function updateSequencer(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sequencers/update',
    {
      config: { scope: 'workspace' },
      attachValidation: true,
      schema: {
        operationId: 'updateSequencer',
        tags: ['Sequencers'],
        summary: 'Update sequencer',
        description:
          'Renames a sequencer and/or changes its connection. Form values not sent keep their stored value (an empty string clears an optional one); the result is checked against the platform’s form, every failing field reported. A changed connection is verified again (`verifying`); a rename alone is not. The platform cannot change: add another sequencer.',
        body: UpdateSequencerBody,
        response: { 200: UpdateSequencerResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const body = bodyObject(request);
      const problems = schemaProblems(request);
      if (typeof body.uid !== 'string' || problems.some((p) => p.field === 'uid')) {
        throw validationFailed(mergeProblems(problems, undefined, {}));
      }
      const row = await update(ctx, workspaceOf(request).id, {
        uid: body.uid,
        ...(typeof body.name === 'string' ? { name: body.name } : {}),
        given: formInput(body, RESERVED),
        schemaProblems: problems,
      });
      return {
        error: false as const,
        message: 'Sequencer updated successfully',
        data: toSequencerResponse(row, ctx.config.publicUrl),
      };
    },
  );
}
