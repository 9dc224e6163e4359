import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { draw } from '../../lib/draw.js';
import {
  findMailboxMessages,
  type MailMessageRow,
  providerOfAddress,
  recordMail,
  sendMail,
} from '../mail/surface.js';
import { type CampaignResponse, scheduleCampaignResponse } from './campaign-response.job.js';

/** The recipient domains simulated campaigns write to, with their providers by name. */
export const CAMPAIGN_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'acme-corp.example',
  'globex.example',
];

/**
 * Magic values in a sending mailbox's username (as in docs/sandbox.md): `highbounce` makes a
 * third of its recipients unknown (hard bounces), `authfail` has Google and Microsoft refuse its
 * mail for failing authentication (550 5.7.26), `replyheavy` gets a reply to 30 % of its threads.
 */
export const CAMPAIGN_MAGIC = {
  highbounce: 'A third of its campaign recipients do not exist: hard bounces.',
  authfail: 'Google and Microsoft recipients refuse its mail: 550 5.7.26 unauthenticated.',
  replyheavy: '30 % of its threads get a human reply (default 3 %).',
} as const;

/**
 * The bodies simulated campaigns send: three first-touch templates and one follow-up, each
 * personalised per recipient (a first name, a number, a link carrying the recipient), so each template's messages differ in text but share one body template
 * (docs/api/insights.md, "Body templates").
 */
export const CAMPAIGN_TEMPLATES = [
  'Hi {first},\n\nI noticed you are hiring. Teams like yours cut onboarding time by {n}% with us: {link}\n\nWould a short call next week make sense?',
  'Hello {first},\n\nQuick question: who on your team looks after outbound? We booked {n} meetings last month for a team your size.\n\nMore at {link}',
  'Hey {first}!\n\nYour team came up in our research. Here is a {n}-minute video on how we would help: {link}\n\nWorth a look?',
] as const;
export const CAMPAIGN_FOLLOW_UP =
  'Hi {first},\n\nJust floating this to the top of your inbox. {n} minutes next week? {link}';
const FIRST_NAMES = ['Anna', 'Ben', 'Chloé', 'Dev', 'Emma', 'Farid', 'Grace', 'Hugo'];

/** A campaign body for `to`: the template personalised with the recipient's details. */
export function campaignBody(seed: string, template: string, to: string): string {
  const user = to.split('@')[0] ?? '';
  const pick = (part: string) => draw(seed, 'campaign-body', to, part);
  return template
    .replace('{first}', FIRST_NAMES[Math.floor(pick('first') * FIRST_NAMES.length)] as string)
    .replace('{n}', String(2 + Math.floor(pick('n') * 40)))
    .replace('{link}', `https://cal.example.com/meet?r=${encodeURIComponent(user)}`);
}

export interface CampaignMailbox {
  teamId: string;
  workspaceId: string;
  mailboxId: string;
  domainId: string;
  email: string;
  platform: string;
}

/**
 * One day of a simulated campaign from `mailbox`, its sends over the 8 hours ending at `at` (the
 * time line's now): `firstTouches` new threads and a follow-up to each unanswered thread of
 * `openThreads`; recipients reply (1 to 30 hours later), auto-reply or bounce as the seeded draws
 * and the magic values say. An answer is written when its time comes: at once when it is not
 * after `at`, else by a job scheduled then on the workspace's time line. Returns the threads not
 * answered by `at` (open for tomorrow's follow-ups unless an answer comes first).
 */
