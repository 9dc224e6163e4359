import { fail, succeed } from '../result.js';
import type { SequencerPlatform } from '../sequencer-platform.js';
import { createVendorHttp } from '../vendor-http.js';
import { createRateLimiter } from '../vendor-limits.js';
import { vendorWords } from '../vendor-words.js';
import {
  formSecrets,
  imapOnly,
  implicitTls,
  type Json,
  noCode,
  noOAuth,
  refusal,
  requireApiKey,
  senderName,
  serving,
} from './common.js';

/**
 * lemlist's API (https://developer.lemlist.com), Basic auth with an empty user and the API key
 * as the password: the key is verified with `GET /api/team`; a mailbox is connected with
 * `POST /api/user/email-accounts` (lemlist refuses Gmail over SMTP/IMAP and non-public hosts),
 * then tested with `POST /api/user/email-accounts/{id}/test`, which answers SMTP and IMAP
 * separately: a failed test refuses the export with lemlist's words. No OAuth flow in the API.
 * Budget: 20 requests every 2 seconds per key.
 */
export function createLemlist(apiUrl: string): SequencerPlatform {
  const http = createVendorHttp({
    vendor: 'lemlist',
    unavailableCode: 'platform_unavailable',
    limiter: createRateLimiter(20, 2000),
  });
  const api = (key: string, method: 'GET' | 'POST', path: string, secrets: string[], body?: Json) =>
    http({
      method,
      url: `${apiUrl}/api${path}`,
      headers: { authorization: `Basic ${Buffer.from(`:${key}`).toString('base64')}` },
      ...(body ? { body } : {}),
      secrets: [key, ...secrets],
      limitKey: key,
    });

  return serving('lemlist', {
    async connect(input) {
      const key = requireApiKey('lemlist', input);
      if (!key.ok) return key;
      const secrets = formSecrets(input);
      const got = await api(key.key, 'GET', '/team', secrets);
      if (!got.ok) return got;
      if (got.answer.status !== 200) return refusal('lemlist', got.answer, secrets, 'connect');
      const team = (got.answer.json ?? {}) as Json;
      return succeed({
        state: 'connected' as const,
        accountId: String(team._id ?? ''),
        username: input.values.sequencer_login ?? '',
        workspaceName: String(team.name ?? 'lemlist'),
        consentUrl: '',
      });
    },

    ...noCode('lemlist'),
    ...imapOnly('lemlist'),

    async addMailbox(input) {
      const key = requireApiKey('lemlist', input);
      if (!key.ok) return key;
      const { mailbox } = input;
      if (mailbox.method !== 'imap') return noOAuth('lemlist', mailbox);
      const secrets = [...formSecrets(input), mailbox.appPassword];
      const created = await api(key.key, 'POST', '/user/email-accounts', secrets, {
        sender_name: senderName(mailbox).full,
        sender_email: mailbox.email,
        smtp_host: mailbox.smtp.host,
        smtp_port: mailbox.smtp.port,
        smtp_login: mailbox.username,
        smtp_password: mailbox.appPassword,
        smtp_secure: implicitTls(mailbox.smtp.port),
        imap_host: mailbox.imap.host,
        imap_port: mailbox.imap.port,
        imap_login: mailbox.username,
        imap_password: mailbox.appPassword,
        imap_secure: implicitTls(mailbox.imap.port),
      });
      if (!created.ok) return created;
      if (created.answer.status !== 200 && created.answer.status !== 201)
        return refusal('lemlist', created.answer, secrets, 'mailbox');
      const id = String(((created.answer.json ?? {}) as Json).id ?? '');
      const tested = await api(
        key.key,
        'POST',
        `/user/email-accounts/${encodeURIComponent(id)}/test`,
        secrets,
      );
      if (!tested.ok) return tested;
      if (tested.answer.status !== 200)
        return refusal('lemlist', tested.answer, secrets, 'account');
      const result = (tested.answer.json ?? {}) as Record<string, Json | undefined>;
      for (const protocol of ['smtp', 'imap'] as const) {
        const one = result[protocol];
        if (one?.success !== true)
          return fail(
            'mailbox_rejected',
            `lemlist could not connect to the mailbox over ${protocol.toUpperCase()}: ${vendorWords(String(one?.error ?? 'no answer'), secrets)}`,
          );
      }
      return succeed({ remoteId: id });
    },
  });
}
