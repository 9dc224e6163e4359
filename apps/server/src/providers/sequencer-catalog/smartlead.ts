import { apiKey, loginEmail, loginPassword, sandboxIdentity, uiConfig } from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/**
 * Smartlead (`smartlead`, the identifier confirmed in the real service's clients). The real
 * service's Add sequencer takes the login and password, and the API key to turn on
 * auto-reconnect (peers.md §5; service-facts.md §8: `sequencer_login`, `sequencer_password`,
 * `api_key`). Microsoft mailboxes go in through Smartlead's OAuth link, which verification
 * returns as the sequencer's `consent_url` (Hypertide asks for that link for Entra orders).
 */
export const smartlead: SequencerPlatformDefinition = {
  id: 'smartlead',
  name: 'Smartlead',
  brandColor: '#5B3FD9',
  ...sandboxIdentity('smartlead'),
  version: '1.0',
  uiConfig: uiConfig('Smartlead'),
  fields: [
    loginEmail('Smartlead'),
    loginPassword('Smartlead'),
    apiKey('Smartlead', {
      where: 'Smartlead → Settings → API Key',
      required: false,
      label: 'Smartlead API key (optional: turns on auto-reconnect)',
    }),
  ],
  usernameField: 'sequencer_login',
  oauthMailboxPlatforms: ['MICROSOFT', 'AZURE'],
  accountCreation: 'api',
};
