import { apiKey, sandboxIdentity, uiConfig, workspaceId } from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/** Salesforge: an API key plus the workspace ID (peers.md §5, pattern (c)). */
export const salesforge: SequencerPlatformDefinition = {
  id: 'salesforge',
  name: 'Salesforge',
  brandColor: '#0F9D76',
  ...sandboxIdentity('salesforge'),
  version: '1.0',
  uiConfig: uiConfig('Salesforge'),
  fields: [
    apiKey('Salesforge', { where: 'Salesforge → Settings → API' }),
    workspaceId('Salesforge', 'Salesforge → Settings → Workspace'),
  ],
  oauthMailboxPlatforms: ['MICROSOFT', 'AZURE'],
};
