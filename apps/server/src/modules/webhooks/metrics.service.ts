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
 * - pending and failed events, and the age of the oldest pending event, are gauges.
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
      name: 'mailwright_webhook_oldest_pending_event_age_seconds',
      help: 'Age of the oldest event not yet delivered and still being tried.',
      type: 'gauge',
      samples: sample(events, (r) =>
        r.delivery_state === 'pending'
          ? [r.workspace_id, Math.max(0, (now - Date.parse(String(r.oldest))) / 1000)]
          : null,
      ),
    },
    {
      name: 'mailwright_webhook_disabled',
      help: 'Workspaces whose webhook was disabled after failing continuously (1 each).',
      type: 'gauge',
      samples: sample(disabled, (id) => [id, 1]),
    },
  ];
}
