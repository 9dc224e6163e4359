import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { healthOf } from '../insights.health.js';
import * as q from '../insights.mailbox.js';
import type { WindowQuery as Window } from '../insights.queries.js';
import { heatmap, lineChart } from '../insights.svg.js';
import { Figures, LimitQuery, mailboxInsight, WindowQuery } from './insight-route.js';

type Velocity = Awaited<ReturnType<typeof q.velocityOverlay>>;
type Heat = Awaited<ReturnType<typeof q.replyTimeHeatmap>>;
type Limited = Window & { limit?: number };
const title = (what: string, d: { window: { from: string; to: string; time_zone: string } }) =>
  `${what}, ${d.window.from} to ${d.window.to} (${d.window.time_zone})`;

/** The per-mailbox Email Insight operations; another workspace's mailbox is a 404. */
export function registerMailboxInsights(app: App, ctx: AppContext): void {
  const simple = (
    name: string,
    operationId: string,
    summary: string,
    description: string,
    handle: (
      ctx: AppContext,
      s: { workspaceId: string; mailboxId: string },
      query: Limited,
    ) => Promise<unknown>,
    limit?: [number, number],
  ) =>
    mailboxInsight<Limited>(app, ctx, {
      name,
      operationId,
      summary,
      description,
      query: { ...WindowQuery, ...(limit ? LimitQuery(...limit) : {}) },
      data: Figures(description),
      handle,
    });

  simple(
    'stats',
    'getInsightsMailboxStats',
    'Mailbox stats',
    'Window totals of the mailbox (as the workspace overview) and its last event.',
    (c, s, x) => q.mailboxStats(c.db, s, x),
  );
  simple(
    'deliverability',
    'getInsightsMailboxDeliverability',
    'Mailbox deliverability',
    'Delivered, bounced (hard, soft), inbox and spam where the landing is known, auth failures, and the same per recipient provider.',
    (c, s, x) => q.deliverability(c.db, s, x),
  );
  mailboxInsight(app, ctx, {
    name: 'health',
    operationId: 'getInsightsMailboxHealth',
    summary: 'Mailbox health',
    description:
      'The real service’s shape: `status` is activity (`active`: sent in the last 7 days; `inactive`), not the mailbox’s lifecycle; `bounce_rate_30d` a percentage, absent when nothing was sent in 30 days; `last_event_at` `0001-01-01T00:00:00Z` when there was no event.',
    data: Type.Object({
      status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
      bounce_rate_30d: Type.Optional(Type.Number()),
      total_7d: Type.Integer(),
      total_30d: Type.Integer(),
      last_event_at: Type.String({ description: 'ISO 8601; `0001-01-01T00:00:00Z` when none.' }),
    }),
    handle: (c, s) => healthOf(c.db, s.workspaceId, s.mailboxId),
  });
  simple(
    'trends',
    'getInsightsMailboxTrends',
    'Mailbox trends',
    'The window against the window of the same length before it: both sets of totals and the change in volume and rates (null where either side has no data).',
    (c, s, x) => q.mailboxTrends(c.db, s, x),
  );
  simple(
    'activity',
    'getInsightsMailboxActivity',
    'Mailbox activity',
    'Hour by hour (hours with traffic), default 7 days: sent, first touches, follow-ups, bounced, replies received.',
    (c, s, x) => q.mailboxActivity(c.db, s, x),
  );
  simple(
    'bounce-events',
    'getInsightsMailboxBounceEvents',
    'Mailbox bounce events',
    'The bounces of messages sent in the window, newest first: recipient, hard or soft, the receiver’s diagnostic, whether it names an authentication failure.',
    (c, s, x) => q.bounceEvents(c.db, s, x),
    [200, 50],
  );
  simple(
    'top-recipients',
    'getInsightsMailboxTopRecipients',
    'Mailbox top recipients',
    'The addresses the mailbox sent most to in the window, with bounces and replies.',
    (c, s, x) => q.topRecipients(c.db, s, x),
    [100, 10],
  );
  simple(
    'top-recipient-domains',
    'getInsightsMailboxTopRecipientDomains',
    'Mailbox top recipient domains',
    'Recipient domains by messages sent (whole UTC days covering the window), with bounce and reply rates.',
    (c, s, x) => q.topRecipientDomains(c.db, s, x),
    [100, 10],
  );
  simple(
    'message-breakdown',
    'getInsightsMailboxMessageBreakdown',
    'Mailbox message breakdown',
    'Messages by type: first touch, follow-up, reply, warmup, other; bounces and auto-replies that came back.',
    (c, s, x) => q.messageBreakdown(c.db, s, x),
  );
  simple(
    'subject-analysis',
    'getInsightsMailboxSubjectAnalysis',
    'Mailbox subject analysis',
    'Campaign mail grouped by normalised subject (Re:/Fwd: removed, case and spacing folded): sent, bounce and reply rates.',
    (c, s, x) => q.subjectAnalysis(c.db, s, x),
    [100, 20],
  );
  mailboxInsight<Window>(app, ctx, {
    name: 'reply-time-heatmap',
    operationId: 'getInsightsMailboxReplyTimeHeatmap',
    summary: 'Mailbox reply time heatmap',
    description:
      'Human replies to campaign mail by the local weekday (Monday first) and hour they came back, in the workspace’s time zone.',
    query: WindowQuery,
    data: Figures('`weekdays`, `replies` (7 × 24), `total_replies`.'),
    svg: (d: Heat) => heatmap(title('Replies by weekday and hour', d), d.weekdays, d.replies),
    handle: (c, s, x) => q.replyTimeHeatmap(c.db, s, x),
  });
  simple(
    'reply-rate-by-domain',
    'getInsightsMailboxReplyRateByDomain',
    'Mailbox reply rate by domain',
    'Reply rate per recipient domain (threads started there), highest first.',
    (c, s, x) => q.replyRateByDomain(c.db, s, x),
    [100, 10],
  );
  mailboxInsight<Window>(app, ctx, {
    name: 'velocity-overlay',
    operationId: 'getInsightsMailboxVelocityOverlay',
    summary: 'Mailbox velocity overlay',
    description: 'Sending volume per local day beside that day’s bounce and reply rates.',
    query: WindowQuery,
    data: Figures('`days`.'),
    svg: (d: Velocity) =>
      lineChart(
        title('Volume against bounce and reply rate', d),
        d.days.map((x) => x.day),
        [
          { name: 'sent', unit: 'messages', values: d.days.map((x) => x.sent) },
          { name: 'bounce rate', unit: '%', values: d.days.map((x) => x.bounce_rate), right: true },
          { name: 'reply rate', unit: '%', values: d.days.map((x) => x.reply_rate), right: true },
        ],
      ),
    handle: (c, s, x) => q.velocityOverlay(c.db, s, x),
  });
  simple(
    'first-touch-funnel',
    'getInsightsMailboxFirstTouchFunnel',
    'Mailbox first touch funnel',
    'Recipients contacted → first touches → delivered (not bounced) → replied threads.',
    (c, s, x) => q.firstTouchFunnel(c.db, s, x),
  );
  simple(
    'auth-failures',
    'getInsightsMailboxAuthFailures',
    'Mailbox auth failures',
    'Messages refused or filed for failing SPF, DKIM or DMARC: a receiver’s failing verdict, or a bounce whose diagnostic names one.',
    (c, s, x) => q.authFailures(c.db, s, x),
    [200, 50],
  );
  simple(
    'recipient-esp-breakdown',
    'getInsightsMailboxRecipientEspBreakdown',
    'Mailbox recipient ESP breakdown',
    'Sent, bounce, reply and inbox figures per recipient mailbox provider (google, microsoft, yahoo, other).',
    (c, s, x) => q.recipientEspBreakdown(c.db, s, x),
  );
}
