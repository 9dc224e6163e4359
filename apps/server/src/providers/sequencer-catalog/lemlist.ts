import { apiKey, loginEmail, loginPassword, sandboxIdentity, uiConfig } from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/**
 * lemlist: infrastructure vendors connect it with the account's email and password (Zapmail,
 * peers.md §5, pattern (d)), because lemlist will not take Gmail over SMTP/IMAP: Google mailboxes
 * must be connected by OAuth, which the service does through the lemlist login. So GOOGLE joins
 * MICROSOFT and AZURE among the mailbox platforms exported by OAuth. lemlist's API (Basic auth with
 * the API key) adds SMTP/IMAP accounts, so the form takes the key too (optional for the sandbox,
 * needed by the real adapter: version 1.1).
 */
export const lemlist: SequencerPlatformDefinition = {
  id: 'lemlist',
  name: 'lemlist',
  brandColor: '#316BFF',
  ...sandboxIdentity('lemlist'),
  version: '1.1',
  uiConfig: uiConfig('lemlist'),
  fields: [
    loginEmail('lemlist'),
    loginPassword('lemlist'),
    apiKey('lemlist', {
      where: 'lemlist → Settings → Integrations → API',
      required: false,
      label: 'lemlist API key (needed to add mailboxes over the API)',
    }),
  ],
  usernameField: 'sequencer_login',
  oauthMailboxPlatforms: ['GOOGLE', 'MICROSOFT', 'AZURE'],
  accountCreation: 'api',
};
