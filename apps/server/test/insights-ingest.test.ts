import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.js';
import { ingestMailbox } from '../src/modules/insights/ingest/ingest.js';
import { createMxProviders, providerOfMx } from '../src/modules/insights/ingest/mx-provider.js';
import { parseSentCopy, sendingIpOf } from '../src/modules/insights/ingest/sent.js';
import type {
  FolderBatch,
  FolderCursor,
  MailNetwork,
  ReadableFolder,
} from '../src/providers/mail-network.js';
import type { DnsLookup } from '../src/providers/resolver.js';
import { fail, succeed } from '../src/providers/result.js';
import { useHarness } from './support/harness.js';
import { oneMailbox, uniqueUsername } from './support/mailboxes.js';

const h = useHarness();

const raw = (lines: string[]) => Buffer.from([...lines, '', 'Hello.', ''].join('\r\n'));
const sent = (id: string, to: string, extra: string[] = []) =>
  raw([
    'From: me@sender.example',
    `To: ${to}`,
    'Subject: Quick question',
    'Date: Mon, 23 Nov 2026 10:00:00 +0000',
    `Message-ID: ${id}`,
    ...extra,
  ]);
const dsn = (originalId: string, recipient: string, status: string, diagnostic: string) =>
  raw([
    'From: MAILER-DAEMON@mx.example',
    'To: me@sender.example',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
    '',
    '--B',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    `Status: ${status}`,
    `Diagnostic-Code: smtp; ${diagnostic}`,
    '',
    '--B',
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${originalId}`,
    '',
    '--B--',
  ]);
const answer = (inReplyTo: string, extra: string[] = []) =>
  raw([
    'From: lead@acme.example',
    'To: me@sender.example',
    'Subject: Re: Quick question',
    `Message-ID: <${Math.random().toString(36).slice(2)}@acme.example>`,
    `In-Reply-To: ${inReplyTo}`,
    `References: ${inReplyTo}`,
    ...extra,
  ]);

/**
 * A mail server's two folders as the ingester reads them: messages with UIDs, a UIDVALIDITY
 * that a test can change (a renumbered folder), and a count of reads.
 */
function scriptedServer() {
  const folders: Record<ReadableFolder, { validity: string; messages: Buffer[] }> = {
    sent: { validity: '100', messages: [] },
    inbox: { validity: '200', messages: [] },
  };
  let down = false;
  let onRead: (() => Promise<void>) | null = null;
  const network = {
    async readFolder(_account, folder, since: FolderCursor, limit) {
      if (down) return fail('unavailable', 'The IMAP server could not be reached', true);
      await onRead?.();
      const f = folders[folder];
      const restarted = since.uidValidity !== null && since.uidValidity !== f.validity;
      const from = since.uidValidity === f.validity ? since.nextUid : 1;
      const all = f.messages.map((m, i) => ({ uid: i + 1, raw: m })).filter((m) => m.uid >= from);
      const batch = all.slice(0, limit);
      return succeed<FolderBatch>({
        uidValidity: f.validity,
        nextUid: batch.length > 0 ? (batch[batch.length - 1]?.uid as number) + 1 : from,
        restarted,
        more: all.length > batch.length,
        messages: batch.map((m) => ({ ...m, receivedAt: '2026-11-23T12:00:00.000Z' })),
      });
    },
  } as Pick<MailNetwork, 'readFolder'> as MailNetwork;
  return {
    folders,
    network,
    setDown: (value: boolean) => {
      down = value;
    },
    /** Runs `hook` while each read is under way (another run's write, say). */
    duringRead: (hook: () => Promise<void>) => {
      onRead = hook;
    },
  };
}

async function setup(token = '') {
  const { mailbox } = await oneMailbox(h, { username: uniqueUsername(token) });
  const row = await h.ctx.db
    .selectFrom('mailboxes')
    .selectAll()
    .where('uid', '=', mailbox.uid)
    .executeTakeFirstOrThrow();
  const server = scriptedServer();
  const ctx: AppContext = {
    ...h.ctx,
    providers: { ...h.ctx.providers, mailNetwork: server.network },
  };
  const owner = {
    id: row.id,
    teamId: row.team_id,
    workspaceId: row.workspace_id,
    domainId: row.domain_id,
    email: `${row.username}@${row.domain_name}`,
  };
  const lookups: string[] = [];
  const providerOf = createMxProviders(
    {
      mxHosts: async (domain: string) => {
        lookups.push(domain);
        return domain === 'acme.example' ? ['aspmx.l.google.com'] : [];
      },
    } as DnsLookup,
    60_000,
  );
  const run = () =>
    ingestMailbox(ctx, owner, { email: owner.email, platform: 'SMTP', password: 'x' }, providerOf);
  const ledger = () =>
    h.ctx.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('mailbox_id', '=', row.id)
      .orderBy('message_id')
      .execute();
  return { uid: mailbox.uid as string, id: row.id, server, run, ledger, lookups };
}

describe('the IMAP ingester', () => {
  it('writes sent copies, bounces and answers to the ledger, once, in batches', async () => {
    const s = await setup();
    s.server.folders.sent.messages.push(
      sent('<a@sender.example>', 'Lead <lead@acme.example>', [
        'Received: from out.sender.example (out.sender.example [198.51.100.7]) by mx.acme.example',
      ]),
      sent('<b@sender.example>', 'boss@gmail.com', ['Cc: two@acme.example']),
      sent('<c@sender.example>', 'lead@acme.example', [
        'In-Reply-To: <a@sender.example>',
        'References: <a@sender.example>',
      ]),
      sent('<w@sender.example>', 'peer@acme.example', ['X-Mailwright-Warmup: tag1']),
    );
    s.server.folders.inbox.messages.push(
      dsn(
        '<b@sender.example>',
        'boss@gmail.com',
        '5.7.26',
        '550 5.7.26 This mail is unauthenticated',
      ),
      answer('<a@sender.example>'),
      answer('<c@sender.example>', ['Auto-Submitted: auto-replied']),
      answer('<a@sender.example>'),
      answer('<unknown@elsewhere.example>'),
    );
    const first = await s.run();
    expect(first).toEqual({ ok: true, read: { sent: 4, inbox: 5 }, written: 7, restarted: [] });
    const rows = await s.ledger();
    expect(
      rows.map((r) => [
        r.message_id,
        r.recipient,
        r.recipient_provider,
        r.kind,
        r.thread_id,
        r.bounce,
        r.replied_at !== null,
        r.auto_replied_at !== null,
      ]),
    ).toEqual([
      [
        '<a@sender.example>',
        'lead@acme.example',
        'google',
        'campaign',
        '<a@sender.example>',
        null,
        true,
        false,
      ],
      [
        '<b@sender.example>',
        'boss@gmail.com',
        'google',
        'campaign',
        '<b@sender.example>',
        'hard',
        false,
        false,
      ],
      [
        '<b@sender.example>',
        'two@acme.example',
        'google',
        'campaign',
        '<b@sender.example>',
        null,
        false,
        false,
      ],
      [
        '<c@sender.example>',
        'lead@acme.example',
        'google',
        'campaign',
        '<a@sender.example>',
        null,
        false,
        true,
      ],
    ]);
    // The sending IP where the copy's Received header names one; every body's template.
    expect(rows.map((r) => r.sending_ip)).toEqual(['198.51.100.7', null, null, null]);
    expect(rows.every((r) => r.body_template !== null)).toBe(true);
    // One MX lookup for the domain: the consumer domain is known by name, the rest is cached.
    expect(s.lookups).toEqual(['acme.example']);

    const failures = await h.call('GET', `/v1/api/email-insights/mailbox/${s.uid}/auth-failures`, {
      query: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(failures.body.data.total).toBe(1);
    expect(failures.body.data.failures[0]).toMatchObject({
      recipient: 'boss@gmail.com',
      detail: expect.stringContaining('5.7.26'),
    });

    expect(await s.run()).toEqual({
      ok: true,
      read: { sent: 0, inbox: 0 },
      written: 0,
      restarted: [],
    });
  });

  it('reads a renumbered folder again from its start without counting anything twice', async () => {
    const s = await setup();
    s.server.folders.sent.messages.push(sent('<r1@sender.example>', 'x@acme.example'));
    await s.run();
    s.server.folders.sent.validity = '101';
    s.server.folders.sent.messages.push(sent('<r2@sender.example>', 'y@acme.example'));
    expect(await s.run()).toEqual({
      ok: true,
      read: { sent: 2, inbox: 0 },
      written: 1,
      restarted: ['sent'],
    });
    expect((await s.ledger()).map((r) => r.message_id)).toEqual([
      '<r1@sender.example>',
      '<r2@sender.example>',
    ]);
  });

  it('reads a long folder in batches and keeps its place when the server is down', async () => {
    const s = await setup();
    for (let i = 0; i < 230; i++)
      s.server.folders.sent.messages.push(
        sent(`<m${String(i).padStart(3, '0')}@sender.example>`, 'x@acme.example'),
      );
    expect(await s.run()).toMatchObject({ ok: true, read: { sent: 230, inbox: 0 }, written: 230 });
    s.server.folders.sent.messages.push(sent('<late@sender.example>', 'x@acme.example'));
    s.server.setDown(true);
    expect(await s.run()).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    s.server.setDown(false);
    expect(await s.run()).toMatchObject({ ok: true, read: { sent: 1, inbox: 0 }, written: 1 });
    expect(await s.ledger()).toHaveLength(231);
  });

  it('writes nothing when another run moved the cursor while this one read', async () => {
    const s = await setup();
    s.server.folders.sent.messages.push(sent('<k1@sender.example>', 'x@acme.example'));
    await s.run();
    s.server.folders.sent.messages.push(sent('<k2@sender.example>', 'x@acme.example'));
    s.server.duringRead(async () => {
      await h.ctx.db
        .updateTable('mail_ingest_cursors')
        .set({ next_uid: 3 })
        .where('mailbox_id', '=', s.id)
        .where('folder', '=', 'sent')
        .execute();
    });
    await expect(s.run()).rejects.toThrow(/moved during the read/);
    expect((await s.ledger()).map((r) => r.message_id)).toEqual(['<k1@sender.example>']);
  });
});

describe('the ingester’s parsing', () => {
  it('reads a sent copy’s recipients, thread and date', async () => {
    const copy = await parseSentCopy(
      raw([
        'From: me@sender.example',
        'To: "A" <A@x.example>, b@y.example',
        'Cc: team: c@z.example, A@x.example;',
        'Bcc: d@w.example',
        'Subject: Hi',
        'Message-ID: <id1@sender.example>',
        'In-Reply-To: <p@x.example>',
        'References: <root@x.example> <p@x.example>',
        'Received: from mx.sender.example (mx.sender.example [203.0.113.9]) by mx.x.example',
      ]),
      '2026-11-23T08:00:00.000Z',
    );
    expect(copy).toEqual({
      messageId: '<id1@sender.example>',
      inReplyTo: '<p@x.example>',
      references: ['<root@x.example>', '<p@x.example>'],
      recipients: ['a@x.example', 'b@y.example', 'c@z.example', 'd@w.example'],
      subject: 'Hi',
      sentAt: '2026-11-23T08:00:00.000Z',
      warmup: false,
      sendingIp: '203.0.113.9',
      bodyText: 'Hello.\n',
    });
    expect(await parseSentCopy(raw(['To: a@x.example', 'Subject: no id']), 'x')).toBeNull();
  });

  it('takes the sending IP from the oldest Received header that names one', () => {
    expect(
      sendingIpOf([
        'from localhost (localhost [127.0.0.1]) by mx.rcpt.example with LMTP',
        'from out.sender.example (out.sender.example [198.51.100.7]) by mx.rcpt.example with ESMTPS',
        'by out.sender.example (Postfix, from userid 0)',
      ]),
    ).toBe('198.51.100.7');
    expect(sendingIpOf(['from x (x [IPv6:2001:DB8::1]) by y'])).toBe('2001:db8::1');
    expect(sendingIpOf(['by y with local'])).toBeNull();
  });

  it('knows the providers by their MX and keeps an answer for its TTL only', async () => {
    expect(providerOfMx(['ASPMX.L.GOOGLE.COM.'])).toBe('google');
    expect(providerOfMx(['acme-com.mail.protection.outlook.com'])).toBe('microsoft');
    expect(providerOfMx(['mta5.am0.yahoodns.net'])).toBe('yahoo');
    expect(providerOfMx(['mx.acme.example', 'notgoogle.com'])).toBe('other');
    let clock = 0;
    const asked: string[] = [];
    const providerOf = createMxProviders(
      {
        mxHosts: async (domain: string) => {
          asked.push(domain);
          if (domain === 'down.example')
            throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
          return ['eu-smtp-inbound-1.mimecast.com'];
        },
      } as DnsLookup,
      1000,
      () => clock,
    );
    expect(await providerOf('a@acme.example')).toBe('other');
    expect(await providerOf('b@ACME.example')).toBe('other');
    expect(await providerOf('c@outlook.com')).toBe('microsoft');
    expect(asked).toEqual(['acme.example']);
    clock = 1001;
    await providerOf('d@acme.example');
    expect(asked).toEqual(['acme.example', 'acme.example']);
    expect(await providerOf('e@down.example')).toBe('other');
    await providerOf('e@down.example');
    expect(asked.filter((d) => d === 'down.example')).toHaveLength(2);
  });
});
