import { invalidField } from './errors.js';

/**
 * Checks a URL field: empty (none) or an absolute http(s) URL without a username or password in
 * it, at most `maxLength` characters when given. Answers the trimmed value; a 400 naming `field`
 * otherwise. Webhook, redirect, forwarding and profile picture URLs all pass through it.
 */
export function checkHttpUrl(raw: string, field: string, maxLength?: number): string {
  const value = raw.trim();
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidField(field, 'must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidField(field, 'must use http or https');
  if (url.username || url.password)
    throw invalidField(field, 'must not contain a username or password');
  if (maxLength !== undefined && value.length > maxLength)
    throw invalidField(field, `must be at most ${maxLength} characters`);
  return value;
}
