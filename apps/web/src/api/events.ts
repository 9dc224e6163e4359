import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OperationId } from './client';
import { readAgain } from './read-again';

/** The operations whose cached answers an event of each record kind changes. */
const AFFECTS: Record<string, OperationId[]> = {
  mailbox: [
    'listMailboxes',
    'getMailbox',
    'getMailboxFailureReason',
    'listAssignableDomains',
    'listDomains',
  ],
  domain: ['listDomains', 'listAssignableDomains', 'getDnsRecords'],
  consent_request: ['listConsentRequests', 'getConsentRequestStatus'],
  client_id_request: ['listClientIdRequests', 'getClientIdRequestStatus'],
  sequencer: ['listSequencers', 'getSequencerExportStatus'],
  sequencer_export: ['getSequencerExportStatus'],
  verified_destination: ['listVerifiedDestinations'],
  // Issue 35: deliverability screens.
  placement_test: ['listPlacementTests', 'getPlacementTestResults'],
  warmup_subscription: ['listWarmupSubscriptions', 'getWarmupDetails', 'getWarmupStats'],
  infraguard_alert: [
    'listInfraGuardAlerts',
    'listInfraGuardActionItems',
    'getInfraGuardDetails',
    'listInfraGuardSubscriptions',
    'getInfraGuardStats',
  ],
};

const EVENT_NAMES = Object.keys(AFFECTS).map((kind) => `${kind}.status_changed`);
/** The operations the stream keeps live. */
const LIVE = new Set<string>(Object.values(AFFECTS).flat());

/** Events are applied together at most this often: a bulk action's thousands stay one update. */
const FLUSH_MS = 400;

export interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Returns `value` with every object whose uid is in `statuses` given its new status. */
function patched(value: unknown, statuses: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const out = patched(item, statuses);
      if (out !== item) changed = true;
      return out;
    });
    return changed ? next : value;
  }
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const status = typeof object.uid === 'string' ? statuses.get(object.uid) : undefined;
  let next: Record<string, unknown> | null =
    status !== undefined && typeof object.status === 'string' && object.status !== status
      ? { ...object, status, previous_status: object.status }
      : null;
  for (const [key, inner] of Object.entries(object)) {
    if (!inner || typeof inner !== 'object') continue;
    const out = patched(inner, statuses);
    if (out !== inner) {
      next ??= { ...object };
      next[key] = out;
    }
  }
  return next ?? value;
}

/**
 * Applies a batch of events: each record's latest status is patched into every cached answer
 * that shows it, at once, then the operations they affect are read again (totals and filters may
 * have changed), a read under way once it ends.
 */
export function applyEvents(client: QueryClient, events: StreamedEvent[]): void {
  const statuses = new Map<string, string>();
  const affected = new Set<OperationId>();
  for (const message of events) {
    const kind = message.event.split('.')[0] ?? '';
    const record = message.data?.[kind] as { uid?: string; status?: string } | undefined;
    if (record?.uid && typeof record.status === 'string') statuses.set(record.uid, record.status);
    for (const op of AFFECTS[kind] ?? []) affected.add(op);
  }
  if (statuses.size > 0)
    for (const op of affected)
      client.setQueriesData({ queryKey: [op] }, (data: unknown) => patched(data, statuses));
  void readAgain(
    client,
    [...affected].map((op) => [op]),
  );
}

/**
 * Reads again every cached answer the stream keeps live; called each time the stream opens. The
 * stream starts from the moment it opens (the server answers once it knows where it starts), so
 * an answer read before then may lack a change the stream will not send.
 */
export function refreshLive(client: QueryClient): Promise<void> {
  return readAgain(
    client,
    [...LIVE].map((op) => [op]),
  );
}

/**
 * Subscribes to the workspace's event stream (server-sent events; the browser resumes with
 * `Last-Event-ID` after a drop) while the workspace is open, and applies its events to the cache
 * in batches, so statuses move on screen without reloading or polling. What was read before the
 * stream opened is read again when it opens ({@link refreshLive}).
 */
export function useEventStream(workspace: string | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!workspace) return;
    const source = new EventSource(
      `/v1/api/events/stream?workspace_id=${encodeURIComponent(workspace)}`,
      {
        withCredentials: true,
      },
    );
    let pending: StreamedEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const batch = pending;
      pending = [];
      applyEvents(client, batch);
    };
    const onMessage = (message: MessageEvent<string>) => {
      try {
        pending.push(JSON.parse(message.data) as StreamedEvent);
      } catch {
        return; // Not an event envelope (a comment or a heartbeat): nothing to apply.
      }
      timer ??= setTimeout(flush, FLUSH_MS);
    };
    source.onopen = () => void refreshLive(client);
    source.onmessage = onMessage;
    for (const name of EVENT_NAMES) source.addEventListener(name, onMessage as EventListener);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [client, workspace]);
}
