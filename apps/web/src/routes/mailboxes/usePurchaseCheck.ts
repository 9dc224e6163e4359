import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mw } from '../../api/client';
import { type Checked, type PurchaseRow, toItems, withVerdicts } from './purchase-rows';

/**
 * Every row of a purchase checked and priced by the server: one Validate a mailbox purchase call
 * for all of them (it takes 10,000 rows; an import holds at most 5,000), asked again when the rows
 * change. While a new answer is on its way the previous rows stay shown with their verdicts
 * (`checking` is true); the total is the server's.
 */
export function usePurchaseCheck(workspace: string, rows: PurchaseRow[], readAt = 0) {
  const query = useQuery({
    // `readAt`: the same rows read again (a file chosen again) are checked again.
    queryKey: ['validateMailboxPurchase', workspace, readAt, rows],
    // The verdict of these rows as they were when asked: a purchase must not re-check them
    // (the addresses it bought would then be "taken").
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<{ checked: Checked[]; total: number }> => {
      const { items, slots } = toItems(rows);
      if (items.length === 0) return { checked: withVerdicts(rows, slots, []), total: 0 };
      const answer = await mw.validateMailboxPurchase({
        workspace,
        body: { mailboxes: items },
        signal,
      });
      return { checked: withVerdicts(rows, slots, answer.rows), total: answer.total_cost };
    },
  });
  const checked = query.data?.checked ?? [];
  const valid = useMemo(() => checked.filter((r) => !r.refused), [checked]);
  return {
    checked,
    valid,
    total: query.data?.total ?? 0,
    checking: query.isFetching,
    error: query.error,
  };
}
