import type { AppContext } from '../../context.js';
import type { MetricFamily } from '../metrics/prometheus.js';
import {
  listDisabledWebhookWorkspaceIds,
  workspaceLabels,
} from '../workspaces/workspaces.service.js';
import { countOpenEvents } from './events.repository.js';
import { countAttempts } from './webhooks.repository.js';

/**
 * Webhook figures per workspace, counted from the database (indexed GROUP BY queries), so they
 * are the deployment's, not one process's, and survive restarts:
 * - deliveries and failed attempts are counters over the attempt log;
 * - pending and failed events, and the age of the oldest undelivered event, are gauges.
 *
 * "Undelivered" is `pending` or `failed`: every event the service owes a configured receiver.
 * `skipped` events (no webhook URL, or the webhook disabled) are left out: they are sent only
 * when the customer asks for a replay, and a disabled webhook has its own gauge.
 */
export async function collectWebhookMetrics(ctx: AppContext): Promise<MetricFamily[]> {
  const [attempts, events, disabled] = await Promise.all([
    countAttempts(ctx.db),
    countOpenEvents(ctx.db),
    listDisabledWebhookWorkspaceIds(ctx.db),
  ]);
  const ids = new Set([
    ...attempts.map((r) => r.workspace_id),
    ...events.map((r) => r.workspace_id),
    ...disabled,
  ]);
  const uids = await workspaceLabels(ctx.db, [...ids]);
  const label = (id: string) => ({ workspace_uid: uids.get(id) ?? id });
  const now = Date.now();
  const sample = <T>(rows: T[], pick: (row: T) => [string, number] | null) =>
    rows.flatMap((row) => {
      const picked = pick(row);
      return picked ? [{ labels: label(picked[0]), value: picked[1] }] : [];
    });
  return [
    {
      name: 'mailwright_webhook_deliveries_total',
      help: 'Delivery attempts the receiver answered with 2xx.',
      type: 'counter',
      samples: sample(attempts, (r) => (r.succeeded ? [r.workspace_id, Number(r.n)] : null)),
    },
    {
      name: 'mailwright_webhook_failed_attempts_total',
      help: 'Delivery attempts that failed (non-2xx, timeout, connection or destination refused).',
      type: 'counter',
      samples: sample(attempts, (r) => (r.succeeded ? null : [r.workspace_id, Number(r.n)])),
    },
    {
      name: 'mailwright_webhook_events_pending',
      help: 'Events waiting for delivery: due now or waiting for a retry.',
      type: 'gauge',
      samples: sample(events, (r) =>
        r.delivery_state === 'pending' ? [r.workspace_id, Number(r.n)] : null,
      ),
    },
    {
      name: 'mailwright_webhook_events_failed',
      help: 'Events whose every attempt failed; they can be redelivered.',
      type: 'gauge',
      samples: sample(events, (r) =>
        r.delivery_state === 'failed' ? [r.workspace_id, Number(r.n)] : null,
      ),
    },
    {
      name: 'mailwright_webhook_oldest_undelivered_event_age_seconds',
      help: 'Age of the oldest event not delivered yet: pending (still being tried) or failed.',
      type: 'gauge',
      samples: [...oldestUndelivered(events)].map(([id, oldest]) => ({
        labels: label(id),
        value: Math.max(0, (now - Date.parse(oldest)) / 1000),
      })),
    },
    {
      name: 'mailwright_webhook_disabled',
      help: 'Workspaces whose webhook was disabled after failing continuously (1 each).',
      type: 'gauge',
      samples: sample(disabled, (id) => [id, 1]),
    },
  ];
}

/** The creation time of each workspace's oldest `pending` or `failed` event. */
function oldestUndelivered(rows: { workspace_id: string; oldest: string }[]): Map<string, string> {
  const oldest = new Map<string, string>();
  for (const row of rows) {
    const known = oldest.get(row.workspace_id);
    if (known === undefined || row.oldest < known) oldest.set(row.workspace_id, row.oldest);
  }
  return oldest;
}
