import { beforeEach, expect, it } from 'vitest';
import { createImapMailNetwork } from '../src/providers/imap/mail-network.js';
import type { MailAccount } from '../src/providers/mail-network.js';
import type { ProviderFailure, ProviderResult } from '../src/providers/result.js';
import { describeOnlyOn } from './support/describe.js';
import { useFakeMailServers } from './support/fake-mail-servers.js';

/**
 * What the real mail-network adapter answers when, after a sign-in the server took, a command
 * fails: the server drops the connection, or answers NO or BAD to SELECT, UID SEARCH, FETCH,
 * MOVE or STORE. Every method returns a result (never throws): a lost connection or a temporary
 * code is the retryable `unavailable`, a refusal `refused` (not retryable), quoting the server
 * and never the password. SMTP: a connection lost mid-DATA is `unavailable` too. Against the fake
 * IMAP and SMTP servers on loopback.
 */
describeOnlyOn(
  'sqlite',
  'it uses no database',
  'the real mail network when a command fails after the sign-in',
  () => {
    const fake = useFakeMailServers();
    const password = 'pw-Secret-7f3a91';
    const account: MailAccount = { email: 'ana@example.test', platform: 'SMTP', password };
    const network = createImapMailNetwork(() => ({
      smtp: { host: '127.0.0.1', port: fake.smtpPort },
      imap: { host: '127.0.0.1', port: fake.imapPort },
      tls: false,
    }));
    // A ref to the fake INBOX's one message, as `find` would hand it out.
    const ref = Buffer.from(
      JSON.stringify({ account: account.email, path: 'INBOX', validity: '7', uid: 1 }),
    ).toString('base64url');
    const methods: Record<string, () => Promise<ProviderResult>> = {
      find: () => network.find(account, { tag: 'mw-1' }),
      move: () => network.move(account, ref, 'inbox'),
      mark: () => network.mark(account, ref, { seen: true }),
      readFolder: () => network.readFolder(account, 'inbox', { uidValidity: '7', nextUid: 1 }, 10),
    };
    /** Each method's result: a failure without the password, never a throw. */
    const failures = async (names = Object.keys(methods)) => {
      const out: Record<string, ProviderFailure['error']> = {};
      for (const name of names) {
        const result = await (methods[name] as () => Promise<ProviderResult>)().catch(
          (error: unknown) => ({ thrown: String(error) }),
        );
        expect(result, name).toMatchObject({ ok: false });
        const { error } = result as ProviderFailure;
        expect(error.message).not.toContain(password);
        out[name] = error;
      }
      return out;
    };

    beforeEach(() => {
      fake.imapReply = 'OK signed in';
      fake.imapCommands = {};
      fake.smtpCommands = {};
    });

    it('signed in, every method works on the fake INBOX (the fake is good enough)', async () => {
      expect(await methods.find?.()).toEqual({ ok: true, messages: [] });
      expect(await methods.mark?.()).toEqual({ ok: true });
      expect(await methods.readFolder?.()).toMatchObject({ ok: true, uidValidity: '7' });
    });

    it('a connection dropped after the sign-in is a retryable unavailable for every method', async () => {
      fake.imapCommands = { SELECT: 'drop', EXAMINE: 'drop' };
      for (const [name, error] of Object.entries(await failures()))
        expect([name, error.code, error.retryable]).toEqual([name, 'unavailable', true]);
    });

    it('a connection dropped mid-search, mid-move or mid-store is unavailable too', async () => {
      fake.imapCommands = { 'UID SEARCH': 'drop', 'UID MOVE': 'drop', 'UID STORE': 'drop' };
      for (const [name, error] of Object.entries(await failures()))
        expect([name, error.code, error.retryable]).toEqual([name, 'unavailable', true]);
    });

    it('NO to SELECT is refused, not retryable, in the server words', async () => {
      const no = 'NO Mailbox is locked by an administrator';
      fake.imapCommands = { SELECT: no, EXAMINE: no };
      for (const [name, error] of Object.entries(await failures()))
        expect([name, error]).toEqual([
          name,
          { code: 'refused', retryable: false, message: expect.stringContaining(no) },
        ]);
    });

    it('NO [UNAVAILABLE] to SELECT is a retryable unavailable; NO [NONEXISTENT] is not_found', async () => {
      const busy = 'NO [UNAVAILABLE] Backend temporarily down';
      fake.imapCommands = { SELECT: busy, EXAMINE: busy };
      for (const [name, error] of Object.entries(await failures()))
        expect([name, error]).toEqual([
          name,
          { code: 'unavailable', retryable: true, message: expect.stringContaining(busy) },
        ]);
      const gone = 'NO [NONEXISTENT] Mailbox does not exist';
      fake.imapCommands = { SELECT: gone, EXAMINE: gone };
      for (const [name, error] of Object.entries(await failures()))
        expect([name, error.code, error.retryable]).toEqual([name, 'not_found', false]);
    });

    it('BAD to UID SEARCH is refused, not "nothing found"', async () => {
      fake.imapCommands = { 'UID SEARCH': 'BAD Error in IMAP command UID SEARCH' };
      for (const [name, error] of Object.entries(await failures(['find', 'readFolder'])))
        expect([name, error.code, error.retryable]).toEqual([name, 'refused', false]);
    });

    it('NO to UID MOVE or UID STORE is refused, not a silent success', async () => {
      fake.imapCommands = { 'UID MOVE': 'NO Quota exceeded', 'UID STORE': 'NO Read-only' };
      for (const [name, error] of Object.entries(await failures(['move', 'mark'])))
        expect([name, error.code, error.retryable]).toEqual([name, 'refused', false]);
    });

    it('a server that echoes the command never puts the password in the message', async () => {
      fake.imapCommands = { SELECT: `NO cannot select, ${password} {command}` };
      const { move } = await failures(['move']);
      expect(move?.message).toContain('[redacted]');
    });

    it('SMTP: a connection dropped mid-DATA is a retryable unavailable; a 4xx/5xx to it quotes the server', async () => {
      fake.smtpReply = '235 2.7.0 Authentication successful';
      const send = () =>
        network.send(account, {
          messageId: '<m1@example.test>',
          to: 'bo@example.test',
          subject: 'hello',
          text: 'hello',
        });
      fake.smtpCommands = {};
      expect(await send()).toMatchObject({ ok: true, bounce: null });
      fake.smtpCommands = { '.': 'drop' };
      const dropped = await send().catch((error: unknown) => ({ thrown: String(error) }));
      expect(dropped).toMatchObject({ ok: false, error: { code: 'unavailable', retryable: true } });
      fake.smtpCommands = { DATA: 'drop' };
      expect(await send()).toMatchObject({
        ok: false,
        error: { code: 'unavailable', retryable: true },
      });
      fake.smtpCommands = { '.': '451 4.3.0 Queue file write error' };
      expect(await send()).toMatchObject({
        ok: false,
        error: {
          code: 'unavailable',
          retryable: true,
          message: expect.stringContaining('451 4.3.0 Queue file write error'),
        },
      });
      fake.smtpCommands = {};
    });
  },
);
