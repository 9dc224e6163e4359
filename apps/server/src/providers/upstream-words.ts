/** Longest upstream text kept in a message. */
const MAX_WORDS = 200;

/** What a credential an upstream repeated is shown as. */
export const REDACTED = '[redacted]';

/**
 * An upstream's own words (a mail server's reply, Cloudflare's or Stripe's error message, a
 * proxy's page in front of them) as they may be shown to a customer: one line, without control
 * characters, at most {@link MAX_WORDS} characters, and without any of `secrets` (the credential
 * the adapter sent, in every form it sent it), in case the upstream repeats it. The one scrubber
 * of upstream text: every adapter that puts an upstream's words into a message passes them here
 * with its credentials. The secrets are taken out before and after the control characters go (a
 * secret may hold one), longest first (one may hold another).
 */
export function upstreamWords(text: string | undefined, secrets: readonly string[]): string {
  if (!text) return '';
  const ordered = secrets.filter((s) => s !== '').sort((a, b) => b.length - a.length);
  const redact = (s: string) =>
    ordered.reduce((out, secret) => out.split(secret).join(REDACTED), s);
  const words = redact(
    redact(text)
      .replace(/\p{Cc}+/gu, ' ')
      .trim(),
  );
  return words.length > MAX_WORDS ? `${words.slice(0, MAX_WORDS)}…` : words;
}

/** The base64 of `text` (UTF-8): the form of a credential in Basic and SASL authentication. */
export function base64Of(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
