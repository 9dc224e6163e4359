import { Type } from 'typebox';
import { Page } from '../../../http/pagination.js';
import type { WindowQuery as Window } from '../insights.queries.js';
import { volumeAndRatesChart } from '../insights.svg.js';
import {
  activityOf,
  campaignReplyRate,
  dailyStats,
  HIGH_BOUNCE_MIN_SENT,
  HIGH_BOUNCE_THRESHOLD,
  highBounceMailboxes,
  MAILBOX_LIST_LIMIT,
  MAILBOX_LIST_MAX,
  mailboxesHealth,
  workspaceOverview,
} from '../insights.workspace.js';
import { Figures, type InsightSpec, insight, LimitQuery, WindowQuery } from './insight-route.js';

type Daily = Awaited<ReturnType<typeof dailyStats>>;

/** The workspace-level Email Insight operations, at the real service's paths, in this order. */
export const WORKSPACE_INSIGHTS: readonly InsightSpec[] = [
  insight<Window>({
    name: 'overview',
    operationId: 'getInsightsWorkspaceOverview',
    summary: 'Workspace overview',
    description:
      'Totals over the window for every mailbox of the workspace: sent (by kind), bounced, bounce rate, replies and reply rate, inbox rate, auth failures; how many mailboxes sent and how many are high-bounce.',
    data: Figures('Window totals (docs/api/insights.md).'),
    handle: (db, s, q) => workspaceOverview(db, s.workspaceId, q),
  }),
  insight<{ page?: number; limit?: number }>({
    name: 'mailboxes-health',
    operationId: 'getInsightsMailboxesHealth',
    summary: 'Mailboxes health',
    description:
      'A page of the workspace’s mailboxes (newest first), each with its health as Get mailbox health answers it.',
    query: {
      page: Type.Optional(Page),
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 200, description: 'Per page (default 10).' }),
      ),
    },
    data: Type.Object(
      {},
      {
        additionalProperties: true,
        description: '`mailboxes`, `total`, `page`, `pages`, `limit`.',
      },
    ),
    handle: (db, s, q) => mailboxesHealth(db, s.workspaceId, q.page ?? 1, q.limit ?? 10),
  }),
  insight<Window & { threshold?: number; min_sent?: number; limit?: number }>({
    name: 'high-bounce-mailboxes',
    operationId: 'getInsightsHighBounceMailboxes',
    summary: 'High-bounce mailboxes',
    description: `Mailboxes whose bounce rate over the window is above \`threshold\` % (default ${HIGH_BOUNCE_THRESHOLD}) with at least \`min_sent\` messages sent (default ${HIGH_BOUNCE_MIN_SENT}): the first \`limit\`, highest rate first, and how many there are (\`mailboxes_total\`).`,
    query: {
      ...WindowQuery,
      threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
      min_sent: Type.Optional(Type.Integer({ minimum: 1 })),
      ...LimitQuery(MAILBOX_LIST_MAX, MAILBOX_LIST_LIMIT),
    },
    data: Figures('`threshold`, `min_sent`, `mailboxes_total`, `mailboxes`.'),
    handle: (db, s, q) => highBounceMailboxes(db, s.workspaceId, q),
  }),
  insight<Window>({
    name: 'activity',
    operationId: 'getInsightsWorkspaceActivity',
    summary: 'Workspace activity',
    description:
      'What happened hour by hour (hours with traffic only, oldest first) over the window (default 7 days): sent, first touches, follow-ups, bounced, replies received.',
    data: Figures('`hours`.'),
    handle: (db, s, q) => activityOf(db, { workspaceId: s.workspaceId }, q),
  }),
  insight<Window>({
    name: 'daily-stats',
    operationId: 'getInsightsDailyStats',
    summary: 'Daily stats',
    description:
      'Every local day of the window (the workspace’s time zone) with its sends, bounces, replies and rates; a rate is null on a day with nothing to divide by.',
    data: Figures('`days`.'),
    svg: (d: Daily) => volumeAndRatesChart('Daily stats', d),
    handle: (db, s, q) => dailyStats(db, s.workspaceId, q),
  }),
  insight<Window & { limit?: number }>({
    name: 'campaign-reply-rate',
    operationId: 'getInsightsCampaignReplyRate',
    summary: 'Campaign reply rate',
    description:
      'Campaign threads started in the window and how many got a human reply (auto-replies apart): overall, per day, and per mailbox for the first `limit` mailboxes that started threads (highest reply rate first) with how many there are (`mailboxes_total`).',
    limit: [MAILBOX_LIST_MAX, MAILBOX_LIST_LIMIT],
    data: Figures(
      '`first_touch`, `replied_threads`, `reply_rate`, `auto_replies`, `days`, `mailboxes_total`, `mailboxes`.',
    ),
    handle: (db, s, q) => campaignReplyRate(db, s.workspaceId, q),
  }),
];
