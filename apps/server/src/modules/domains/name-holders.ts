import type { Executor } from '../../db/transaction.js';
import { findHeldNames } from './domains.repository.js';
import type { ConnectionType } from './domains.table.js';

/**
 * How a name held by another team's domain is refused, wherever it is: nothing more of that team
 * or its domain is revealed.
 */
export const HELD_ELSEWHERE = 'is connected to another account';

export interface NameHolder {
  /** The asking team's own domain, or another team's. */
  yours: boolean;
  connectionType: ConnectionType;
  /** The holding domain's uid and nameservers (shown only when it is the asking team's). */
  uid: string;
  nameservers: string[];
}

/**
 * The one rule for domain names (docs/decisions.md, "Names"): a name is live (held from the
 * order or the nameserver request until `deleted`, `cancelled` or `registration_failed`) in one
 * team at most across the service, bought or connected. Returns who holds each of `names`; a
 * name not in the map is free. The unique `name_key` (the name itself) enforces the same rule
 * when two requests race past this check.
 */
export async function nameHolders(
  db: Executor,
  teamId: string,
  names: readonly string[],
): Promise<Map<string, NameHolder>> {
  const rows = await findHeldNames(db, names);
  const holders = new Map<string, NameHolder>();
  // The asking team's own domain decides the answer where an older duplicate exists elsewhere.
  for (const yours of [false, true]) {
    for (const row of rows.filter((r) => (r.team_id === teamId) === yours)) {
      holders.set(row.name, {
        yours,
        connectionType: row.connection_type,
        uid: row.uid,
        nameservers: JSON.parse(row.nameservers) as string[],
      });
    }
  }
  return holders;
}
