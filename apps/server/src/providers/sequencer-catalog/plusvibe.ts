import { apiKey, sandboxIdentity, uiConfig, workspaceId } from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/**
 * PlusVibe: an `x-api-key` plus the `workspace_id` every call names (peers.md §5, pattern (c);
 * Hypertide asks for the workspace too).
 */
export const plusvibe: SequencerPlatformDefinition = {
  id: 'plusvibe',
  name: 'PlusVibe',
  brandColor: '#7A3CF0',
  ...sandboxIdentity('plusvibe'),
  version: '1.0',
  uiConfig: uiConfig('PlusVibe'),
  fields: [
    apiKey('PlusVibe', { where: 'PlusVibe → Settings → API' }),
    workspaceId('PlusVibe', 'PlusVibe → Settings → Workspace'),
  ],
  oauthMailboxPlatforms: ['MICROSOFT', 'AZURE'],
  accountCreation: 'api',
};
