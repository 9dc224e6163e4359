import {
  apiKey,
  loginEmail,
  loginPassword,
  NOT_BLANK_PATTERN,
  sandboxIdentity,
  uiConfig,
} from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/**
 * Instantly. Infrastructure vendors connect it with the account's login and password plus the
 * workspace name (Hypertide requires the workspace name; Premium Inboxes asks for username,
 * password and workspaceName; Zapmail for email and password: peers.md §5, pattern (c)/(d)): the
 * login lets the service run Instantly's OAuth steps for Microsoft mailboxes. The API v2 key is
 * optional (Hypertide takes it too); with it, accounts can be added over the API.
 */
export const instantly: SequencerPlatformDefinition = {
  id: 'instantly',
  name: 'Instantly',
  brandColor: '#1E6BFF',
  ...sandboxIdentity('instantly'),
  version: '1.0',
  uiConfig: uiConfig('Instantly', 'grid'),
  fields: [
    loginEmail('Instantly', { width: 'half' }),
    loginPassword('Instantly', { width: 'half' }),
    {
      label: 'Instantly workspace name',
      type: 'text',
      name: 'workspace_name',
      required: true,
      validation: {
        pattern: NOT_BLANK_PATTERN,
        min_length: 1,
        max_length: 100,
        error_message:
          'Enter the name of the Instantly workspace to add mailboxes to (1 to 100 characters)',
      },
      ui_hints: {
        placeholder: 'As shown in Instantly’s workspace menu',
        autocomplete: 'off',
        width: 'full',
        show_strength_meter: false,
      },
      options: [],
    },
    apiKey('Instantly', {
      where: 'Instantly → Settings → Integrations → API keys (v2)',
      required: false,
      label: 'Instantly API key (optional)',
    }),
  ],
  usernameField: 'sequencer_login',
  workspaceNameField: 'workspace_name',
  oauthMailboxPlatforms: ['MICROSOFT', 'AZURE'],
  accountCreation: 'api',
};
