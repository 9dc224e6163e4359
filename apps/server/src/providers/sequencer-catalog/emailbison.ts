import { apiKey, HTTPS_URL_PATTERN, sandboxIdentity, uiConfig } from './fields.js';
import type { SequencerPlatformDefinition } from './types.js';

/**
 * EmailBison: each customer has their own instance (a dedicated or white-label host), so the
 * form is the instance's base URL plus an API token of the per-workspace "api-user" type
 * (peers.md §5, pattern (b); Zapmail asks for apiKey + url, Hypertide for bison_url over HTTPS).
 * A real adapter calls that URL from the server, so it must refuse non-public addresses the way
 * webhook delivery does (docs/webhooks.md, destination safety).
 */
export const emailbison: SequencerPlatformDefinition = {
  id: 'emailbison',
  name: 'EmailBison',
  brandColor: '#E2561B',
  ...sandboxIdentity('emailbison'),
  version: '1.0',
  uiConfig: uiConfig('EmailBison'),
  fields: [
    {
      label: 'EmailBison instance URL',
      type: 'text',
      name: 'base_url',
      required: true,
      validation: {
        pattern: HTTPS_URL_PATTERN,
        max_length: 255,
        error_message:
          'Enter your EmailBison instance’s address, starting with https:// (e.g. https://send.youragency.com)',
      },
      ui_hints: {
        placeholder: 'https://send.youragency.com',
        autocomplete: 'url',
        width: 'full',
        show_strength_meter: false,
      },
      options: [],
    },
    apiKey('EmailBison', {
      where: 'EmailBison → Settings → API tokens (an “api-user” token of the workspace)',
      label: 'EmailBison API token',
    }),
  ],
  oauthMailboxPlatforms: ['MICROSOFT', 'AZURE'],
  accountCreation: 'api',
};
