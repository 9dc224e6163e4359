import { draw } from '../../lib/draw.js';
import { newId } from '../../lib/ids.js';
import {
  type AuthVerdict,
  type FoundMail,
  type MailNetwork,
  NEUTRAL_SIGNALS,
  WARMUP_TAG_HEADER,
} from '../mail-network.js';
import { fail, succeed } from '../result.js';
import { hasMailMagic } from './magic.js';
import { simulatedSource } from './mail-source.js';
import { memoryMailStore, parseAuth, type SimMailStore, type SimStoredMail } from './mail-store.js';
import { placeMessage } from './placement.js';
import { sandboxSendingIp } from './sending-ip.js';

export interface SimMailNetworkOptions {
  /** MAILWRIGHT_MAIL_SEED: the seed of the placement draws. */
  seed: string;
  store?: SimMailStore;
  now?: () => number;
}

/**
 * A simulated internet of mailboxes: every address exists and receives; where a message lands
 * comes from the placement model (`placement.ts`) on the signals the sender's side passes, and
 * from the magic values of `magic.ts` (MAIL_MAGIC). Sign-in needs a password but any is taken
 * (the simulator keeps no accounts); an empty one is refused.
 */
export function createSimMailNetwork(options: SimMailNetworkOptions): MailNetwork {
  const store = options.store ?? memoryMailStore();
  const now = options.now ?? Date.now;
  const owned = async (email: string, ref: string) => {
    const mail = await store.get(ref);
    return mail && mail.mailbox === email.toLowerCase() ? mail : undefined;
  };
  /** Submissions per `sendflaky` sender, which lives in the instance (each worker its own). */
  const flakySends = new Map<string, number>();
  const signIn = (password: string) =>
    password === '' ? fail('auth_failed', 'The host refused the sign-in') : null;

  return {
    async send(from, mail) {
      const refused = signIn(from.password);
      if (refused) return refused;
      if (hasMailMagic(from.email, 'sendflaky')) {
        const key = from.email.toLowerCase();
        const attempts = (flakySends.get(key) ?? 0) + 1;
        flakySends.set(key, attempts);
        if (attempts % 2 === 1)
          return fail('unavailable', 'The submission server is busy, try again later', true);
      }
      const sentAt = new Date(now()).toISOString();
      const sendingIp = sandboxSendingIp(options.seed, from, mail.messageId);
      const to = mail.to.toLowerCase();
      if (hasMailMagic(to, 'hardbounce'))
        return succeed({
          messageId: mail.messageId,
          sentAt,
          sendingIp,
          bounce: { type: 'hard' as const, diagnostic: `550 5.1.1 <${to}>: user unknown` },
        });
      if (
        hasMailMagic(from.email, 'bouncing') &&
        draw(options.seed, mail.messageId, 'bouncing') < 0.25
      )
        return succeed({
          messageId: mail.messageId,
          sentAt,
          sendingIp,
          bounce: { type: 'hard' as const, diagnostic: `550 5.1.1 <${to}>: user unknown` },
        });
      if (hasMailMagic(to, 'softbounce'))
        return succeed({
          messageId: mail.messageId,
          sentAt,
          sendingIp,
          bounce: { type: 'soft' as const, diagnostic: `452 4.2.2 <${to}>: mailbox full` },
        });
      const base = mail.signals ?? NEUTRAL_SIGNALS;
      const signals = {
        ...base,
        listings: base.listings + (hasMailMagic(from.email, 'listed') ? 1 : 0),
      };
      const placed = placeMessage(options.seed, mail.messageId, signals, mail);
      const folder = hasMailMagic(from.email, 'spamfolder') ? 'spam' : placed.folder;
      const spf: AuthVerdict = signals.auth.spf ? 'pass' : 'none';
      const dkim: AuthVerdict = signals.auth.dkim ? 'pass' : 'none';
      const dmarc: AuthVerdict = !signals.auth.dmarc
        ? 'none'
        : spf === 'pass' || dkim === 'pass'
          ? 'pass'
          : 'fail';
      await store.put({
        id: newId(),
        mailbox: to,
        message_id: mail.messageId,
        in_reply_to: mail.inReplyTo ?? null,
        sender: from.email.toLowerCase(),
        recipient: to,
        subject: mail.subject,
        tag: mail.headers?.[WARMUP_TAG_HEADER] ?? null,
        folder,
        seen: 0,
        flagged: 0,
        auth: `spf=${spf} dkim=${dkim} dmarc=${dmarc}`,
        received_at: sentAt,
        raw: await simulatedSource(from, mail, {
          at: sentAt,
          ip: sendingIp,
          auth: { spf, dkim, dmarc },
        }),
      });
      return succeed({ messageId: mail.messageId, sentAt, bounce: null, sendingIp });
    },

    async find(account, query) {
      const refused = signIn(account.password);
      if (refused) return refused;
      const found = await store.find(account.email.toLowerCase(), query);
      return succeed({ messages: found.map(toFound) });
    },

    async move(account, ref, to) {
      const refused = signIn(account.password);
      if (refused) return refused;
      if (!(await owned(account.email, ref))) return fail('not_found', 'No such message');
      await store.update(ref, { folder: to });
      return succeed({ ref });
    },

    async mark(account, ref, flags) {
      const refused = signIn(account.password);
      if (refused) return refused;
      if (!(await owned(account.email, ref))) return fail('not_found', 'No such message');
      await store.update(ref, {
        ...(flags.seen === undefined ? {} : { seen: flags.seen ? 1 : 0 }),
        ...(flags.flagged === undefined ? {} : { flagged: flags.flagged ? 1 : 0 }),
      });
      return succeed({});
    },

    async readFolder() {
      return fail(
        'unsupported',
        'The simulated network has no folders to read: its mail is in the ledger as it moves',
      );
    },

    async browse() {
      return fail(
        'unsupported',
        'The simulated network has no folders to browse: its mail is in the database',
      );
    },

    async source() {
      return fail(
        'unsupported',
        'The simulated network has no folders to browse: its mail is in the database',
      );
    },
  };
}

function toFound(mail: SimStoredMail): FoundMail {
  return {
    ref: mail.id,
    messageId: mail.message_id,
    inReplyTo: mail.in_reply_to,
    from: mail.sender,
    to: mail.recipient,
    subject: mail.subject,
    folder: mail.folder,
    receivedAt: mail.received_at,
    seen: mail.seen === 1,
    flagged: mail.flagged === 1,
    auth: parseAuth(mail.auth),
    tag: mail.tag,
  };
}
