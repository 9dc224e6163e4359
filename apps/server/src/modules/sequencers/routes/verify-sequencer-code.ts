import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Body, Envelope, errorResponses, Uid } from '../../../http/schemas.js';
import { verifySequencerCode as verify } from '../code.service.js';
import { toSequencerResponse } from '../sequencer.present.js';
import { Sequencer } from '../sequencer.schema.js';

export const VerifySequencerCodeBody = Body({
  uid: Uid('The sequencer (status `awaiting_code`).'),
  code: Type.String({
    pattern: '^[A-Za-z0-9]{4,12}$',
    description:
      'The one-time code the platform sent to the sequencer’s login (4 to 12 letters or digits).',
  }),
});

export const VerifySequencerCodeResponse = Envelope({ data: Sequencer });

export function verifySequencerCode(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/sequencers/verify-code',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'verifySequencerCode',
        tags: ['Sequencers'],
        summary: 'Verify one-time code for a sequencer platform',
        description:
          'Completes the connection of a sequencer in `awaiting_code` with the code its platform sent to the login: right, it goes `active`. A wrong code is a 400 naming `code` with the attempts left (3 in all; then the sequencer goes `failed`); a code entered after it expired (10 minutes) is a 409 and the sequencer fails. Update the sequencer to get a new code.',
        body: VerifySequencerCodeBody,
        response: { 200: VerifySequencerCodeResponse, ...errorResponses(404, 409, 503) },
      },
    },
    async (request) => {
      const row = await verify(ctx, workspaceOf(request).id, request.body.uid, request.body.code);
      return {
        error: false as const,
        message: 'Code accepted; the sequencer is connected',
        data: toSequencerResponse(row, ctx.config.publicUrl),
      };
    },
  );
}
