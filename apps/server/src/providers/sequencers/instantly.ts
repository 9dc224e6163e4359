import { fail, succeed } from '../result.js';
import type { SequencerPlatform } from '../sequencer-platform.js';
import { createVendorHttp } from '../vendor-http.js';
import { createRateLimiter } from '../vendor-limits.js';
import {
  answerWords,
  formSecrets,
  type Json,
  noCode,
  refusal,
  requireApiKey,
  senderName,
  serving,
} from './common.js';

/** Instantly's OAuth sessions expire after 10 minutes (its OAuth connection guide). */
const SESSION_MS = 10 * 60_000;

/**
 * Instantly's API v2 (https://developer.instantly.ai), with the customer's API key as a Bearer
 * token (scopes `accounts:create` and `accounts:read`): the key is verified by reading
 * `GET /api/v2/workspaces/current`; SMTP/IMAP mailboxes are added with `POST /api/v2/accounts`
 * (`provider_code` 1, IMAP); Google and Microsoft mailboxes through an OAuth session
 * (`POST /api/v2/oauth/{google|microsoft}/init` gives `session_id` and `auth_url`, which the
 * customer opens; `GET /api/v2/oauth/session/status/{id}` is `pending`, `success`, `error` or
 * `expired`), after which the account is read back with `GET /api/v2/accounts/{email}`. Budget:
 * 100 requests a second per workspace (6,000 a minute), OAuth inits 75 a minute.
 */
export function createInstantly(apiUrl: string): SequencerPlatform {
  const http = createVendorHttp({
    vendor: 'Instantly',
    unavailableCode: 'platform_unavailable',
    limiter: createRateLimiter(100, 1000),
  });
  const inits = createRateLimiter(75, 60_000);

  const api = (key: string, method: 'GET' | 'POST', path: string, body?: Json) =>
    http({
      method,
      url: `${apiUrl}${path}`,
      headers: { authorization: `Bearer ${key}` },
      ...(body ? { body } : {}),
      secrets: [key],
      limitKey: key,
    });

  return serving('instantly', {
    async connect(input) {
      const key = requireApiKey('Instantly', input);
      if (!key.ok) return key;
      const got = await api(key.key, 'GET', '/api/v2/workspaces/current');
      if (!got.ok) return got;
      const secrets = formSecrets(input);
      if (got.answer.status !== 200) return refusal('Instantly', got.answer, secrets, 'connect');
      const workspace = (got.answer.json ?? {}) as Json;
      const name = String(workspace.name ?? '');
      const wanted = input.values.workspace_name?.trim();
      if (wanted && name && wanted.toLowerCase() !== name.toLowerCase())
        return fail(
          'workspace_not_found',
          `The API key belongs to the Instantly workspace “${name}”, not “${wanted}”`,
        );
      return succeed({
        state: 'connected' as const,
        accountId: String(workspace.id ?? ''),
        username: input.values.sequencer_login ?? String(workspace.owner ?? ''),
        workspaceName: name || (wanted ?? 'Instantly'),
        consentUrl: '',
      });
    },

    ...noCode('Instantly'),

    async authorizeMailbox(input) {
      const key = requireApiKey('Instantly', input);
      if (!key.ok) return key;
      const provider = input.mailbox.platform === 'GOOGLE' ? 'google' : 'microsoft';
      const slot = inits.reserve(key.key, 0);
      if (slot === null)
        return fail(
          'rate_limited',
          'Instantly allows 75 OAuth sessions a minute; trying again shortly',
          true,
        );
      const got = await api(key.key, 'POST', `/api/v2/oauth/${provider}/init`);
      if (!got.ok) return got;
      if (got.answer.status !== 200)
        return refusal('Instantly', got.answer, formSecrets(input), 'account');
      const session = (got.answer.json ?? {}) as Json;
      const expires = Date.parse(String(session.expires_at ?? ''));
      return succeed({
        state: 'waiting' as const,
        sessionId: String(session.session_id ?? ''),
        url: String(session.auth_url ?? ''),
        expiresAt: new Date(
          Number.isNaN(expires) ? Date.now() + SESSION_MS : expires,
        ).toISOString(),
      });
    },

    async checkAuthorization(input) {
      const key = requireApiKey('Instantly', input);
      if (!key.ok) return key;
      const path = `/api/v2/oauth/session/status/${encodeURIComponent(input.sessionId)}`;
      const got = await api(key.key, 'GET', path);
      if (!got.ok) return got;
      const secrets = formSecrets(input);
      if (got.answer.status === 404)
        return fail(
          'consent_expired',
          'The Instantly OAuth session expired before it was completed',
        );
      if (got.answer.status !== 200) return refusal('Instantly', got.answer, secrets, 'account');
      const session = (got.answer.json ?? {}) as Json;
      switch (session.status) {
        case 'pending':
          return succeed({ state: 'waiting' as const });
        case 'expired':
          return fail(
            'consent_expired',
            'The Instantly OAuth session expired before it was completed',
          );
        case 'success': {
          const email = String(session.email ?? '').toLowerCase();
          if (email && email !== input.mailbox.email.toLowerCase())
            return fail(
              'consent_denied',
              `The OAuth sign-in was as ${email}, not ${input.mailbox.email}`,
            );
          return succeed({ state: 'authorized' as const });
        }
        default:
          return fail(
            'consent_denied',
            `Instantly reports the OAuth sign-in failed: ${answerWords(got.answer, secrets) || String(session.error ?? 'error')}`,
          );
      }
    },

    async addMailbox(input) {
      const key = requireApiKey('Instantly', input);
      if (!key.ok) return key;
      const secrets = formSecrets(input);
      const { mailbox } = input;
      const path = `/api/v2/accounts/${encodeURIComponent(mailbox.email)}`;
      if (mailbox.method === 'oauth') {
        const got = await api(key.key, 'GET', path);
        if (!got.ok) return got;
        if (got.answer.status === 404)
          return fail('mailbox_rejected', `Instantly holds no account for ${mailbox.email}`);
        if (got.answer.status !== 200) return refusal('Instantly', got.answer, secrets, 'account');
        return succeed({ remoteId: mailbox.email });
      }
      const name = senderName(mailbox);
      const created = await api(key.key, 'POST', '/api/v2/accounts', {
        email: mailbox.email,
        first_name: name.first,
        last_name: name.last,
        provider_code: 1,
        imap_username: mailbox.username,
        imap_password: mailbox.appPassword,
        imap_host: mailbox.imap.host,
        imap_port: mailbox.imap.port,
        smtp_username: mailbox.username,
        smtp_password: mailbox.appPassword,
        smtp_host: mailbox.smtp.host,
        smtp_port: mailbox.smtp.port,
      });
      if (!created.ok) return created;
      const all = [...secrets, mailbox.appPassword];
      if (created.answer.status === 200 || created.answer.status === 201)
        return succeed({
          remoteId: String(((created.answer.json ?? {}) as Json).email ?? mailbox.email),
        });
      if (created.answer.status === 409) {
        // Added already (an answer lost on the way): the account is what the export wanted.
        const got = await api(key.key, 'GET', path);
        if (got.ok && got.answer.status === 200) return succeed({ remoteId: mailbox.email });
      }
      return refusal('Instantly', created.answer, all, 'mailbox');
    },
  });
}
