import { createHash } from 'node:crypto';
import { fail, type ProviderFailure } from '../result.js';
import type { ConnectionInput, MailboxRef, SequencerPlatform } from '../sequencer-platform.js';
import type { VendorAnswer } from '../vendor-http.js';
import { vendorWords } from '../vendor-words.js';

export type Json = Record<string, unknown>;

/** Every value of a connection form: the secrets no failure may repeat. */
export function formSecrets(input: ConnectionInput): string[] {
  return Object.values(input.values).filter((v) => v.length >= 4);
}

/** The vendor's own words in an error answer (`message`, `error`, Laravel's `data.message`). */
export function answerWords(answer: VendorAnswer, secrets: readonly string[]): string {
  const json = (answer.json ?? {}) as Json;
  const data = (json.data ?? {}) as Json;
  const raw =
    [json.message, json.error_description, data.message, json.error].find(
      (v) => typeof v === 'string' && v !== '',
    ) ?? (answer.json === null ? answer.text : '');
  return vendorWords(String(raw), secrets);
}

/** What a refused call means: credentials (`who` says which) or the request itself. */
export function refusal(
  vendor: string,
  answer: VendorAnswer,
  secrets: readonly string[],
  context: 'connect' | 'account' | 'mailbox',
): ProviderFailure {
  const said = answerWords(answer, secrets);
  const saying = said ? `: ${said}` : '';
  if (answer.status === 401 || answer.status === 403) {
    return context === 'connect'
      ? fail('invalid_credentials', `${vendor} refused the API key${saying}`)
      : fail('unauthorized', `${vendor} no longer accepts the account’s API key${saying}`);
  }
  if (context === 'mailbox')
    return fail('mailbox_rejected', `${vendor} could not add the mailbox over SMTP/IMAP${saying}`);
  return fail('platform_error', `${vendor} answered ${answer.status}${saying}`);
}

/** The API key of a form, or the failure that says the real adapter needs it. */
export function requireApiKey(
  vendor: string,
  input: ConnectionInput,
): { ok: true; key: string } | ProviderFailure {
  const key = input.values.api_key ?? '';
  if (key !== '') return { ok: true, key };
  return fail(
    'invalid_credentials',
    `${vendor}’s API needs the account’s API key: update the sequencer with api_key`,
  );
}

/** A stable account id for platforms whose API names no account (a digest of the key). */
export function keyDigest(platform: string, key: string): string {
  return `${platform}_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

/** `{first, last}` of a mailbox, or its local part. */
export function senderName(mailbox: MailboxRef): { first: string; last: string; full: string } {
  const first = mailbox.name?.first || (mailbox.email.split('@')[0] ?? '');
  const last = mailbox.name?.last ?? '';
  return { first, last, full: `${first} ${last}`.trim() };
}

/** Ports on which a client speaks TLS from the first byte (SMTPS, IMAPS). */
export function implicitTls(port: number): boolean {
  return port === 465 || port === 993;
}

/** The answer for a platform whose API has no OAuth flow for mailboxes. */
export function noOAuth(vendor: string, mailbox: MailboxRef): ProviderFailure {
  return fail(
    'oauth_not_supported',
    `${vendor}’s API has no call to connect a mailbox by OAuth: connect ${mailbox.email} in ${vendor} itself`,
  );
}

/** The one-time code step of a platform whose API never asks for one. */
export function noCode(vendor: string): Pick<SequencerPlatform, 'submitCode'> {
  return {
    submitCode: async () =>
      fail('code_not_supported', `${vendor}’s API never asks for a one-time code`),
  };
}

/** The OAuth steps of a platform that connects mailboxes only over SMTP/IMAP. */
export function imapOnly(
  vendor: string,
): Pick<SequencerPlatform, 'authorizeMailbox' | 'checkAuthorization'> {
  return {
    authorizeMailbox: async (input) => noOAuth(vendor, input.mailbox),
    checkAuthorization: async (input) => noOAuth(vendor, input.mailbox),
  };
}

/** A real adapter's calls, before {@link serving} says which platform it answers for. */
export type PlatformCalls = Omit<SequencerPlatform, 'platforms' | 'adapterFor'>;

/** Which platform an adapter serves (through the vendor's `api`): others are `unsupported_platform`. */
export function serving(platform: string, adapter: PlatformCalls): SequencerPlatform {
  const guard =
    <I extends { platform: string }, R>(method: (input: I) => Promise<R>) =>
    async (input: I) =>
      input.platform === platform
        ? method(input)
        : (fail('unsupported_platform', `This adapter does not serve ${input.platform}`) as R);
  return {
    platforms: [platform],
    adapterFor: (p) => (p === platform ? 'api' : 'simulator'),
    connect: guard(adapter.connect),
    submitCode: guard(adapter.submitCode),
    authorizeMailbox: guard(adapter.authorizeMailbox),
    checkAuthorization: guard(adapter.checkAuthorization),
    addMailbox: guard(adapter.addMailbox),
  };
}
