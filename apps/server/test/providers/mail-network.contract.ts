import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type FoundMail,
  type MailAccount,
  type MailNetwork,
  type MailQuery,
  replyTo,
  WARMUP_TAG_HEADER,
} from '../../src/providers/mail-network.js';
import type { ProviderResult } from '../../src/providers/result.js';
import { waitFor } from '../support/wait.js';
import { expectFailure } from './registrar.contract.js';

export interface MailNetworkFixtures {
  create(): MailNetwork;
  /** Two accounts on different domains of the network, able to write to each other. */
  accounts(): Promise<[MailAccount, MailAccount]>;
  /** An address the network refuses at submission (no such mailbox). */
  unknownRecipient(): Promise<string>;
  /**
   * Gets a message from `from` into `to`'s spam folder and returns its Message-ID: the simulator
   * through its `spamfolder` magic sender; a real stack by filing it there as a spam filter would.
   */
  sendIntoSpam(network: MailNetwork, to: MailAccount): Promise<string>;
  /** Whether the network has folders to read (`readFolder`); the simulator answers `unsupported`. */
  readsFolders: boolean;
}

/** A fresh Message-ID on `account`'s domain. */
export function messageIdFor(account: MailAccount): string {
  return `<${randomBytes(8).toString('hex')}@${account.email.split('@')[1]}>`;
}

