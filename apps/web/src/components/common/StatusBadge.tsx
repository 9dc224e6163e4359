import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  active: 'green',
  completed: 'green',
  propagated: 'green',
  verified: 'green',
  failed: 'red',
  registration_failed: 'red',
  payment_failed: 'red',
  renewal_failed: 'red',
  errored: 'red',
  suspended: 'red',
  expired_propagation: 'red',
  cancelled: 'gray',
  deleted: 'gray',
  archived: 'gray',
  inactive: 'gray',
  scheduled_for_cancellation: 'orange',
  scheduled_for_deletion: 'orange',
  paused: 'orange',
};

/** The colour of a status: green when done, red when failed, orange ending, blue moving. */
export function statusColor(status: string): string {
  return COLORS[status] ?? 'blue';
}

/** A status as a person reads it: `waiting_for_dns_propagation` is "waiting for dns propagation". */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

/** A status filter's choices: the API's value, shown as the badges show it. */
export function statusOptions(statuses: readonly string[]) {
  return statuses.map((value) => ({ value, label: statusLabel(value) }));
}

/** A status as a coloured badge: green when done, red when failed, blue while moving. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const value = status ?? 'unknown';
  return (
    <Badge color={statusColor(value)} variant="light" radius="sm" tt="none">
      {statusLabel(value)}
    </Badge>
  );
}
