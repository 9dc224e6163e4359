import { Badge, Text, VisuallyHidden } from '@mantine/core';

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

/**
 * A record's status on its own page, which the event stream moves while the page is open: a
 * polite live region, so a screen reader reads "Status: active" when it changes (not when the
 * page opens, and never for a table's cells: a table says it once, with `StatusCounts`).
 */
export function LiveStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <span role="status" aria-atomic="true">
      <VisuallyHidden>Status: </VisuallyHidden>
      <StatusBadge status={status} />
    </span>
  );
}

/**
 * How many records of a live table are at each status ("2 domains: 1 active, 1 registering"),
 * in one polite live region above it: a screen reader hears the records move as the event
 * stream patches them in, once a change, rather than each cell, or nothing.
 */
export function StatusCounts(props: {
  statuses: readonly (string | null | undefined)[] | undefined;
  noun: [one: string, many: string];
}) {
  const counts = new Map<string, number>();
  for (const status of props.statuses ?? []) {
    const label = statusLabel(status ?? 'unknown');
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const total = props.statuses?.length ?? 0;
  return (
    <Text size="sm" role="status" aria-atomic="true">
      {props.statuses &&
        `${total} ${total === 1 ? props.noun[0] : props.noun[1]}: ${[...counts]
          .map(([label, n]) => `${n} ${label}`)
          .join(', ')}.`}
    </Text>
  );
}
