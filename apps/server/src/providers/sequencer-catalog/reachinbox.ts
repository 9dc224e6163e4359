import { apiKey, sandboxIdentity, uiConfig } from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/** ReachInbox: one API key per workspace (peers.md §5, pattern (a)). */
export const reachinbox: SequencerPlatformDefinition = {
  id: 'reachinbox',
  name: 'ReachInbox',
  brandColor: '#111827',
  ...sandboxIdentity('reachinbox'),
  version: '1.0',
  uiConfig: uiConfig('ReachInbox'),
  fields: [apiKey('ReachInbox', { where: 'ReachInbox → Settings → Integrations → API key' })],
  oauthMailboxPlatforms: ['MICROSOFT', 'AZURE'],
  accountCreation: 'api',
};
