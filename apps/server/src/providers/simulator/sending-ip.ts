import { draw } from '../../lib/draw.js';
import type { MailAccount } from '../mail-network.js';

/**
 * The sandbox address a message leaves from (docs/sandbox.md, "Sending IPs"): deterministic for
 * a seed, a mailbox and a message. Google and Microsoft (and Azure) mailboxes send through their
 * platform's shared relays, each mailbox spread over three addresses of the platform's range
 * (`209.85.220.0/24` for Google, `40.107.0.0/16` for Microsoft); an SMTP mailbox leaves from
 * its domain's one server, in the documentation range `198.51.100.0/24`.
 */
export function sandboxSendingIp(seed: string, from: MailAccount, messageId: string): string {
  const email = from.email.toLowerCase();
  const octet = (...parts: string[]) => 1 + Math.floor(draw(seed, 'sending-ip', ...parts) * 254);
  const relay = String(Math.floor(draw(seed, 'sending-relay', messageId) * 3));
  switch (from.platform) {
    case 'GOOGLE':
      return `209.85.220.${octet(email, relay)}`;
    case 'MICROSOFT':
    case 'AZURE':
      return `40.107.${octet(email, relay, 'a') - 1}.${octet(email, relay, 'b')}`;
    default:
      return `198.51.100.${octet(email.split('@')[1] ?? email)}`;
  }
}