export async function runCampaignDay(
  ctx: AppContext,
  mailbox: CampaignMailbox,
  input: { at: Date; firstTouches: number; openThreads?: MailMessageRow[]; seed?: string },
): Promise<MailMessageRow[]> {
  const seed = input.seed ?? ctx.config.sandbox.mailSeed;
  const user = mailbox.email.split('@')[0] ?? '';
  const replyRate = user.includes('replyheavy') ? 0.3 : 0.03;
  const open: MailMessageRow[] = [];
  const plan: Array<{ to: string; start?: MailMessageRow }> = [];
  for (let i = 0; i < input.firstTouches; i++) {
    const domain = CAMPAIGN_DOMAINS[i % CAMPAIGN_DOMAINS.length] as string;
    const tag = user.includes('highbounce') && i % 3 === 0 ? '-hardbounce' : '';
    plan.push({ to: `lead${input.at.getTime().toString(36)}${i}${tag}@${domain}` });
  }
  // Each open thread as the ledger has it now: one answered since it was listed gets no follow-up.
  for (const start of await currentRows(ctx, input.openThreads ?? []))
    plan.push({ to: start.recipient, start });
  // The same day run again (a retried job) finds what it already sent by its Message-IDs and
  // sends only the rest, recording only outcomes not yet recorded.
  const messageIds = plan.map((item, i) =>
    campaignMessageId(mailbox, input.at, item.start?.id ?? String(i)),
  );
  const sentBefore = new Map(
    (await findMailboxMessages(ctx.db, mailbox.mailboxId, messageIds)).map((m) => [
      m.message_id,
      m,
    ]),
  );
  const now = input.at.toISOString();
  const step = Math.floor((8 * 3_600_000) / Math.max(1, plan.length));
  for (const [i, item] of plan.entries()) {
    // The day's sends spread over the 8 hours up to `at`, so none is later than the time line's now.
    const at = new Date(input.at.getTime() - (plan.length - 1 - i) * step).toISOString();
    const messageId = messageIds[i] as string;
    const earlier = sentBefore.get(messageId);
    if (!earlier && item.start && answeredBy(item.start, at)) continue;
    const sent = earlier
      ? { ok: true as const, message: earlier }
      : await sendMail(ctx, {
          kind: 'campaign',
          from: {
            teamId: mailbox.teamId,
            workspaceId: mailbox.workspaceId,
            mailboxId: mailbox.mailboxId,
            domainId: mailbox.domainId,
            account: { email: mailbox.email, platform: mailbox.platform, password: 'sandbox' },
          },
          to: { address: item.to, provider: providerOfAddress(item.to), mailboxId: null },
          mail: {
            messageId,
            to: item.to,
            subject: item.start
              ? `Re: ${item.start.subject ?? 'Quick question'}`
              : 'Quick question',
            text: campaignBody(
              seed,
              item.start
                ? CAMPAIGN_FOLLOW_UP
                : (CAMPAIGN_TEMPLATES[i % CAMPAIGN_TEMPLATES.length] as string),
              item.to,
            ),
            ...(item.start
              ? { inReplyTo: item.start.message_id, references: [item.start.message_id] }
              : {}),
          },
          ...(item.start ? { threadId: item.start.thread_id } : {}),
          at,
        });
    if (!sent.ok) continue;
    const message = sent.message;
    if (message.bounce) continue;
    if (message.replied_at !== null || message.auto_replied_at !== null) continue;
    const provider = message.recipient_provider;
    if (user.includes('authfail') && (provider === 'google' || provider === 'microsoft')) {
      await inTransaction(ctx.db, (trx) =>
        recordMail(trx, [
          {
            type: 'bounced',
            message,
            at,
            bounce: 'hard',
            diagnostic: '550 5.7.26 This mail is unauthenticated: SPF and DKIM do not pass',
          },
        ]),
      );
      continue;
    }
    const roll = draw(seed, 'campaign-reply', message.message_id);
    const later = new Date(
      Date.parse(at) + (1 + Math.floor(draw(seed, 'delay', message.message_id) * 30)) * 3_600_000,
    ).toISOString();
    const response: CampaignResponse | null =
      roll < replyRate ? 'replied' : roll < replyRate + 0.05 ? 'auto_replied' : null;
    if (response === null) {
      if (!item.start) open.push(message);
      continue;
    }
    // Written when it happens: now if its time has come on the time line, else by a job then.
    await inTransaction(ctx.db, async (trx) => {
      if (later <= now) await recordMail(trx, [{ type: response, message, at: later }]);
      else await scheduleCampaignResponse(trx, ctx, message, response, later);
    });
    if (later > now && !item.start) open.push(message);
  }
  return open;
}

/** The rows of `messages` as they are now, in the same order. */
async function currentRows(ctx: AppContext, messages: MailMessageRow[]): Promise<MailMessageRow[]> {
  if (messages.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('mail_messages')
    .selectAll()
    .where(
      'id',
      'in',
      messages.map((m) => m.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return messages.map((m) => byId.get(m.id) ?? m);
}

/** A first touch that bounced or got an answer by `at`: a sequencer sends it no follow-up then. */
function answeredBy(start: MailMessageRow, at: string): boolean {
  return [start.bounced_at, start.replied_at, start.auto_replied_at].some(
    (t) => t !== null && t <= at,
  );
}

/**
 * A campaign message's Message-ID, the same each time its day runs: the day, the mailbox and the
 * plan item (the thread it follows up, or the first touch's place in the day).
 */
function campaignMessageId(mailbox: CampaignMailbox, at: Date, item: string): string {
  return `<campaign.${at.getTime().toString(36)}.${item}.${mailbox.mailboxId}@${mailbox.email.split('@')[1]}>`;
}
