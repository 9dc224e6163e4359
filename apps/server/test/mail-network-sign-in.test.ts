import { expect, it } from 'vitest';
import { createImapMailNetwork } from '../src/providers/imap/mail-network.js';
import type { MailAccount } from '../src/providers/mail-network.js';
import type { ProviderFailure, ProviderResult } from '../src/providers/result.js';
import { describeOnlyOn } from './support/describe.js';
import { useFakeMailServers } from './support/fake-mail-servers.js';

/**
 * What the real mail-network adapter answers when a server refuses the sign-in: a temporary
 * failure of the server (Dovecot's `NO [UNAVAILABLE]`, Postfix's `454 4.7.0`) is a retryable
 * `unavailable`, wrong credentials (`NO [AUTHENTICATIONFAILED]`, `535 5.7.8`) are `auth_failed`;
 * either way the message carries the server's words and never the password. Against small fake
 * servers on loopback, since no real one refuses on demand (mail-network-stack.test.ts runs the
 * adapter on a real Dovecot and Postfix).
 */
describeOnlyOn(
  'sqlite',
  'it uses no database',
  'the real mail network when a sign-in is refused',
  () => {
    const fake = useFakeMailServers();
    const password = 'pw-Secret-7f3a91';
    const account: MailAccount = { email: 'ana@example.test', platform: 'SMTP', password };
    const network = () =>
      createImapMailNetwork(() => ({
        smtp: { host: '127.0.0.1', port: fake.smtpPort },
        imap: { host: '127.0.0.1', port: fake.imapPort },
        tls: false,
      }));
    const send = () =>
      network().send(account, {
        messageId: '<m1@example.test>',
        to: 'bo@example.test',
        subject: 'hello',
        text: 'hello',
      });
    const find = () => network().find(account, { tag: 'x' });
    const failure = (result: ProviderResult): ProviderFailure['error'] => {
      expect(result.ok).toBe(false);
      const { error } = result as ProviderFailure;
      expect(error.message).not.toContain(password);
      expect(error.message).not.toContain(Buffer.from(password).toString('base64'));
      expect(error.message).not.toContain(
        Buffer.from(`\u0000${account.email}\u0000${password}`).toString('base64'),
      );
      return error;
    };

    it('IMAP NO [UNAVAILABLE] is a retryable unavailable that quotes the server', async () => {
      fake.imapReply = 'NO [UNAVAILABLE] Temporary authentication failure. [fake:2026-11-24]';
      expect(failure(await find())).toEqual({
        code: 'unavailable',
        retryable: true,
        message: expect.stringContaining(
          'NO [UNAVAILABLE] Temporary authentication failure. [fake:2026-11-24]',
        ),
      });
    });

    it('the other temporary IMAP codes are unavailable too', async () => {
      for (const code of ['INUSE', 'LIMIT', 'SERVERBUG']) {
        fake.imapReply = `NO [${code}] Try again later`;
        const error = failure(await find());
        expect([error.code, error.retryable, error.message]).toEqual([
          'unavailable',
          true,
          expect.stringContaining(`[${code}] Try again later`),
        ]);
      }
    });

    it('IMAP NO [AUTHENTICATIONFAILED], or a NO without a code, is auth_failed', async () => {
      fake.imapReply = 'NO [AUTHENTICATIONFAILED] Authentication failed.';
      expect(failure(await find())).toEqual({
        code: 'auth_failed',
        retryable: false,
        message: expect.stringContaining('NO [AUTHENTICATIONFAILED] Authentication failed.'),
      });
      fake.imapReply = 'NO LOGIN failed.';
      expect(failure(await find())).toMatchObject({ code: 'auth_failed', retryable: false });
    });

    it('an IMAP server that echoes the sign-in never puts the password in the message', async () => {
      fake.imapReply = 'NO [UNAVAILABLE] cannot process {command}';
      const error = failure(await find());
      expect(error.code).toBe('unavailable');
      expect(error.message).toContain('[redacted]');
    });

    it('SMTP 454 4.7.0 on AUTH is a retryable unavailable that quotes the server', async () => {
      fake.smtpReply = '454 4.7.0 Temporary authentication failure';
      expect(failure(await send())).toEqual({
        code: 'unavailable',
        retryable: true,
        message: expect.stringContaining('454 4.7.0 Temporary authentication failure'),
      });
      fake.smtpReply = '421 4.3.0 Service not available, try later';
      expect(failure(await send())).toMatchObject({ code: 'unavailable', retryable: true });
    });

    it('SMTP 535 5.7.8 on AUTH is auth_failed', async () => {
      fake.smtpReply = '535 5.7.8 Error: authentication failed: authentication failure';
      expect(failure(await send())).toEqual({
        code: 'auth_failed',
        retryable: false,
        message: expect.stringContaining(
          '535 5.7.8 Error: authentication failed: authentication failure',
        ),
      });
    });

    it('an SMTP server that echoes the AUTH line never puts the credentials in the message', async () => {
      fake.smtpReply = '454 4.7.0 Temporary failure for {command}';
      const error = failure(await send());
      expect(error.code).toBe('unavailable');
      expect(error.message).toContain('[redacted]');
    });
  },
);
