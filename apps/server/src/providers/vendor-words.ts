/** Longest vendor text kept in a message. */
const MAX_WORDS = 200;

/**
 * `text` with each secret taken out, in every form a client sends it (as is, percent-encoded,
 * base64, and `user:secret` base64 as Basic auth carries it when the user is empty), longest
 * first. The one scrubber of upstream text in the providers: a vendor, a proxy in front of it
 * or a mail server may echo the request it refused.
 */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(Buffer.from(secret, 'utf8').toString('base64'));
    forms.add(Buffer.from(`:${secret}`, 'utf8').toString('base64'));
  }
  let out = text;
  for (const form of [...forms].sort((a, b) => b.length - a.length)) {
    if (form.length >= 4) out = out.split(form).join('[redacted]');
  }
  return out;
}

/**
 * A vendor's words as a message may carry them: one line, no control characters, at most
 * {@link MAX_WORDS} characters, and without the secrets of the call (before and after the control
 * characters go: a secret may hold one).
 */
export function vendorWords(text: string | undefined | null, secrets: readonly string[]): string {
  if (!text) return '';
  const words = scrubSecrets(
    scrubSecrets(text, secrets)
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    secrets,
  );
  return words.length > MAX_WORDS ? `${words.slice(0, MAX_WORDS)}…` : words;
}
