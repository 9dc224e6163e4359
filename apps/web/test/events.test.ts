import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyEvents } from '../src/api/events.js';

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
});
