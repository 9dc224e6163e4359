import type { LookupAddress } from 'node:dns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  createDestinationPolicy,
  DestinationRefusedError,
  guardedLookup,
} from '../src/modules/webhooks/destination-guard.js';
import { useHarness } from './support/harness.js';
import { type Receiver, startReceiver } from './support/receiver.js';
import { emitMailboxEvent, setWebhook, waitForState } from './support/webhooks.js';

// The production default: no non-public destination is allowed.
const h = useHarness({ env: { MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: '50ms' } });

const strict = createDestinationPolicy({ allowPrivate: false, allowCidrs: [] });

describe('destination policy', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.100.100.200',
    '169.254.169.254',
    '169.254.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.251',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    '100::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(strict.isAllowed(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
  ])('allows the public address %s', (address) => {
    expect(strict.isAllowed(address)).toBe(true);
  });

  it('lets an allow-list open chosen ranges, and ALLOW_PRIVATE open them all', () => {
    const listed = createDestinationPolicy({
      allowPrivate: false,
      allowCidrs: ['127.0.0.0/8', '10.20.0.0/16', 'fd12::/16'],
    });
    expect(listed.isAllowed('127.0.0.1')).toBe(true);
    expect(listed.isAllowed('::ffff:127.0.0.1')).toBe(true);
    expect(listed.isAllowed('10.20.1.1')).toBe(true);
    expect(listed.isAllowed('10.21.1.1')).toBe(false);
    expect(listed.isAllowed('fd12::5')).toBe(true);
    expect(listed.isAllowed('169.254.169.254')).toBe(false);
    const open = createDestinationPolicy({ allowPrivate: true, allowCidrs: [] });
    expect(open.isAllowed('169.254.169.254')).toBe(true);
  });

  it('the local profile allows loopback by default; production allows nothing non-public', () => {
    expect(loadConfig({ MAILWRIGHT_PROFILE: 'local' }).webhooks.allowCidrs).toEqual([
      '127.0.0.0/8',
      '::1/128',
    ]);
    expect(loadConfig({}).webhooks).toMatchObject({ allowCidrs: [], allowPrivate: false });
    expect(
      loadConfig({ MAILWRIGHT_PROFILE: 'local', MAILWRIGHT_WEBHOOK_ALLOW_CIDRS: 'none' }).webhooks
        .allowCidrs,
    ).toEqual([]);
  });

  it('checks what each connection resolves to, so a name that changes to a private address is refused', async () => {
    // A rebinding name: public for the first lookup, loopback for the next.
    const answers = ['93.184.216.34', '127.0.0.1'];
    const resolve = (_host: string, _opts: unknown, cb: (e: null, a: LookupAddress[]) => void) =>
      cb(null, [{ address: answers.shift()!, family: 4 }]);
    const lookup = guardedLookup(strict, resolve);
    const run = () =>
      new Promise<{ error: Error | null; address: unknown }>((done) =>
        lookup('rebind.example', { all: true }, (error, address) => done({ error, address })),
      );
    expect(await run()).toEqual({
      error: null,
      address: [{ address: '93.184.216.34', family: 4 }],
    });
    const second = await run();
    expect(second.error).toBeInstanceOf(DestinationRefusedError);
    expect(second.error?.message).toContain('127.0.0.1');
  });

  it('connects only to the allowed addresses of a name that resolves to several', async () => {
    const resolve = (_host: string, _opts: unknown, cb: (e: null, a: LookupAddress[]) => void) =>
      cb(null, [
        { address: '10.0.0.5', family: 4 },
        { address: '93.184.216.34', family: 4 },
      ]);
    const lookup = guardedLookup(strict, resolve);
    const address = await new Promise((done) =>
      lookup('mixed.example', {}, (_error, address) => done(address)),
    );
    expect(address).toBe('93.184.216.34');
  });
});

describe('delivery to a non-public address', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    await h.ctx.db.deleteFrom('jobs').execute();
    receiver = await startReceiver();
  });
  afterEach(() => receiver.close());

  it.each([
    ['an IPv4 loopback literal', 'http://127.0.0.1:8080/hook'],
    ['a private IPv4 literal', 'https://10.1.2.3/hook'],
    ['an IPv4-mapped IPv6 literal', 'http://[::ffff:127.0.0.1]:8080/hook'],
    ['a link-local (metadata) literal', 'http://169.254.169.254/latest'],
  ])(
    'is refused when set for %s: a 400 naming webhook_url, nothing written',
    async (_case, url) => {
      const set = await h.call('POST', '/v1/api/workspaces/webhook', {
        body: { uid: h.team.workspace.uid, webhook_url: url },
      });
      expect(set.status).toBe(400);
      expect(set.body.details).toEqual([
        { field: 'webhook_url', message: expect.stringContaining('not a public address') },
      ]);
      const created = await h.call('POST', '/v1/api/workspaces/create', {
        body: { name: 'Private', webhook_url: url },
      });
      expect(created.status).toBe(400);
      const list = await h.call('GET', '/v1/api/workspaces/list');
      expect(list.body.workspaces.map((w: { webhook_url: string }) => w.webhook_url)).toEqual(['']);
    },
  );

  it.each([
    ['a name that resolves to loopback', (port: number) => `http://localhost:${port}/hook`],
  ])(
    'is refused for %s, logged as destination_refused, and nothing reaches the receiver',
    async (_case, url) => {
      await setWebhook(h, url(receiver.port));
      await h.startRunner();
      const { row } = await emitMailboxEvent(h);
      const event = await waitForState(h, row.uid, 'failed');
      expect(event.attempts.map((a: any) => [a.status_code, a.error_class])).toEqual([
        [null, 'destination_refused'],
        [null, 'destination_refused'],
      ]);
      expect(receiver.requests).toHaveLength(0);
      const lines = h
        .logs()
        .split('\n')
        .filter(
          (line) => line.includes(row.uid) && line.includes('"error_class":"destination_refused"'),
        );
      expect(lines).toHaveLength(2);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: 40,
        msg: 'webhook attempt',
        outcome: 'retry',
      });
    },
  );
});
