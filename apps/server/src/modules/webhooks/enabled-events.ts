import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { invalidField } from '../../http/errors.js';
import {
  lockRequestWorkspace,
  setWorkspaceWebhookEvents,
  type WorkspaceRow,
} from '../workspaces/surface.js';
import { EVENT_NAMES } from './webhook.schema.js';

type EventName = (typeof EVENT_NAMES)[number];

/** Every event kind, selectable one by one: `webhook.test` is sent whenever it is asked for. */
export const SELECTABLE_EVENTS = EVENT_NAMES.filter(
  (name): name is Exclude<EventName, 'webhook.test'> => name !== 'webhook.test',
);

/**
 * What a webhook receives until its workspace chooses: the kinds every webhook received before
 * the choice existed, so a receiver written then sees no new traffic unasked. The events of slow
 * records (placement tests, warmup, orders, sequencers, exports, forwarding jobs) are opt-in.
 */
export const DEFAULT_EVENTS: readonly EventName[] = [
  'domain.status_changed',
  'mailbox.status_changed',
  'consent_request.status_changed',
  'client_id_request.status_changed',
  'verified_destination.verification_sent',
  'infraguard_alert.status_changed',
];

/** Every kind, now and later: the value `["*"]`. */
export const ALL_EVENTS = '*';

/** The workspace's choice as stored: `*`, a list of names, or null for {@link DEFAULT_EVENTS}. */
function choiceOf(workspace: Pick<WorkspaceRow, 'webhook_events'>): string[] | null {
  return workspace.webhook_events === null ? null : JSON.parse(workspace.webhook_events);
}

/**
 * The event names the workspace's webhook receives (`['*']` for every kind), and whether that is
 * the default set.
 */
export function enabledEvents(workspace: Pick<WorkspaceRow, 'webhook_events'>): {
  events: string[];
  isDefault: boolean;
} {
  const choice = choiceOf(workspace);
  return choice === null
    ? { events: [...DEFAULT_EVENTS], isDefault: true }
    : { events: choice, isDefault: false };
}

/**
 * `event_not_enabled` when the workspace's webhook does not receive `event` (the event is then
 * recorded, as skipped, and not sent), else null. A test event is always sent.
 */
export function notEnabledReason(
  workspace: Pick<WorkspaceRow, 'webhook_events'>,
  event: string,
): 'event_not_enabled' | null {
  if (event === 'webhook.test') return null;
  const { events } = enabledEvents(workspace);
  return events.includes(ALL_EVENTS) || events.includes(event) ? null : 'event_not_enabled';
}

/**
 * The names a redelivery of skipped and failed events may send: the kinds enabled now (and test
 * events), or undefined for every kind. Events of kinds the webhook does not receive stay unsent.
 */
export function redeliverableEvents(
  workspace: Pick<WorkspaceRow, 'webhook_events'>,
): string[] | undefined {
  const { events } = enabledEvents(workspace);
  return events.includes(ALL_EVENTS) ? undefined : [...events, 'webhook.test'];
}

/**
 * Chooses the kinds the workspace's webhook receives: names from {@link SELECTABLE_EVENTS},
 * `["*"]` for every kind (including kinds added later), or null to go back to the default set.
 * A 400 names an unknown kind; the list is stored de-duplicated in the order of the catalogue.
 */
export async function setEnabledEvents(
  ctx: AppContext,
  workspaceId: string,
  events: readonly string[] | null,
): Promise<{ events: string[]; isDefault: boolean }> {
  let stored: string | null = null;
  if (events !== null) {
    if (events.includes(ALL_EVENTS)) {
      if (events.length > 1) throw invalidField('events', '"*" means every event; send it alone');
      stored = JSON.stringify([ALL_EVENTS]);
    } else {
      const unknown = events.find((e) => !(SELECTABLE_EVENTS as readonly string[]).includes(e));
      if (unknown !== undefined)
        throw invalidField(
          'events',
          `${JSON.stringify(unknown)} is not an event kind: use one of ${SELECTABLE_EVENTS.join(', ')}, or "*"`,
        );
      stored = JSON.stringify(SELECTABLE_EVENTS.filter((name) => events.includes(name)));
    }
  }
  return inTransaction(ctx.db, async (trx) => {
    await lockRequestWorkspace(trx, workspaceId);
    await setWorkspaceWebhookEvents(trx, workspaceId, stored);
    return enabledEvents({ webhook_events: stored });
  });
}
