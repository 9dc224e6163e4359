/**
 * What a table has selected: some rows by uid, or every row matching its filters except some
 * (the peers' "select all matching, minus these"), which an action resolves by reading the list
 * with the same filters.
 */
export type Selection =
  | { all: false; uids: ReadonlySet<string> }
  | { all: true; except: ReadonlySet<string> };

export const emptySelection: Selection = { all: false, uids: new Set() };

export function isSelected(selection: Selection, uid: string): boolean {
  return selection.all ? !selection.except.has(uid) : selection.uids.has(uid);
}

export function toggle(selection: Selection, uid: string): Selection {
  const flip = (set: ReadonlySet<string>) => {
    const next = new Set(set);
    if (next.has(uid)) next.delete(uid);
    else next.add(uid);
    return next;
  };
  return selection.all
    ? { all: true, except: flip(selection.except) }
    : { all: false, uids: flip(selection.uids) };
}

/** How many records the selection holds, given the list's total. */
export function selectedCount(selection: Selection, total: number): number {
  return selection.all ? Math.max(0, total - selection.except.size) : selection.uids.size;
}

/**
 * A bulk action's uids from a selection: the ticked ones, or for "all matching, except these"
 * one Select call of the list's filters and the exceptions (the API answers at most 10,000; more
 * is its 400, shown as it says).
 */
export function selectionUids(
  selection: Selection,
  select: (except: string[], signal: AbortSignal) => Promise<{ uids: string[] }>,
) {
  return async (
    onProgress: (read: number, total: number) => void,
    signal: AbortSignal,
  ): Promise<string[]> => {
    if (!selection.all) return [...selection.uids];
    const { uids } = await select([...selection.except], signal);
    onProgress(uids.length, uids.length);
    return uids;
  };
}
