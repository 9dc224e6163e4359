import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/** A new signing secret in the service's format: `whsec_` + 32 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The signature the service sends, computed here with node:crypto, independently of the SDK:
 * `sha256=` + hex HMAC-SHA256 over `<timestamp> + "." + <body>`, keyed with the secret's bytes.
 */
export function sign(secret: string, timestamp: string, body: string | Uint8Array): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `sha256=${createHmac('sha256', key).update(`${timestamp}.`).update(body).digest('hex')}`;
}

/** The headers of a delivery of `body` signed with `secret` at `at`. */
export function deliveryHeaders(
  secret: string,
  body: string,
  options: { at?: Date; eventName?: string; eventId?: string } = {},
): Record<string, string> {
  const timestamp = (options.at ?? new Date()).toISOString();
  const id = options.eventId ?? `evt_${randomUUID()}`;
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Service-Webhook/1.0',
    'X-Service-Event': options.eventName ?? 'mailbox.status_changed',
    'X-Service-Timestamp': timestamp,
    'X-Service-Signature': sign(secret, timestamp, body),
    'X-Service-Event-Id': id,
  };
}

export const mailboxEvent = {
  event: 'mailbox.status_changed',
  timestamp: '2026-03-01T12:00:00.000Z',
  team_id: 'd3b7c6a0-1c1e-4a4b-9a66-2f1f3c6b9e10',
  team_name: 'Acme',
  data: {
    mailbox: {
      uid: '3a0e4c52-8d1f-4a4e-9c55-6f2a1b7c8d90',
      email: 'jane@acme-mail.com',
      username: 'jane',
      first_name: 'Jane',
      last_name: 'Doe',
      profile_picture: '',
      status: 'active',
      previous_status: 'finalizing_setup',
      platform: 'GOOGLE',
      renewal_date: '2027-03-01T12:00:00.000Z',
      renewal_status: 'na',
      is_admin: false,
      password: 'pw-plaintext',
      app_password: 'app-plaintext',
      secret: '',
      is_add_on: false,
    },
    metadata: {
      updated_at: '2026-03-01T12:00:00.000Z',
      workspace_id: '65f0c1a2b3c4d5e6f7a8b9c0',
      workspace_uid: '6a1f9d56-3f6c-4a8e-9a57-0c6f6f1c2b11',
      domain_id: '65f0c1a2b3c4d5e6f7a8b9c1',
      domain_uid: '0b7d8a1e-53a4-4a55-8d2a-9d1ad4c1e2f3',
      domain_name: 'acme-mail.com',
    },
  },
};
