import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server that answers as Cloudflare's API v4 does for the calls Mailwright makes:
 * `GET /user/tokens/verify`, `GET /user`, `GET /zones`, and `GET|POST /zones/{id}/dns_records`,
 * `DELETE /zones/{id}/dns_records/{id}`, with v4's envelope (`success`, `errors`, `messages`,
 * `result`, `result_info`), its status codes and error codes. Tests point the real adapter's
 * base URL at it; nothing reaches the network.
 */
export interface FakeCloudflare {
  /** `http://127.0.0.1:<port>/client/v4`. */
  baseUrl: string;
  /** Adds an account reached by `token` (Bearer) or by `email` + `key` (Global API Key). */
  addAccount(account: FakeAccountInput): FakeAccount;
  /** The records of a zone, as Cloudflare holds them. */
  records(zoneId: string): FakeRecord[];
  /** Every request's method, path and headers (to check what was sent). */
  requests: Array<{ method: string; path: string; headers: IncomingMessage['headers'] }>;
  /**
   * Answers the next request with this status and v4 error instead, as a proxy in front of
   * Cloudflare might (one that repeats the credential it was sent, say).
   */
  failNext(status: number, error: { code: number; message: string }): void;
  close(): Promise<void>;
}

export interface FakeAccountInput {
  name: string;
  token?: string;
  email?: string;
  key?: string;
  zones: Array<{ name: string; status?: string; records?: Array<Omit<FakeRecord, 'id'>> }>;
  /** false: the credential sees zones but DNS calls answer 403 (no DNS permission). */
  dns?: boolean;
  /** Every call answers 429. */
  rateLimited?: boolean;
  /** The token's status at `/user/tokens/verify` (`active` by default). */
  tokenStatus?: string;
  /**
   * Zone pages that never end: every page of `/zones` is full, whatever its number, as a broken
   * account or proxy answered (its `zones` are on the first page). A `name` filter still works.
   */
  endlessPages?: boolean;
}

export interface FakeAccount {
  id: string;
  zones: Array<{ id: string; name: string; status: string; name_servers: string[] }>;
}

export interface FakeRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  priority?: number;
  comment?: string | null;
}

interface Account extends FakeAccountInput {
  id: string;
  zoneRows: FakeAccount['zones'];
}

const envelope = (result: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  errors: [],
  messages: [],
  result,
  ...extra,
});
const failure = (code: number, message: string) => ({
  success: false,
  errors: [{ code, message }],
  messages: [],
  result: null,
});

