import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createMailwright } from '../src/index.js';
import { TOKEN, WORKSPACE } from './support/client-values.js';
import {
  createFixtureClient,
  type ForwardingJob,
  type Sequencer,
} from './support/contract-fixture.js';
import { sendJson, startServer, type TestServer } from './support/http-server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const names = ['a', 'b', 'c', 'd', 'e'];
const workspaces = names.map((name, i) => ({
  _id: `65f0c1a2b3c4d5e6f7a8b9c${i}`,
  uid: `00000000-0000-4000-8000-00000000000${i}`,
  name,
  webhook_url: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}));

/** Serves `items` page style, reading page and limit from the query string or the body. */
function pageStyle(items: unknown[], listKey: string, from: 'query' | 'body') {
  return startServer((req, res) => {
    const input =
      from === 'query'
        ? Object.fromEntries(new URL(req.url, 'http://x').searchParams)
        : (req.json ?? {});
    const page = Number(input.page ?? 1);
    const limit = Number(input.limit ?? 10);
    sendJson(res, 200, {
      error: false,
      message: 'ok',
      [listKey]: items.slice((page - 1) * limit, page * limit),
      pagination: { page, limit, total: items.length, pages: Math.ceil(items.length / limit) },
    });
  });
}

describe('walking page-style lists', () => {
  it('yields every item of a GET list, page after page, keeping the page size', async () => {
    server = await pageStyle(workspaces, 'workspaces', 'query');
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN });
    const seen: string[] = [];
    for await (const workspace of mw.paginate('listWorkspaces', {
      params: { query: { limit: 2 } },
    })) {
      expectTypeOf(workspace.webhook_url).toEqualTypeOf<string>();
      seen.push(workspace.name);
    }
    expect(seen).toEqual(names);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/v1/api/workspaces/list?limit=2',
      '/v1/api/workspaces/list?limit=2&page=2',
      '/v1/api/workspaces/list?limit=2&page=3',
    ]);
  });

  it('walks a POST list by setting page in the body, keeping the filters', async () => {
    const jobs: ForwardingJob[] = names.map((n) => ({ mailbox_uid: n, status: 'pending' }));
    server = await pageStyle(jobs, 'jobs', 'body');
    const mw = createFixtureClient({ baseUrl: server.url, token: TOKEN, workspace: WORKSPACE });
    const seen: string[] = [];
    for await (const job of mw.paginate('listForwardingJobs', {
      body: { limit: 3, status: 'pending' },
    })) {
      expectTypeOf(job).toEqualTypeOf<ForwardingJob>();
      seen.push(job.mailbox_uid);
    }
    expect(seen).toEqual(names);
    expect(server.requests.map((r) => r.json)).toEqual([
      { limit: 3, status: 'pending' },
      { limit: 3, status: 'pending', page: 2 },
    ]);
  });

  it('yields whole answers with pages(), starting from the page asked for', async () => {
    server = await pageStyle(workspaces, 'workspaces', 'query');
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN });
    const pages = [];
    for await (const page of mw.pages('listWorkspaces', {
      params: { query: { limit: 2, page: 2 } },
    })) {
      pages.push(page.pagination.page);
    }
    expect(pages).toEqual([2, 3]);
  });

  it('stops fetching when the loop stops', async () => {
    server = await pageStyle(workspaces, 'workspaces', 'query');
    const mw = createMailwright({ baseUrl: server.url, token: TOKEN });
    for await (const workspace of mw.paginate('listWorkspaces', {
      params: { query: { limit: 2 } },
    })) {
      if (workspace.name === 'b') break;
    }
    expect(server.requests).toHaveLength(1);
  });
});

describe('walking offset-style lists', () => {
  /** Serves `items` offset style from offset and limit in the body. */
  function offsetStyle(
    items: Sequencer[],
    options: { hasMore?: boolean; defaultLimit?: number } = {},
  ) {
    return startServer((req, res) => {
      const offset = Number(req.json?.offset ?? 0);
      const limit = Number(req.json?.limit ?? options.defaultLimit ?? 10);
      const data = items.slice(offset, offset + limit);
      sendJson(res, 200, {
        error: false,
        message: 'ok',
        data,
        pagination: {
          total: items.length,
          limit,
          offset,
          hasMore: options.hasMore ?? offset + data.length < items.length,
        },
      });
    });
  }

  it('yields every item, advancing offset by what arrived', async () => {
    const sequencers = names.map((name) => ({ uid: name, name }));
    server = await offsetStyle(sequencers);
    const mw = createFixtureClient({ baseUrl: server.url, token: TOKEN, workspace: WORKSPACE });
    const seen: string[] = [];
    for await (const sequencer of mw.paginate('listSequencers', {
      body: { limit: 2, keyword: 'k' },
    })) {
      expectTypeOf(sequencer).toEqualTypeOf<Sequencer>();
      seen.push(sequencer.uid);
    }
    expect(seen).toEqual(names);
    expect(server.requests.map((r) => r.json)).toEqual([
      { limit: 2, keyword: 'k' },
      { limit: 2, keyword: 'k', offset: 2 },
      { limit: 2, keyword: 'k', offset: 4 },
    ]);
    expect(server.requests.every((r) => r.headers['x-workspace-id'] === WORKSPACE)).toBe(true);
  });

  it('walks from no init at all, putting the offset in a new body', async () => {
    server = await offsetStyle(
      names.map((name) => ({ uid: name, name })),
      { defaultLimit: 2 },
    );
    const mw = createFixtureClient({ baseUrl: server.url, token: TOKEN, workspace: WORKSPACE });
    const seen = [];
    for await (const sequencer of mw.paginate('listSequencers')) seen.push(sequencer.uid);
    expect(seen).toEqual(names);
    expect(server.requests.map((r) => r.json)).toEqual([undefined, { offset: 2 }, { offset: 4 }]);
  });

  it('ends on an empty page even if the server says there is more', async () => {
    server = await offsetStyle([], { hasMore: true });
    const mw = createFixtureClient({ baseUrl: server.url, token: TOKEN, workspace: WORKSPACE });
    const seen = [];
    for await (const sequencer of mw.paginate('listSequencers')) seen.push(sequencer);
    expect(seen).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('offers paginate() only for operations whose answer is paginated', () => {
    const mw = createMailwright({ baseUrl: 'http://127.0.0.1:9', token: TOKEN });
    type Paginated = Parameters<typeof mw.paginate>[0];
    expectTypeOf<'listWorkspaces'>().toExtend<Paginated>();
    expectTypeOf<'getAccount'>().not.toExtend<Paginated>();
    expectTypeOf<'createWorkspace'>().not.toExtend<Paginated>();
  });
});
