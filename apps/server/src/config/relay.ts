import { isIP } from 'node:net';

/**
 * MAILWRIGHT_VERIFICATION_SMTP_URL: the SMTP server the service's own mail (verification codes)
 * is submitted to. `smtps://` is TLS from the start (465 by default); `smtp://` requires STARTTLS
 * (587 by default), except on a loopback host, where the connection stays plain. The user and
 * password (percent-encoded in the URL) are optional: a relay that trusts the service's address
 * needs none. The password is kept under `password`, a field the logger always redacts, and no
 * message about the setting ever repeats the URL.
 */
export interface VerificationRelay {
  host: string;
  port: number;
  tls: 'implicit' | 'starttls' | 'none';
  user: string | null;
  password: string | null;
}

const FORM = 'must be smtp://user:password@host:587 or smtps://user:password@host:465';

/** Parser for the setting; its errors never quote the value (it holds a credential). */
export function relayUrl(raw: string): VerificationRelay {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(FORM);
  }
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  if (scheme !== 'smtp' && scheme !== 'smtps') throw new Error(FORM);
  if ((url.pathname !== '' && url.pathname !== '/') || url.search || url.hash)
    throw new Error(`${FORM}, with nothing after the port`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') throw new Error(`${FORM}: the host is missing`);
  if (url.password !== '' && url.username === '')
    throw new Error(`${FORM}: a password needs a user`);
  const loopback =
    host === 'localhost' || host === '::1' || (isIP(host) === 4 && /^127\./.test(host));
  const tls = scheme === 'smtps' ? 'implicit' : loopback ? 'none' : 'starttls';
  let user: string;
  let password: string;
  try {
    user = decodeURIComponent(url.username);
    password = decodeURIComponent(url.password);
  } catch {
    throw new Error(`${FORM}: the user or password is not percent-encoded correctly`);
  }
  if (user !== '' && password === '') throw new Error(`${FORM}: the user needs a password`);
  return {
    host,
    port: url.port ? Number(url.port) : scheme === 'smtps' ? 465 : 587,
    tls,
    user: user === '' ? null : user,
    password: user === '' ? null : password,
  };
}
