import { createSocket, type Socket } from 'node:dgram';
import dnsPacket from 'dns-packet';
import { afterAll, beforeAll } from 'vitest';

/**
 * A DNS server on loopback UDP (a free port) serving the TXT records a test publishes: what a
 * domain's DNS host answers, asked through the service's configured resolver
 * (MAILWRIGHT_DNS_RESOLVER). Names it does not hold answer NXDOMAIN. Stopped after the file.
 */
export interface TestDnsServer {
  /** `127.0.0.1:<port>`. */
  address: string;
  /** Publishes TXT `value` at `name` (beside any value there already). */
  publishTxt(name: string, value: string): void;
  /** Removes every record at `name`. */
  clear(name: string): void;
  /** Queries answered so far. */
  queries: string[];
}

/** Starts one server for the file; `env.MAILWRIGHT_DNS_RESOLVER` points at it before later hooks run. */
export function useDnsServer(env: Record<string, string>): TestDnsServer {
  const records = new Map<string, string[]>();
  let socket: Socket | undefined;
  const server: TestDnsServer = {
    address: '',
    publishTxt(name, value) {
      const key = name.toLowerCase();
      records.set(key, [...(records.get(key) ?? []), value]);
    },
    clear(name) {
      records.delete(name.toLowerCase());
    },
    queries: [],
  };
  beforeAll(async () => {
    const udp = createSocket('udp4');
    socket = udp;
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
      server.queries.push(`${question.type} ${name}`);
      const values = question.type === 'TXT' ? records.get(name) : undefined;
      const answer = dnsPacket.encode({
        type: 'response',
        id: query.id ?? 0,
        flags: dnsPacket.AUTHORITATIVE_ANSWER | (records.has(name) ? 0 : 3),
        questions: [question],
        answers: (values ?? []).map((data) => ({
          type: 'TXT' as const,
          name: question.name,
          ttl: 60,
          data,
        })),
      });
      udp.send(answer, peer.port, peer.address);
    });
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    server.address = `127.0.0.1:${udp.address().port}`;
    env.MAILWRIGHT_DNS_RESOLVER = server.address;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (socket ? socket.close(() => resolve()) : resolve()));
  });
  return server;
}
