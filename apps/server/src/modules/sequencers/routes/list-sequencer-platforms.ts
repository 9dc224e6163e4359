import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { Envelope } from '../../../http/schemas.js';
import {
  platformMetadata,
  SEQUENCER_PLATFORMS,
} from '../../../providers/sequencer-catalog/index.js';
import { PlatformMetadata } from '../sequencer.schema.js';

export const ListSequencerPlatformsResponse = Envelope({
  data: Type.Array(
    Type.Object({
      platform: Type.String({ description: 'The identifier to send as `platform`.' }),
      platform_metadata: PlatformMetadata,
      oauth_mailbox_platforms: Type.Array(Type.String(), {
        description:
          'Mailbox platforms this sequencer connects by OAuth (the others by SMTP/IMAP with the app password).',
      }),
      account_creation: Type.Enum(['api', 'manual'], {
        description:
          '`api`: exports add the mailboxes through the platform’s API; `manual`: its API has no call that adds a sending account (`manual_reason` says where to add them by hand), so exports create nothing.',
      }),
      manual_reason: Type.String({
        description: 'For `manual`: what to do instead; empty otherwise.',
      }),
    }),
  ),
});

export function listSequencerPlatforms(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/sequencers/platforms',
    {
      config: { scope: 'team' },
      schema: {
        operationId: 'listSequencerPlatforms',
        tags: ['Sequencers'],
        summary: 'List sequencer platforms',
        description:
          'Every sequencer platform a sequencer can be added for, with its connection form (`platform_metadata.fields`): what Add sequencer takes for that platform, and the rules each value must meet.',
        response: { 200: ListSequencerPlatformsResponse },
      },
    },
    async () => ({
      error: false as const,
      message: 'Sequencer platforms retrieved successfully',
      data: SEQUENCER_PLATFORMS.map((platform) => ({
        platform: platform.id,
        platform_metadata: platformMetadata(platform, ctx.config.publicUrl),
        oauth_mailbox_platforms: [...platform.oauthMailboxPlatforms],
        account_creation: platform.accountCreation,
        manual_reason: platform.manualReason ?? '',
      })),
    }),
  );
}
