import { apiKey, sandboxIdentity, uiConfig, workspaceId } from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/**
 * Salesforge: an API key plus the workspace ID (peers.md §5, pattern (c)). Its public API lists
 * and reads mailboxes but adds none (they come from its own mailbox infrastructure), so exports
 * are manual (real-providers.md §3.4).
 */
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
  accountCreation: 'manual',
  manualReason:
    'Salesforge’s API has no call that adds a sending account: add each mailbox in Salesforge → Mailboxes with its SMTP/IMAP settings (Show credentials)',
};
