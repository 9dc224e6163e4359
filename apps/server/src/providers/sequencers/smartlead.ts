import { fail, succeed } from '../result.js';
import type { SequencerPlatform } from '../sequencer-platform.js';
import { createVendorHttp } from '../vendor-http.js';
import { createRateLimiter } from '../vendor-limits.js';
import {
  answerWords,
  formSecrets,
  imapOnly,
  type Json,
  keyDigest,
  noCode,
  noOAuth,
  refusal,
  requireApiKey,
  senderName,
  serving,
} from './common.js';

/**
 * Smartlead's API v1 (https://api.smartlead.ai), the customer's key as the `api_key` query
 * parameter: the key is verified by listing one email account
 * (`GET /api/v1/email-accounts/?offset=0&limit=1`); a mailbox is added with
 * `POST /api/v1/email-accounts/save`, which signs in to the mailbox and answers
 * `is_smtp_success` / `is_imap_success`: an account Smartlead could not sign in to is refused
 * with what it said. Its API has no OAuth flow. Budget: 10 requests every 2 seconds per key.
 */
export function createSmartlead(apiUrl: string): SequencerPlatform {
  const http = createVendorHttp({
    vendor: 'Smartlead',
    unavailableCode: 'platform_unavailable',
    limiter: createRateLimiter(10, 2000),
  });
  const api = (key: string, method: 'GET' | 'POST', path: string, secrets: string[], body?: Json) =>
    http({
      method,
      url: `${apiUrl}${path}${path.includes('?') ? '&' : '?'}api_key=${encodeURIComponent(key)}`,
      ...(body ? { body } : {}),
      secrets: [key, ...secrets],
      limitKey: key,
    });

  return serving('smartlead', {
    async connect(input) {
      const key = requireApiKey('Smartlead', input);
      if (!key.ok) return key;
      const secrets = formSecrets(input);
      const got = await api(key.key, 'GET', '/api/v1/email-accounts/?offset=0&limit=1', secrets);
      if (!got.ok) return got;
      if (got.answer.status !== 200) return refusal('Smartlead', got.answer, secrets, 'connect');
      const login = input.values.sequencer_login ?? '';
      return succeed({
        state: 'connected' as const,
        accountId: keyDigest('smartlead', key.key),
        username: login,
        workspaceName: `Smartlead (${login || 'API key'})`,
        consentUrl: '',
      });
    },

    ...noCode('Smartlead'),
    ...imapOnly('Smartlead'),

    async addMailbox(input) {
      const key = requireApiKey('Smartlead', input);
      if (!key.ok) return key;
      const { mailbox } = input;
      if (mailbox.method !== 'imap') return noOAuth('Smartlead', mailbox);
      const secrets = [...formSecrets(input), mailbox.appPassword];
      const name = senderName(mailbox);
      const saved = await api(key.key, 'POST', '/api/v1/email-accounts/save', secrets, {
        from_name: name.full,
        from_email: mailbox.email,
        user_name: mailbox.username,
        password: mailbox.appPassword,
        smtp_host: mailbox.smtp.host,
        smtp_port: mailbox.smtp.port,
        imap_host: mailbox.imap.host,
        imap_port: mailbox.imap.port,
        max_email_per_day: 50,
        warmup_enabled: false,
        type: 'SMTP',
      });
      if (!saved.ok) return saved;
      if (saved.answer.status !== 200)
        return refusal('Smartlead', saved.answer, secrets, 'mailbox');
      const json = (saved.answer.json ?? {}) as Json;
      const data = (json.data ?? {}) as Json;
      const failed = [
        data.is_smtp_success === false ? 'SMTP' : '',
        data.is_imap_success === false ? 'IMAP' : '',
      ].filter(Boolean);
      if (json.ok === false || failed.length > 0) {
        const said = answerWords(saved.answer, secrets);
        return fail(
          'mailbox_rejected',
          `Smartlead could not sign in to the mailbox over ${failed.join(' and ') || 'SMTP/IMAP'}${said ? `: ${said}` : ''}`,
        );
      }
      return succeed({ remoteId: String(data.id ?? mailbox.email) });
    },
  });
}
