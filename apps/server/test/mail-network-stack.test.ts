import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createImapMailNetwork } from '../src/providers/imap/mail-network.js';
import type { MailAccount } from '../src/providers/mail-network.js';
import { createMailServerHost } from '../src/providers/mailserver/mailbox-host.js';
import { createDnsLookup } from '../src/providers/resolver.js';
import {
  findArrived,
  mailNetworkContract,
  messageIdFor,
} from './providers/mail-network.contract.js';
import { describeOnceOnMailStack, useMailStack } from './support/mailstack.js';

/**
 * The mail network contract against the real adapter (SMTP submission + IMAP) on a private
 * loopback Postfix + Dovecot stack, with SMTP mailboxes made by the mail server's MailboxHost.
 * It uses no Mailwright database, so it runs in the SQLite project only.
 */
const run = randomBytes(3).toString('hex');
let serial = 0;

describeOnceOnMailStack('the real mail network on a loopback mail stack', () => {
  const stack = useMailStack();
  const domains: string[] = [];
  const mailbox = async (domain: string): Promise<MailAccount> => {
    if (!domains.includes(domain)) {
      const status = await stack.powerdns('POST', '', {
        name: `${domain}.`,
        kind: 'Native',
        nameservers: ['ns1.elsewhere.example.'],
        rrsets: [
          {
            name: `${domain}.`,
            type: 'MX',
            ttl: 60,
            records: [{ content: `10 ${stack.spec.hostname}.`, disabled: false }],
          },
        ],
      });
      expect(status).toBe(201);
      domains.push(domain);
    }
    serial += 1;
    const email = `user${serial}@${domain}`;
    const password = `pw-Strong-${randomBytes(6).toString('hex')}`;
    const host = createMailServerHost({
      stackDir: stack.dir,
      lookup: createDnsLookup([`127.0.0.1:${stack.spec.ports.dns}`]),
    });
    const created = await host.createAccount({
      platform: 'SMTP',
      email,
      domain,
      accountId: null,
      firstName: 'Ana',
      lastName: 'Lima',
      password,
      appPassword: '',
      isAdmin: false,
    });
    if (!created.ok) throw new Error(created.error.message);
    return { email, platform: 'SMTP', password };
  };
  const network = () =>
    createImapMailNetwork((platform) =>
      platform === 'SMTP'
        ? { smtp: stack.spec.client.submission, imap: stack.spec.client.imap, tls: false }
        : null,
    );

  mailNetworkContract('IMAP and SMTP submission (Postfix + Dovecot)', {
    create: network,
    readsFolders: true,
    accounts: async () => [await mailbox(`ana-${run}.example`), await mailbox(`bo-${run}.example`)],
    unknownRecipient: async () => `nobody${serial}@bo-${run}.example`,
    async sendIntoSpam(net, to) {
      const from = await mailbox(`ana-${run}.example`);
      const messageId = messageIdFor(from);
      const sent = await net.send(from, {
        messageId,
        to: to.email,
        subject: 'Limited time offer',
        text: 'Act now.',
      });
      expect(sent.ok).toBe(true);
      // Filed in the spam folder as a receiving filter would.
      const [arrived] = await findArrived(net, to, { messageId });
      const moved = await net.move(to, arrived?.ref as string, 'spam');
      expect(moved.ok).toBe(true);
      return messageId;
    },
  });
});
