import { bodyTemplates, sendingIpBreakdown, warmupStats } from '../insights.sending.js';
import { lineChart, windowTitle } from '../insights.svg.js';
import { Figures, type InsightSpec, insight } from './insight-route.js';

type Warmup = Awaited<ReturnType<typeof warmupStats>>;

/**
 * Per mailbox: its warmup, the addresses its mail left from, and its body templates (registered
 * after {@link MAILBOX_INSIGHTS}, in this order).
 */
export const MAILBOX_SENDING: readonly InsightSpec[] = [
  insight({
    name: 'warmup-stats',
    operationId: 'getInsightsMailboxWarmupStats',
    summary: 'Mailbox warmup stats',
    description:
      'The mailbox’s warmup subscription (null when never enrolled) and its warmup mail per local day: sent, inbox, spam, missing (never found), pending, rescued, replied, bounced, inbox and reply rates (null: no data).',
    data: Figures('`subscription`, window totals, `days`.'),
    svg: (d: Warmup) =>
      lineChart(
        windowTitle('Warmup', d),
        d.days.map((x) => x.day),
        [
          { name: 'sent', unit: 'messages', values: d.days.map((x) => x.sent) },
          { name: 'spam', unit: 'messages', values: d.days.map((x) => x.spam) },
          { name: 'inbox rate', unit: '%', values: d.days.map((x) => x.inbox_rate), right: true },
        ],
      ),
    handle: warmupStats,
  }),
  insight({
    name: 'sending-ip-breakdown',
    operationId: 'getInsightsMailboxSendingIpBreakdown',
    summary: 'Mailbox sending IP breakdown',
    description:
      'Messages by the address they left from (whole UTC days covering the window), most used first: share, bounce and inbox figures, auth failures; `unknown_ip_sent` counts messages whose sending IP is not known.',
    data: Figures('`ips`, `unknown_ip_sent`.'),
    handle: sendingIpBreakdown,
  }),
  insight({
    name: 'body-templates',
    operationId: 'getInsightsMailboxBodyTemplates',
    summary: 'Mailbox body templates',
    description:
      'Messages grouped by body template (personalisation stripped, docs/api/insights.md) over whole UTC days covering the window, most sent first: the normalised text, bounce, inbox and reply figures.',
    limit: [100, 20],
    data: Figures('`templates`, `template_count`, `unknown_body_sent`.'),
    handle: bodyTemplates,
  }),
];
