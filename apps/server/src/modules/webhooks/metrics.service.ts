import { Counter, Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../../context.js';
import { replaceSamples } from '../../lib/metrics.js';
import {
  listDisabledWebhookWorkspaceIds,
  workspaceLabels,
  workspacesWithTeams,
} from '../workspaces/surface.js';
import { urlWithoutQuery } from './credentials.js';
import { countOpenEvents } from './events.repository.js';
import { countAttempts } from './webhooks.repository.js';

/**
 * Webhook figures per workspace, counted from the database (indexed GROUP BY queries) at each
 * scrape, so they are the deployment's, not one process's, and survive restarts:
 * - deliveries and failed attempts are counters over the attempt log;
 * - pending and failed events, and the age of the oldest undelivered event, are gauges.
 *
 * "Undelivered" is `pending` or `failed`: every event the service owes a configured receiver.
 * `skipped` events (no webhook URL, or the webhook disabled) are left out: they are sent only
 * when the customer asks for a replay, and a disabled webhook has its own gauge.
 *
 * Registers the metrics in `registry` and answers what refreshes them before a scrape.
 */
export function webhookMetrics(ctx: AppContext, registry: Registry): () => Promise<void> {
  const labelNames = ['workspace_uid'] as const;
  const registers = [registry];
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames, registers });
  const gauge = (name: string, help: string) => new Gauge({ name, help, labelNames, registers });
  const deliveries = counter(
    'mailwright_webhook_deliveries_total',
    'Delivery attempts the receiver answered with 2xx.',
  );
  const failedAttempts = counter(
    'mailwright_webhook_failed_attempts_total',
    'Delivery attempts that failed (non-2xx, timeout, connection or destination refused).',
  );
  const pendingEvents = gauge(
    'mailwright_webhook_events_pending',
    'Events waiting for delivery: due now or waiting for a retry.',
  );
  const failedEvents = gauge(
    'mailwright_webhook_events_failed',
    'Events whose every attempt failed; they can be redelivered.',
  );
  const oldestAge = gauge(
    'mailwright_webhook_oldest_undelivered_event_age_seconds',
    'Age of the oldest event not delivered yet: pending (still being tried) or failed.',
  );
  const disabledWebhooks = gauge(
    'mailwright_webhook_disabled',
    'Workspaces whose webhook was disabled after failing continuously (1 each).',
  );
  return async () => {
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
    replaceSamples(
      deliveries,
      sample(attempts, (r) => (r.succeeded ? [r.workspace_id, Number(r.n)] : null)),
    );
    replaceSamples(
      failedAttempts,
      sample(attempts, (r) => (r.succeeded ? null : [r.workspace_id, Number(r.n)])),
    );
    replaceSamples(
      pendingEvents,
      sample(events, (r) =>
        r.delivery_state === 'pending' ? [r.workspace_id, Number(r.n)] : null,
      ),
    );
    replaceSamples(
      failedEvents,
      sample(events, (r) => (r.delivery_state === 'failed' ? [r.workspace_id, Number(r.n)] : null)),
    );
    replaceSamples(
      oldestAge,
      [...oldestUndelivered(events)].map(([id, oldest]) => ({
        labels: label(id),
        value: Math.max(0, (now - Date.parse(oldest)) / 1000),
      })),
    );
    replaceSamples(
      disabledWebhooks,
      sample(disabled, (id) => [id, 1]),
    );
  };
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

/**
 * Webhook delivery health across every workspace, for the operator: per workspace with anything
 * to report (events owed, failed attempts, a disabled webhook), the events pending and failed,
 * the oldest undelivered, attempts made and failed (all time), and whether its webhook is
 * disabled and why; worst first (failed events, then pending, then the oldest). The URL is shown
 * without its query string, as the delivery log shows it.
 */
export async function webhookHealth(ctx: AppContext, limit: number) {
  const [attempts, events, disabled] = await Promise.all([
    countAttempts(ctx.db),
    countOpenEvents(ctx.db),
    listDisabledWebhookWorkspaceIds(ctx.db),
  ]);
  const lines = new Map<string, HealthLine>();
  const line = (id: string) => {
    let found = lines.get(id);
    if (!found) {
      found = { pending: 0, failed: 0, oldest: null, attempts: 0, failedAttempts: 0 };
      lines.set(id, found);
    }
    return found;
  };
  for (const row of events) {
    const l = line(row.workspace_id);
    if (row.delivery_state === 'pending') l.pending += Number(row.n);
    else l.failed += Number(row.n);
    if (l.oldest === null || row.oldest < l.oldest) l.oldest = row.oldest;
  }
  for (const row of attempts) {
    const l = line(row.workspace_id);
    l.attempts += Number(row.n);
    if (!row.succeeded) l.failedAttempts += Number(row.n);
  }
  for (const id of disabled) line(id);
  const ids = [...lines.keys()];
  const workspaces = await workspacesWithTeams(ctx.db, ids);
  const now = Date.now();
  const rows = ids
    .flatMap((id) => {
      const w = workspaces.get(id);
      const l = lines.get(id) as HealthLine;
      if (!w) return [];
      return [
        {
          workspace: { uid: w.uid, name: w.name },
          team: { uid: w.team_uid, name: w.team_name },
          webhook_url: w.webhook_url === '' ? null : urlWithoutQuery(w.webhook_url),
          webhook_disabled_at: w.webhook_disabled_at,
          webhook_disabled_reason: w.webhook_disabled_reason,
          events_pending: l.pending,
          events_failed: l.failed,
          oldest_undelivered_at: l.oldest,
          oldest_undelivered_age_seconds:
            l.oldest === null ? 0 : Math.max(0, Math.round((now - Date.parse(l.oldest)) / 1000)),
          attempts: l.attempts,
          failed_attempts: l.failedAttempts,
        },
      ];
    })
    .sort(
      (a, b) =>
        b.events_failed - a.events_failed ||
        b.events_pending - a.events_pending ||
        b.oldest_undelivered_age_seconds - a.oldest_undelivered_age_seconds ||
        (a.workspace.uid < b.workspace.uid ? -1 : 1),
    );
  return {
    totals: {
      workspaces: rows.length,
      events_pending: rows.reduce((n, r) => n + r.events_pending, 0),
      events_failed: rows.reduce((n, r) => n + r.events_failed, 0),
      webhooks_disabled: rows.filter((r) => r.webhook_disabled_at !== null).length,
      attempts: rows.reduce((n, r) => n + r.attempts, 0),
      failed_attempts: rows.reduce((n, r) => n + r.failed_attempts, 0),
    },
    workspaces: rows.slice(0, limit),
  };
}

interface HealthLine {
  pending: number;
  failed: number;
  oldest: string | null;
  attempts: number;
  failedAttempts: number;
}