export async function startFakeCloudflare(): Promise<FakeCloudflare> {
  const accounts: Account[] = [];
  const records = new Map<string, FakeRecord[]>();
  const requests: FakeCloudflare['requests'] = [];
  let nextFailure: { status: number; error: { code: number; message: string } } | null = null;

  const accountOf = (req: IncomingMessage): Account | undefined => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (bearer) return accounts.find((a) => a.token === bearer);
    const email = req.headers['x-auth-email'];
    const key = req.headers['x-auth-key'];
    return accounts.find((a) => a.email && a.email === email && a.key === key);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/client\/v4/, '');
    requests.push({ method: req.method ?? '', path, headers: req.headers });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (nextFailure) {
      const { status, error } = nextFailure;
      nextFailure = null;
      return send(status, failure(error.code, error.message));
    }
    const account = accountOf(req);
    const viaKey = !req.headers.authorization;
    if (!account) {
      return viaKey
        ? send(403, failure(9103, 'Unknown X-Auth-Key or X-Auth-Email'))
        : send(401, failure(1000, 'Invalid API Token'));
    }
    if (account.rateLimited)
      return send(429, failure(971, 'Please wait and consider throttling your request speed'));

    if (req.method === 'GET' && path === '/user/tokens/verify') {
      if (viaKey) return send(400, failure(6003, 'Invalid request headers'));
      return send(
        200,
        envelope({ id: hash(account.token ?? ''), status: account.tokenStatus ?? 'active' }),
      );
    }
    if (req.method === 'GET' && path === '/user') {
      return send(
        200,
        envelope({ id: hash(account.email ?? account.id), email: account.email ?? '' }),
      );
    }
    if (req.method === 'GET' && path === '/zones') {
      const all = account.zoneRows.map((z) => ({
        ...z,
        account: { id: account.id, name: account.name },
        original_name_servers: null,
        paused: false,
        type: 'full',
      }));
      const name = url.searchParams.get('name');
      if (name)
        return send(
          200,
          page(
            all.filter((z) => z.name === name),
            url,
          ),
        );
      if (account.endlessPages) {
        const perPage = Number(url.searchParams.get('per_page') ?? 20);
        const at = Number(url.searchParams.get('page') ?? 1);
        const filler = Array.from({ length: perPage }, (_, i) => ({
          ...(all[0] ?? {}),
          id: hash(`filler:${at}:${i}`),
          name: `filler-${at}-${i}.example`,
        }));
        const rows = at === 1 ? [...all, ...filler].slice(0, perPage) : filler;
        return send(
          200,
          envelope(rows, {
            result_info: {
              page: at,
              per_page: perPage,
              count: perPage,
              total_count: 1e9,
              total_pages: 1e9 / perPage,
            },
          }),
        );
      }
      return send(200, page(all, url));
    }
    const dns = /^\/zones\/([^/]+)\/dns_records(?:\/([^/]+))?$/.exec(path);
    if (dns) {
      const zoneId = dns[1] as string;
      const zone = account.zoneRows.find((z) => z.id === zoneId);
      if (!zone)
        return send(
          404,
          failure(
            7003,
            'Could not route to /zones/..., perhaps your object identifier is invalid?',
          ),
        );
      if (account.dns === false) return send(403, failure(10000, 'Authentication error'));
      const list = records.get(zoneId) ?? [];
      if (req.method === 'GET' && !dns[2]) return send(200, page(list, url));
      if (req.method === 'POST' && !dns[2]) {
        const body = JSON.parse(await read(req)) as FakeRecord;
        const name = String(body.name ?? '').toLowerCase();
        if (name !== zone.name && !name.endsWith(`.${zone.name}`))
          return send(400, failure(9005, 'Content for record name is invalid'));
        if (body.type === 'MX' && body.priority === undefined)
          return send(400, failure(9100, 'MX records require a priority'));
        const content = body.type === 'TXT' ? `"${body.content}"` : body.content;
        const same = (r: FakeRecord) =>
          r.type === body.type &&
          r.name === name &&
          r.content === content &&
          (body.type !== 'MX' || r.priority === body.priority);
        if (list.some(same))
          return send(400, failure(81058, 'An identical record already exists.'));
        const record: FakeRecord = {
          id: randomBytes(16).toString('hex'),
          type: body.type,
          name,
          content,
          ttl: body.ttl ?? 1,
          ...(body.priority !== undefined ? { priority: body.priority } : {}),
          comment: body.comment ?? null,
        };
        records.set(zoneId, [...list, record]);
        return send(200, envelope(record));
      }
      if (req.method === 'DELETE' && dns[2]) {
        if (!list.some((r) => r.id === dns[2]))
          return send(404, failure(81044, 'Record does not exist.'));
        records.set(
          zoneId,
          list.filter((r) => r.id !== dns[2]),
        );
        return send(200, envelope({ id: dns[2] }));
      }
    }
    return send(404, failure(7003, 'No route for that URI'));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(failure(10000, String(error))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/client/v4`,
    requests,
    failNext(status, error) {
      nextFailure = { status, error };
    },
    addAccount(input) {
      const id = hash(`account:${input.name}`);
      const zoneRows = input.zones.map((z) => {
        const zoneId = hash(`zone:${z.name}`);
        records.set(
          zoneId,
          (z.records ?? []).map((r) => ({
            ...r,
            id: randomBytes(16).toString('hex'),
            content: r.type === 'TXT' ? `"${r.content}"` : r.content,
          })),
        );
        return {
          id: zoneId,
          name: z.name,
          status: z.status ?? 'active',
          name_servers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'],
        };
      });
      accounts.push({ ...input, id, zoneRows });
      return { id, zones: zoneRows };
    },
    records: (zoneId) => (records.get(zoneId) ?? []).map((r) => ({ ...r })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A v4 page: `result` and `result_info`; a page past the end is empty, as Cloudflare's is. */
function page(items: unknown[], url: URL) {
  const perPage = Number(url.searchParams.get('per_page') ?? 20);
  const current = Number(url.searchParams.get('page') ?? 1);
  const slice = items.slice((current - 1) * perPage, current * perPage);
  return envelope(slice, {
    result_info: {
      page: current,
      per_page: perPage,
      count: slice.length,
      total_count: items.length,
      total_pages: Math.ceil(items.length / perPage),
    },
  });
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
