import { Type } from 'typebox';
import { healthOf } from '../insights.health.js';
import * as q from '../insights.mailbox.js';
import { heatmap, volumeAndRatesChart, windowTitle } from '../insights.svg.js';
import { Figures, type InsightSpec, insight } from './insight-route.js';

type Velocity = Awaited<ReturnType<typeof q.velocityOverlay>>;
type Heat = Awaited<ReturnType<typeof q.replyTimeHeatmap>>;

/** The per-mailbox Email Insight operations (registered by `registerInsights`, in this order). */
export const MAILBOX_INSIGHTS: readonly InsightSpec[] = [
  insight({
    name: 'stats',
    operationId: 'getInsightsMailboxStats',
    summary: 'Mailbox stats',
    description: 'Window totals of the mailbox (as the workspace overview) and its last event.',
    handle: q.mailboxStats,
  }),
  insight({
    name: 'deliverability',
    operationId: 'getInsightsMailboxDeliverability',
    summary: 'Mailbox deliverability',
    description:
      'Delivered, bounced (hard, soft), inbox and spam where the landing is known, auth failures, and the same per recipient provider.',
    handle: q.deliverability,
  }),
  insight({
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
    query: {},
    handle: (db, s) => healthOf(db, s.workspaceId, s.mailboxId),
  }),
  insight({
    name: 'trends',
    operationId: 'getInsightsMailboxTrends',
    summary: 'Mailbox trends',
    description:
      'The window against the window of the same length before it: both sets of totals and the change in volume and rates (null where either side has no data).',
    handle: q.mailboxTrends,
  }),
  insight({
    name: 'activity',
    operationId: 'getInsightsMailboxActivity',
    summary: 'Mailbox activity',
    description:
      'Hour by hour (hours with traffic), default 7 days: sent, first touches, follow-ups, bounced, replies received.',
    handle: q.mailboxActivity,
  }),
  insight({
    name: 'bounce-events',
    operationId: 'getInsightsMailboxBounceEvents',
    summary: 'Mailbox bounce events',
    description:
      'The bounces of messages sent in the window, newest first: recipient, hard or soft, the receiver’s diagnostic, whether it names an authentication failure.',
    limit: [200, 50],
    handle: q.bounceEvents,
  }),
  insight({
    name: 'top-recipients',
    operationId: 'getInsightsMailboxTopRecipients',
    summary: 'Mailbox top recipients',
    description: 'The addresses the mailbox sent most to in the window, with bounces and replies.',
    limit: [100, 10],
    handle: q.topRecipients,
  }),
  insight({
    name: 'top-recipient-domains',
    operationId: 'getInsightsMailboxTopRecipientDomains',
    summary: 'Mailbox top recipient domains',
    description:
      'Recipient domains by messages sent (whole UTC days covering the window), with bounce and reply rates.',
    limit: [100, 10],
    handle: q.topRecipientDomains,
  }),
  insight({
    name: 'message-breakdown',
    operationId: 'getInsightsMailboxMessageBreakdown',
    summary: 'Mailbox message breakdown',
    description:
      'Messages by type: first touch, follow-up, reply, warmup, other; bounces and auto-replies that came back.',
    handle: q.messageBreakdown,
  }),
  insight({
    name: 'subject-analysis',
    operationId: 'getInsightsMailboxSubjectAnalysis',
    summary: 'Mailbox subject analysis',
    description:
      'Campaign mail grouped by normalised subject (Re:/Fwd: removed, case and spacing folded): sent, bounce and reply rates.',
    limit: [100, 20],
    handle: q.subjectAnalysis,
  }),
  insight({
    name: 'reply-time-heatmap',
    operationId: 'getInsightsMailboxReplyTimeHeatmap',
    summary: 'Mailbox reply time heatmap',
    description:
      'Human replies to campaign mail by the local weekday (Monday first) and hour they came back, in the workspace’s time zone.',
    data: Figures('`weekdays`, `replies` (7 × 24), `total_replies`.'),
    svg: (d: Heat) => heatmap(windowTitle('Replies by weekday and hour', d), d.weekdays, d.replies),
    handle: q.replyTimeHeatmap,
  }),
  insight({
    name: 'reply-rate-by-domain',
    operationId: 'getInsightsMailboxReplyRateByDomain',
    summary: 'Mailbox reply rate by domain',
    description: 'Reply rate per recipient domain (threads started there), highest first.',
    limit: [100, 10],
    handle: q.replyRateByDomain,
  }),
  insight({
    name: 'velocity-overlay',
    operationId: 'getInsightsMailboxVelocityOverlay',
    summary: 'Mailbox velocity overlay',
    description: 'Sending volume per local day beside that day’s bounce and reply rates.',
    data: Figures('`days`.'),
    svg: (d: Velocity) => volumeAndRatesChart('Volume against bounce and reply rate', d),
    handle: q.velocityOverlay,
  }),
  insight({
    name: 'first-touch-funnel',
    operationId: 'getInsightsMailboxFirstTouchFunnel',
    summary: 'Mailbox first touch funnel',
    description:
      'Recipients contacted → first touches → delivered (not bounced) → replied threads.',
    handle: q.firstTouchFunnel,
  }),
  insight({
    name: 'auth-failures',
    operationId: 'getInsightsMailboxAuthFailures',
    summary: 'Mailbox auth failures',
    description:
      'Messages refused or filed for failing SPF, DKIM or DMARC: a receiver’s failing verdict, or a bounce whose diagnostic names one.',
    limit: [200, 50],
    handle: q.authFailures,
  }),
  insight({
    name: 'recipient-esp-breakdown',
    operationId: 'getInsightsMailboxRecipientEspBreakdown',
    summary: 'Mailbox recipient ESP breakdown',
    description:
      'Sent, bounce, reply and inbox figures per recipient mailbox provider (google, microsoft, yahoo, other).',
    handle: q.recipientEspBreakdown,
  }),
];
