import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OperationId } from './client';

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
  verified_destination: ['listVerifiedDestinations'],
};

interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * Patches a record's new status into every cached list page that shows it, at once, then lets the
 * affected queries refetch (totals and filters may have changed).
 */
export function applyEvent(client: QueryClient, message: StreamedEvent): void {
  const kind = message.event.split('.')[0] ?? '';
  const record = message.data?.[kind] as { uid?: string; status?: string } | undefined;
  if (record?.uid) {
    const patch = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(patch);
      if (value && typeof value === 'object') {
        const object = value as Record<string, unknown>;
        if (object.uid === record.uid && typeof object.status === 'string') {
          return { ...object, status: record.status, previous_status: object.status };
        }
        let changed = false;
        const next: Record<string, unknown> = {};
        for (const [key, inner] of Object.entries(object)) {
          const patched =
            Array.isArray(inner) || (inner && typeof inner === 'object') ? patch(inner) : inner;
          if (patched !== inner) changed = true;
          next[key] = patched;
        }
        return changed ? next : value;
      }
      return value;
    };
    for (const op of AFFECTS[kind] ?? []) client.setQueriesData({ queryKey: [op] }, patch);
  }
  for (const op of AFFECTS[kind] ?? []) void client.invalidateQueries({ queryKey: [op] });
}

/**
 * Subscribes to the workspace's event stream (server-sent events, `Last-Event-ID` resumed by the
 * browser on reconnect) while the workspace is open, and applies each event to the cache, so
 * statuses move on screen without reloading.
 */
export function useEventStream(workspace: string | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!workspace) return;
    const source = new EventSource(
      `/v1/api/events/stream?workspace_id=${encodeURIComponent(workspace)}`,
      { withCredentials: true },
    );
    const onMessage = (message: MessageEvent<string>) => {
      try {
        applyEvent(client, JSON.parse(message.data) as StreamedEvent);
      } catch {
        // A message that is not an event envelope (a comment, a heartbeat) changes nothing.
      }
    };
    source.onmessage = onMessage;
    for (const name of [
      'mailbox.status_changed',
      'domain.status_changed',
      'consent_request.status_changed',
      'client_id_request.status_changed',
      'sequencer.status_changed',
      'verified_destination.verification_sent',
    ]) {
      source.addEventListener(name, onMessage as EventListener);
    }
    return () => source.close();
  }, [client, workspace]);
}