function ok<T extends object>(result: ProviderResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

/** Finds the messages matching `query`, waiting for delivery (a real stack takes a moment). */
export async function findArrived(
  network: MailNetwork,
  account: MailAccount,
  query: MailQuery,
  count = 1,
): Promise<FoundMail[]> {
  let found: FoundMail[] = [];
  await waitFor(
    async () => {
      found = ok(await network.find(account, query)).messages;
      return found.length >= count;
    },
    20_000,
    `${JSON.stringify(query)} did not reach ${account.email}`,
  );
  return found;
}

/** The behaviour every mail-network adapter must have. */
export function mailNetworkContract(label: string, f: MailNetworkFixtures): void {
  describe(`mail network contract: ${label}`, () => {
    const network = f.create();

    it('reads a folder in order from where a reader stopped, and again from the start once renumbered', async () => {
      const [ana, bo] = await f.accounts();
      const start = { uidValidity: null, nextUid: 1 };
      if (!f.readsFolders) {
        const failure = expectFailure(await network.readFolder(bo, 'inbox', start, 10), false);
        expect(failure.code).toBe('unsupported');
        return;
      }
      const ids = [messageIdFor(ana), messageIdFor(ana)];
      for (const messageId of ids) {
        ok(await network.send(ana, { messageId, to: bo.email, subject: 'Read me', text: 'Hi' }));
        await findArrived(network, bo, { messageId });
      }
      const has = (raw: Buffer, id: string) => raw.toString('latin1').includes(id);
      const first = ok(await network.readFolder(bo, 'inbox', start, 1));
      expect(first).toMatchObject({ restarted: false, more: true });
      expect(first.messages).toHaveLength(1);
      expect(has(first.messages[0]?.raw as Buffer, ids[0] as string)).toBe(true);
      const rest = ok(await network.readFolder(bo, 'inbox', first, 10));
      expect(rest).toMatchObject({ uidValidity: first.uidValidity, restarted: false, more: false });
      expect(rest.messages.map((m) => has(m.raw, ids[1] as string))).toEqual([true]);
      expect(rest.messages[0]?.uid).toBeGreaterThan(first.messages[0]?.uid as number);
      expect(ok(await network.readFolder(bo, 'inbox', rest, 10)).messages).toEqual([]);
      const renumbered = ok(
        await network.readFolder(bo, 'inbox', { ...rest, uidValidity: `${rest.uidValidity}0` }, 10),
      );
      expect(renumbered).toMatchObject({ restarted: true, uidValidity: rest.uidValidity });
      expect(renumbered.messages).toHaveLength(2);
      // ana has no sent folder (nothing filed one): nothing to read there.
      expect(ok(await network.readFolder(ana, 'sent', start, 10)).messages).toEqual([]);
    });

    it('browses INBOX and spam, by folder and by search, and reads a message’s source', async () => {
      const [ana, bo] = await f.accounts();
      if (!f.readsFolders) {
        for (const result of [
          await network.browse(bo, { limit: 10 }),
          await network.source(bo, 'any'),
        ])
          expect(expectFailure(result, false).code).toBe('unsupported');
        return;
      }
      const hello = messageIdFor(ana);
      ok(
        await network.send(ana, {
          messageId: hello,
          to: bo.email,
          subject: 'Browse me',
          text: 'Hi',
        }),
      );
      await findArrived(network, bo, { messageId: hello });
      const junk = await f.sendIntoSpam(network, bo);
      const all = ok(await network.browse(bo, { limit: 10 })).messages;
      expect(all.map((m) => [m.messageId, m.folder]).sort()).toEqual(
        [
          [hello, 'inbox'],
          [junk, 'spam'],
        ].sort(),
      );
      const ids = async (query: Parameters<MailNetwork['browse']>[1]) =>
        ok(await network.browse(bo, query)).messages.map((m) => m.messageId);
      expect(await ids({ folder: 'spam', limit: 10 })).toEqual([junk]);
      expect(await ids({ folder: 'inbox', limit: 10 })).toEqual([hello]);
      expect(await ids({ text: 'Browse me', limit: 10 })).toEqual([hello]);
      expect(await ids({ text: 'nothing says this', limit: 10 })).toEqual([]);
      const ref = all.find((m) => m.messageId === hello)?.ref as string;
      const source = ok(await network.source(bo, ref));
      expect(source.folder).toBe('inbox');
      expect(source.raw.toString('latin1')).toContain(hello);
      // Another account's ref is not found in this one.
      expect(expectFailure(await network.source(ana, ref), false).code).toBe('not_found');
    });

    it('sends a message that the recipient finds by Message-ID, unread, with its headers', async () => {
      const [ana, bo] = await f.accounts();
      const messageId = messageIdFor(ana);
      const sent = ok(
        await network.send(ana, {
          messageId,
          to: bo.email,
          subject: 'Quick question about next week',
          text: 'Are you around on Tuesday?',
        }),
      );
      expect(sent.messageId).toBe(messageId);
      expect(sent.bounce).toBeNull();
      expect(Number.isNaN(Date.parse(sent.sentAt))).toBe(false);
      const [found] = await findArrived(network, bo, { messageId });
      expect(found).toMatchObject({
        messageId,
        from: ana.email,
        to: bo.email,
        subject: 'Quick question about next week',
        inReplyTo: null,
        seen: false,
        flagged: false,
        tag: null,
      });
      expect(['inbox', 'promotions', 'updates', 'spam']).toContain(found?.folder);
      for (const verdict of Object.values(found?.auth ?? {}))
        expect(['pass', 'fail', 'none']).toContain(verdict);
      expect(ok(await network.find(ana, { messageId })).messages).toEqual([]);
    });

    it('finds warmup mail by its tag', async () => {
      const [ana, bo] = await f.accounts();
      const tag = `wu-${randomBytes(4).toString('hex')}`;
      const messageId = messageIdFor(ana);
      ok(
        await network.send(ana, {
          messageId,
          to: bo.email,
          subject: 'Notes from today',
          text: 'Sharing the notes.',
          headers: { [WARMUP_TAG_HEADER]: tag },
        }),
      );
      const [found] = await findArrived(network, bo, { tag });
      expect(found).toMatchObject({ messageId, tag });
    });

    it('finds a message in spam, rescues it to the inbox, marks it read and important', async () => {
      const [, bo] = await f.accounts();
      const messageId = await f.sendIntoSpam(network, bo);
      const [inSpam] = await findArrived(network, bo, { messageId });
      expect(inSpam?.folder).toBe('spam');
      const moved = ok(await network.move(bo, inSpam?.ref as string, 'inbox'));
      ok(await network.mark(bo, moved.ref, { seen: true, flagged: true }));
      const [rescued] = ok(await network.find(bo, { messageId })).messages;
      expect(rescued).toMatchObject({ messageId, folder: 'inbox', seen: true, flagged: true });
      ok(await network.mark(bo, rescued?.ref as string, { flagged: false }));
      const [unflagged] = ok(await network.find(bo, { messageId })).messages;
      expect(unflagged).toMatchObject({ seen: true, flagged: false });
    });

    it('replies in the thread: the sender finds the answer to its message', async () => {
      const [ana, bo] = await f.accounts();
      const messageId = messageIdFor(ana);
      ok(
        await network.send(ana, {
          messageId,
          to: bo.email,
          subject: 'Lunch?',
          text: 'Lunch on Friday?',
        }),
      );
      const [original] = await findArrived(network, bo, { messageId });
      const answerId = messageIdFor(bo);
      ok(
        await network.send(
          bo,
          replyTo(original as FoundMail, { messageId: answerId, text: 'Friday works.' }),
        ),
      );
      const [answer] = await findArrived(network, ana, { messageId: answerId });
      expect(answer).toMatchObject({
        from: bo.email,
        subject: 'Re: Lunch?',
        inReplyTo: messageId,
      });
    });

    it('reports a recipient refused at submission as a hard bounce', async () => {
      const [ana] = await f.accounts();
      const sent = ok(
        await network.send(ana, {
          messageId: messageIdFor(ana),
          to: await f.unknownRecipient(),
          subject: 'Hello',
          text: 'Hello',
        }),
      );
      expect(sent.bounce?.type).toBe('hard');
      expect(sent.bounce?.diagnostic).toMatch(/^5\d\d/);
    });

    it('refuses to sign in without the password', async () => {
      const [ana, bo] = await f.accounts();
      const failure = expectFailure(
        await network.send(
          { ...ana, password: '' },
          { messageId: messageIdFor(ana), to: bo.email, subject: 'x', text: 'x' },
        ),
        false,
      );
      expect(failure.code).toBe('auth_failed');
      expectFailure(await network.find({ ...bo, password: '' }, { tag: 'x' }), false);
    });

    it('finds nothing for a Message-ID that never arrived, and cannot touch another mailbox’s copy', async () => {
      const [ana, bo] = await f.accounts();
      expect(ok(await network.find(bo, { messageId: messageIdFor(ana) })).messages).toEqual([]);
      const messageId = messageIdFor(ana);
      ok(await network.send(ana, { messageId, to: bo.email, subject: 'Mine', text: 'x' }));
      const [found] = await findArrived(network, bo, { messageId });
      expect((await network.mark(ana, found?.ref as string, { seen: true })).ok).toBe(false);
    });
  });
}
