import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyEvents, refreshLive } from '../src/api/events.js';

// What the app does with the workspace's event stream: statuses move in the cached answers the
// screens show, without a reload.

describe('applying streamed events to the cache', () => {
  it('patches each record\u2019s latest status into every cached page that holds it, and leaves others alone', () => {
    const client = new QueryClient();
    const page = (uids: string[]) => ({
      mailboxes: uids.map((uid) => ({ uid, status: 'pending', email: `${uid}@x.com` })),
      total: 3,
    });
    client.setQueryData(['listMailboxes', 'infinite', {}, 200], {
      pages: [page(['a', 'b']), page(['c'])],
      pageParams: [1, 2],
    });
    const untouched = { domains: [{ uid: 'a', status: 'active' }] };
    client.setQueryData(['listSequencers', {}], untouched);

    applyEvents(client, [
      { event: 'mailbox.status_changed', data: { mailbox: { uid: 'a', status: 'processing' } } },
      { event: 'mailbox.status_changed', data: { mailbox: { uid: 'c', status: 'active' } } },
      { event: 'mailbox.status_changed', data: { mailbox: { uid: 'a', status: 'active' } } },
    ]);

    const data = client.getQueryData(['listMailboxes', 'infinite', {}, 200]) as {
      pages: ReturnType<typeof page>[];
    };
    expect(data.pages.flatMap((p) => p.mailboxes.map((m) => [m.uid, m.status]))).toEqual([
      ['a', 'active'],
      ['b', 'pending'],
      ['c', 'active'],
    ]);
    expect(client.getQueryData(['listSequencers', {}])).toBe(untouched);
    expect(client.getQueryState(['listMailboxes', 'infinite', {}, 200])?.isInvalidated).toBe(true);
  });

  it('reads again, when the stream opens, what it keeps live: at once, or when a read under way ends', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const reads = { listMailboxes: 0, getDnsRecords: 0, listWebhookEvents: 0 };
    // Shown queries, as a screen's: an invalidated one is read again.
    const show = (key: keyof typeof reads, queryFn: () => Promise<number>) =>
      new QueryObserver(client, { queryKey: [key], queryFn }).subscribe(() => {});
    const state = (key: keyof typeof reads) => client.getQueryState([key]);
    show('listMailboxes', async () => ++reads.listMailboxes);
    show('listWebhookEvents', async () => ++reads.listWebhookEvents);
    let answer: (value: number) => void = () => {};
    show('getDnsRecords', () => {
      reads.getDnsRecords++;
      if (reads.getDnsRecords > 1) return Promise.resolve(reads.getDnsRecords);
      return new Promise<number>((resolve) => {
        answer = resolve;
      });
    });
    await expect.poll(() => state('listMailboxes')?.status).toBe('success');
    await expect.poll(() => state('listWebhookEvents')?.status).toBe('success');
    expect(state('getDnsRecords')?.fetchStatus).toBe('fetching');

    refreshLive(client);
    await expect.poll(() => reads.listMailboxes).toBe(2);
    // The read under way is not cut short and started again, but read again once it has ended.
    expect(reads.getDnsRecords).toBe(1);
    answer(0);
    await expect.poll(() => reads.getDnsRecords).toBe(2);
    await expect.poll(() => state('getDnsRecords')?.data).toBe(2);
    // Not kept live by the stream: left alone.
    expect(reads.listWebhookEvents).toBe(1);
  });

  it('reads again, once it ends, a first read under way when an event comes: its answer may predate the change', async () => {
    // A page's first read of its new mailboxes is answered "processing"; the mailbox fails, and
    // its event arrives before that answer does.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let reads = 0;
    let answer: (value: { mailboxes: { uid: string; status: string }[] }) => void = () => {};
    new QueryObserver(client, {
      queryKey: ['listMailboxes', { uids: ['a'] }],
      queryFn: () => {
        reads++;
        if (reads > 1) return Promise.resolve({ mailboxes: [{ uid: 'a', status: 'failed' }] });
        return new Promise<{ mailboxes: { uid: string; status: string }[] }>((resolve) => {
          answer = resolve;
        });
      },
    }).subscribe(() => {});
    await expect.poll(() => reads).toBe(1);
    applyEvents(client, [
      { event: 'mailbox.status_changed', data: { mailbox: { uid: 'a', status: 'failed' } } },
    ]);
    answer({ mailboxes: [{ uid: 'a', status: 'processing' }] });
    await expect
      .poll(() => client.getQueryData(['listMailboxes', { uids: ['a'] }]))
      .toEqual({ mailboxes: [{ uid: 'a', status: 'failed' }] });
    expect(reads).toBe(2);
  });

  it('reads a query under way again once only, however many batches of events came meanwhile', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let reads = 0;
    let answer: (value: { mailboxes: [] }) => void = () => {};
    new QueryObserver(client, {
      queryKey: ['listMailboxes', {}],
      queryFn: () => {
        reads++;
        if (reads > 1) return Promise.resolve({ mailboxes: [] });
        return new Promise<{ mailboxes: [] }>((resolve) => {
          answer = resolve;
        });
      },
    }).subscribe(() => {});
    await expect.poll(() => reads).toBe(1);
    for (const status of ['processing', 'configuring_dns', 'active'])
      applyEvents(client, [
        { event: 'mailbox.status_changed', data: { mailbox: { uid: 'a', status } } },
      ]);
    answer({ mailboxes: [] });
    await expect.poll(() => client.getQueryState(['listMailboxes', {}])?.dataUpdateCount).toBe(2);
    expect(reads).toBe(2);
  });
});
