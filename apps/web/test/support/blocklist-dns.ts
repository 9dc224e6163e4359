import { createSocket } from 'node:dgram';
import dnsPacket from 'dns-packet';

/**
 * A blocklist's DNS on loopback UDP, as the operator's resolver would answer for it
 * (MAILWRIGHT_BLOCKLIST_RESOLVER): a listed name answers A `127.0.1.2` (Spamhaus DBL's "spam
 * domain") and a TXT reason; any other name NXDOMAIN (not listed). RFC 5782 §2.1, §2.3.
 */
export interface BlocklistDns {
  /** `127.0.0.1:<port>`. */
  address: string;
  listed: Set<string>;
  stop(): Promise<void>;
}

export async function startBlocklistDns(): Promise<BlocklistDns> {
  const listed = new Set<string>();
  const udp = createSocket('udp4');
  udp.on('message', (message, peer) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    const hit = listed.has(name);
    const answers: dnsPacket.Answer[] = !hit
      ? []
      : question.type === 'A'
        ? [{ type: 'A', name: question.name, ttl: 60, data: '127.0.1.2' }]
        : question.type === 'TXT'
          ? [{ type: 'TXT', name: question.name, ttl: 60, data: 'Listed in a browser test' }]
          : [];
    udp.send(
      dnsPacket.encode({
        type: 'response',
        id: query.id ?? 0,
        flags: dnsPacket.AUTHORITATIVE_ANSWER | (hit ? 0 : 3),
        questions: [question],
        answers,
      }),
      peer.port,
      peer.address,
    );
  });
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${udp.address().port}`,
    listed,
    stop: () => new Promise<void>((resolve) => udp.close(() => resolve())),
  };
}
