import {
  createDestinationPolicy,
  type DestinationPolicyOptions,
  guardedAgent,
} from '../../lib/destination-guard.js';
import { withoutTrailingSlashes } from '../../lib/hosts.js';
import { fail, succeed } from '../result.js';
import type { ConnectionInput, SequencerPlatform } from '../sequencer-platform.js';
import { createVendorHttp } from '../vendor-http.js';
import {
  answerWords,
  formSecrets,
  implicitTls,
  type Json,
  noCode,
  refusal,
  requireApiKey,
  senderName,
  serving,
} from './common.js';

/** EmailBison documents no expiry for OAuth sessions; one is given up after this long. */
const SESSION_MS = 30 * 60_000;

export interface EmailBisonOptions {
  /** A fixed API URL instead of each customer's instance (tests, a proxy); null in production. */
  apiUrl: string | null;
  /** Which addresses a customer's instance URL may resolve to (the webhook destination rules). */
  destinations: DestinationPolicyOptions;
}

/**
 * EmailBison's API (https://docs.emailbison.com), on each customer's own instance (the form's
 * `base_url`, reached only at public addresses, checked when connecting as webhook deliveries
 * are) with a workspace `api-user` token as Bearer: the token is verified with `GET /api/users`;
 * SMTP/IMAP senders are created with `POST /api/sender-emails/imap-smtp` (answered with the
 * sender's `status`: anything but `Connected` refuses the export); Google and Microsoft senders
 * through OAuth sessions (`POST /api/oauth-sessions/{google|microsoft}` gives `id`, `url`,
 * `status`; `GET /api/oauth-sessions/{id}` is `pending`, `success`, `failure` or `expired`),
 * then read back with `GET /api/sender-emails/{email}`. No published request budget: its 429
 * answers and `Retry-After` are followed.
 */
export function createEmailBison(options: EmailBisonOptions): SequencerPlatform {
  const dispatcher = options.apiUrl
    ? undefined
    : guardedAgent(createDestinationPolicy(options.destinations), { timeoutMs: 10_000 });
  const http = createVendorHttp({
    vendor: 'EmailBison',
    unavailableCode: 'platform_unavailable',
    ...(dispatcher ? { dispatcher } : {}),
  });
  const baseOf = (input: ConnectionInput) =>
    withoutTrailingSlashes(options.apiUrl ?? input.values.base_url ?? '');

  const api = (
    input: ConnectionInput,
    key: string,
    method: 'GET' | 'POST',
    path: string,
    body?: Json,
    extra: string[] = [],
  ) =>
    http({
      method,
      url: `${baseOf(input)}${path}`,
      headers: { authorization: `Bearer ${key}` },
      ...(body ? { body } : {}),
      secrets: [key, ...formSecrets(input).filter((v) => v !== input.values.base_url), ...extra],
      limitKey: key,
    });

  return serving('emailbison', {
    async connect(input) {
      const key = requireApiKey('EmailBison', input);
      if (!key.ok) return key;
      const got = await api(input, key.key, 'GET', '/api/users');
      if (!got.ok) return got;
      if (got.answer.status !== 200)
        return refusal('EmailBison', got.answer, formSecrets(input), 'connect');
      const user = (((got.answer.json ?? {}) as Json).data ?? {}) as Json;
      const team = (user.team ?? {}) as Json;
      return succeed({
        state: 'connected' as const,
        accountId: `${new URL(baseOf(input)).host}:${String(team.id ?? user.id ?? '')}`,
        username: String(user.email ?? ''),
        workspaceName: String(team.name ?? user.name ?? 'EmailBison'),
        consentUrl: '',
      });
    },

    ...noCode('EmailBison'),

    async authorizeMailbox(input) {
      const key = requireApiKey('EmailBison', input);
      if (!key.ok) return key;
      const provider = input.mailbox.platform === 'GOOGLE' ? 'google' : 'microsoft';
      const got = await api(input, key.key, 'POST', `/api/oauth-sessions/${provider}`);
      if (!got.ok) return got;
      if (got.answer.status !== 200 && got.answer.status !== 201)
        return refusal('EmailBison', got.answer, formSecrets(input), 'account');
      const session = (((got.answer.json ?? {}) as Json).data ?? {}) as Json;
      return succeed({
        state: 'waiting' as const,
        sessionId: String(session.id ?? ''),
        url: String(session.url ?? ''),
        expiresAt: new Date(Date.now() + SESSION_MS).toISOString(),
      });
    },

    async checkAuthorization(input) {
      const key = requireApiKey('EmailBison', input);
      if (!key.ok) return key;
      const path = `/api/oauth-sessions/${encodeURIComponent(input.sessionId)}`;
      const got = await api(input, key.key, 'GET', path);
      if (!got.ok) return got;
      if (got.answer.status !== 200)
        return refusal('EmailBison', got.answer, formSecrets(input), 'account');
      const session = (((got.answer.json ?? {}) as Json).data ?? {}) as Json;
      if (session.status === 'pending') return succeed({ state: 'waiting' as const });
      if (session.status === 'success') return succeed({ state: 'authorized' as const });
      if (session.status === 'expired')
        return fail(
          'consent_expired',
          'The EmailBison OAuth session expired before it was completed',
        );
      return fail('consent_denied', 'EmailBison reports the OAuth sign-in failed');
    },

    async addMailbox(input) {
      const key = requireApiKey('EmailBison', input);
      if (!key.ok) return key;
      const { mailbox } = input;
      const secrets = formSecrets(input);
      if (mailbox.method === 'oauth') {
        const got = await api(
          input,
          key.key,
          'GET',
          `/api/sender-emails/${encodeURIComponent(mailbox.email)}`,
        );
        if (!got.ok) return got;
        if (got.answer.status === 404)
          return fail('mailbox_rejected', `EmailBison holds no sender ${mailbox.email}`);
        if (got.answer.status !== 200) return refusal('EmailBison', got.answer, secrets, 'account');
        const sender = (((got.answer.json ?? {}) as Json).data ?? {}) as Json;
        return succeed({ remoteId: String(sender.id ?? mailbox.email) });
      }
      const created = await api(
        input,
        key.key,
        'POST',
        '/api/sender-emails/imap-smtp',
        {
          name: senderName(mailbox).full,
          email: mailbox.email,
          password: mailbox.appPassword,
          imap_server: mailbox.imap.host,
          imap_port: mailbox.imap.port,
          smtp_server: mailbox.smtp.host,
          smtp_port: mailbox.smtp.port,
          smtp_secure: implicitTls(mailbox.smtp.port),
          imap_secure: implicitTls(mailbox.imap.port),
        },
        [mailbox.appPassword],
      );
      if (!created.ok) return created;
      const all = [...secrets, mailbox.appPassword];
      if (created.answer.status !== 200 && created.answer.status !== 201)
        return refusal('EmailBison', created.answer, all, 'mailbox');
      const sender = (((created.answer.json ?? {}) as Json).data ?? {}) as Json;
      if (sender.status !== 'Connected')
        return fail(
          'mailbox_rejected',
          `EmailBison reports the sender as ${String(sender.status ?? 'not connected')}${
            answerWords(created.answer, all) ? `: ${answerWords(created.answer, all)}` : ''
          }`,
        );
      return succeed({ remoteId: String(sender.id ?? mailbox.email) });
    },
  });
}
