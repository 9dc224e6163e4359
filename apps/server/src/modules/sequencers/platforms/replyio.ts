import { apiKey, sandboxIdentity, uiConfig } from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/** Reply.io: an API key from Settings → API Key (peers.md §5, pattern (a)). */
export const replyio: SequencerPlatformDefinition = {
  id: 'replyio',
  name: 'Reply.io',
  brandColor: '#0C7CFF',
  ...sandboxIdentity('replyio'),
  version: '1.0',
  uiConfig: uiConfig('Reply.io'),
  fields: [apiKey('Reply.io', { where: 'Reply.io → Settings → API Key' })],
  oauthMailboxPlatforms: ['MICROSOFT', 'AZURE'],
};
