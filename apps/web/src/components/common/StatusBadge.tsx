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

/** A status as a coloured badge: green when done, red when failed, blue while moving. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const value = status ?? 'unknown';
  return (
    <Badge color={statusColor(value)} variant="light" radius="sm" tt="none">
      {value.replaceAll('_', ' ')}
    </Badge>
  );
}
