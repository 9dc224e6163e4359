import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../api/client';
import type { DomainFacts } from './purchase-rows';

export interface PurchaseContext {
  domains: Map<string, DomainFacts>;
  taken: Set<string>;
  prices: Record<string, number>;
  planName: string;
}

/** Reads every page of a list (500 a page). */
async function readAll<T>(
  read: (page: number) => Promise<{ items: T[]; page: number; pages: number }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    all.push(...answer.items);
    if (answer.page >= answer.pages) return all;
  }
}

/**
 * What a purchase is checked against: the workspace's domains (room, platform, status), the
 * addresses its mailboxes use, and the price of a mailbox per platform on the team's plan.
 */
export function usePurchaseContext(workspace: string) {
  return useQuery({
    queryKey: ['listDomains', 'purchase-context', workspace],
    staleTime: 0,
    queryFn: async (): Promise<PurchaseContext> => {
      const [domains, mailboxes, plans] = await Promise.all([
        readAll((page) =>
          callOperation('listDomains', { workspace, body: { page, limit: 500 } }).then((d) => ({
            ...d,
            items: d.domains,
          })),
        ),
        readAll((page) =>
          callOperation('listMailboxes', { workspace, body: { page, limit: 500 } }).then((d) => ({
            ...d,
            items: d.mailboxes,
          })),
        ),
        callOperation('getPricingPlans', undefined),
      ]);
      const plan = plans.plans.find((p) => p.is_default) ?? plans.plans[0];
      return {
        domains: new Map(
          domains.map((d) => [
            d.name,
            {
              uid: d.uid,
              name: d.name,
              status: d.status,
              available: d.available_mailboxes,
              platform: d.mail_platform ?? null,
            },
          ]),
        ),
        taken: new Set(
          mailboxes.filter((m) => m.status !== 'deleted').map((m) => m.email.toLowerCase()),
        ),
        prices: plan?.mailbox_prices ?? {},
        planName: plan?.name ?? '',
      };
    },
  });
}
