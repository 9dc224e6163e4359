import { apiKey, sandboxIdentity, uiConfig } from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/**
 * Reply.io: an API key from Settings → API Key (peers.md §5, pattern (a)). Its public API only
 * lists email accounts (`GET /v1/emailAccounts`): none adds one, so exports are manual
 * (real-providers.md §3.4).
 */
export const replyio: SequencerPlatformDefinition = {
  id: 'replyio',
  name: 'Reply.io',
  brandColor: '#0C7CFF',
  ...sandboxIdentity('replyio'),
  version: '1.0',
  uiConfig: uiConfig('Reply.io'),
  fields: [apiKey('Reply.io', { where: 'Reply.io → Settings → API Key' })],
  oauthMailboxPlatforms: ['MICROSOFT', 'AZURE'],
  accountCreation: 'manual',
  manualReason:
    'Reply.io’s API has no call that adds a sending account: add each mailbox in Reply.io → Settings → Email accounts with its SMTP/IMAP settings (Show credentials)',
};
