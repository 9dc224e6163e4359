import type { RecipientProvider } from '../../providers/mail-network.js';

/** Which provider hosts a platform's mailboxes, for placement. */
export function providerOfPlatform(platform: string): RecipientProvider {
  if (platform === 'GOOGLE') return 'google';
  if (platform === 'MICROSOFT' || platform === 'AZURE') return 'microsoft';
  return 'other';
}

const CONSUMER_DOMAINS: Readonly<Record<string, RecipientProvider>> = {
  'gmail.com': 'google',
  'googlemail.com': 'google',
  'outlook.com': 'microsoft',
  'hotmail.com': 'microsoft',
  'live.com': 'microsoft',
  'msn.com': 'microsoft',
  'yahoo.com': 'yahoo',
  'ymail.com': 'yahoo',
};

/**
 * The provider of an address outside Mailwright, from its domain: the consumer mail services by
 * name, everything else `other` (a company domain on Google or Microsoft would need its MX looked
 * up, which the sandbox does not do).
 */
export function providerOfAddress(address: string): RecipientProvider {
  const domain = address.toLowerCase().split('@')[1] ?? '';
  return CONSUMER_DOMAINS[domain] ?? 'other';
}
