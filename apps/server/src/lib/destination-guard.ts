import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Agent, buildConnector, Dispatcher } from 'undici';
import { loadUndici } from './undici.js';

/**
 * Where webhooks may go. Addresses are checked when a connection is made, after DNS resolution:
 * the address checked is the address connected to, so a name that resolves to a public address
 * for one lookup and to a private one for the next (DNS rebinding) gains nothing.
 */

/** Ranges that are not the public internet (RFC 6890 and its successors), IPv4 then IPv6. */
const NON_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];
const NON_PUBLIC_V6: Array<[string, number]> = [
  ['::', 96], // unspecified, loopback, IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID ...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address we would not see
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local, including AWS metadata fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
/** NAT64 (64:ff9b::/96) addresses carry the IPv4 address they reach in their last 32 bits. */
const NAT64 = new BlockList();
NAT64.addSubnet('64:ff9b::', 96, 'ipv6');

function embeddedIpv4(address: string): string {
  if (address.includes('.')) return address.slice(address.lastIndexOf(':') + 1);
  const groups = address.split(':');
  const high = Number.parseInt(groups.at(-2) || '0', 16);
  const low = Number.parseInt(groups.at(-1) || '0', 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

export interface DestinationPolicyOptions {
  /** Allow every address (the operator's explicit choice). */
  allowPrivate: boolean;
  /** Non-public ranges allowed all the same, as `address/prefix`. */
  allowCidrs: readonly string[];
}

export interface DestinationPolicy {
  isAllowed(address: string): boolean;
}

export function createDestinationPolicy(options: DestinationPolicyOptions): DestinationPolicy {
  const blocked = new BlockList();
  for (const [net, prefix] of NON_PUBLIC_V4) blocked.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of NON_PUBLIC_V6) blocked.addSubnet(net, prefix, 'ipv6');
  const allowed = new BlockList();
  for (const cidr of options.allowCidrs) {
    const [address = '', prefix = ''] = cidr.split('/');
    allowed.addSubnet(address, Number(prefix), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  const check = (list: BlockList, address: string, family: number) =>
    list.check(address, family === 6 ? 'ipv6' : 'ipv4');

  return {
    isAllowed(raw) {
      if (options.allowPrivate) return true;
      let address = raw.replace(/^\[|\]$/g, '').replace(/%[\s\S]*/, '');
      if (isIP(address) === 6 && NAT64.check(address, 'ipv6')) address = embeddedIpv4(address);
      const family = isIP(address);
      if (family === 0) return false;
      // BlockList applies IPv4 rules to IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) as well.
      if (check(allowed, address, family)) return true;
      return !check(blocked, address, family);
    },
  };
}

/** A connection refused because the destination is not a public address. */
export class DestinationRefusedError extends Error {
  override name = 'DestinationRefusedError';
  readonly code = 'MW_DESTINATION_REFUSED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      `destination ${host} resolves to ${address}, which is not a public address; MAILWRIGHT_WEBHOOK_ALLOW_PRIVATE or MAILWRIGHT_WEBHOOK_ALLOW_CIDRS can allow it`,
    );
  }
}

type Resolver = (
  hostname: string,
  options: { all: true; family?: number },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for `net.connect` that resolves the name, keeps only allowed addresses and refuses
 * the connection when none is left. Every connection resolves and checks anew.
 */
export function guardedLookup(
  policy: DestinationPolicy,
  resolve: Resolver = dnsLookup as unknown as Resolver,
): LookupFunction {
  return (hostname, options, callback) => {
    const family = typeof options.family === 'number' ? options.family : undefined;
    resolve(hostname, { all: true, ...(family ? { family } : {}) }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((a) => policy.isAllowed(a.address));
      if (usable.length === 0) {
        return callback(
          new DestinationRefusedError(hostname, addresses.map((a) => a.address).join(', ')),
          '',
          0,
        );
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

/**
 * An undici `Agent` (a connection pool) that connects only where `policy` allows (through
 * {@link guardedConnector}), made on the first call: undici is loaded when a first request goes
 * out, not when the process starts (`lib/undici.ts`).
 */
export function guardedAgent(
  policy: DestinationPolicy,
  options: { timeoutMs: number; resolve?: Resolver; agent?: Omit<Agent.Options, 'connect'> },
): () => Promise<Dispatcher> {
  let agent: Promise<Dispatcher> | undefined;
  return () => {
    agent ??= (async () => {
      const { Agent } = await loadUndici();
      return new Agent({ ...options.agent, connect: await guardedConnector(policy, options) });
    })();
    return agent;
  };
}

/**
 * An undici connector that only connects to allowed addresses: IP literals are checked before
 * connecting (no lookup happens for them), names through {@link guardedLookup}, and the socket's
 * actual peer address once connected, before a byte is sent.
 */
async function guardedConnector(
  policy: DestinationPolicy,
  options: { timeoutMs: number; resolve?: Resolver },
): Promise<buildConnector.connector> {
  const { buildConnector } = await loadUndici();
  const connect = buildConnector({
    timeout: options.timeoutMs,
    lookup: guardedLookup(policy, options.resolve),
  });
  return (target, callback) => {
    const host = target.hostname;
    if (isIP(host) !== 0 && !policy.isAllowed(host)) {
      callback(new DestinationRefusedError(host, host), null);
      return;
    }
    connect(target, (error, socket) => {
      if (error || !socket) return callback(error ?? new Error('connection failed'), null);
      const peer = socket.remoteAddress ?? '';
      if (!policy.isAllowed(peer)) {
        socket.destroy();
        return callback(new DestinationRefusedError(host, peer || 'an unknown address'), null);
      }
      callback(null, socket);
    });
  };
}

/**
 * A webhook URL whose host is a literal IP address the policy refuses (`http://10.0.0.5/hook`)
 * could never be delivered to: it is refused when it is set (a 400 naming `field`), rather than
 * accepted and then failing every attempt. Names are still checked at connect time only, since
 * what they resolve to can change.
 */
export function refusedLiteralAddress(
  rawUrl: string,
  options: DestinationPolicyOptions,
): string | null {
  let host: string;
  try {
    host = new URL(rawUrl.trim()).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
  if (isIP(host) === 0) return null;
  return createDestinationPolicy(options).isAllowed(host)
    ? null
    : `points at ${host}, which is not a public address (deliveries there are refused; MAILWRIGHT_WEBHOOK_ALLOW_CIDRS can allow it)`;
}
