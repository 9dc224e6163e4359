import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** A request as a vendor fake sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The body parsed as JSON, or as a form (an object of its fields); {} when empty. */
  body: Record<string, unknown>;
  raw: string;
  /** The body's bytes as sent (a picture's, for one). */
  bytes: Buffer;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is (XML). */
  body?: unknown;
}

export interface FakeServer {
  baseUrl: string;
  /** Every request, in order (method, path, body). */
  requests: FakeRequest[];
  /**
   * The next `times` requests (optionally only those whose path contains `path`) are answered
   * with `status` (a 5xx, or 429 with `retryAfter` seconds) before the fake answers normally.
   */
  failNext(input: {
    status: number;
    times?: number;
    retryAfter?: number;
    path?: string;
    /** The vendor's error body (a generic one by default). */
    body?: unknown;
  }): void;
  /** Forgets the failures still queued. */
  clearFailures(): void;
  close(): Promise<void>;
}

/**
 * A loopback HTTP server for a vendor fake: parses bodies, logs requests, and injects the
 * outages and rate-limit answers tests ask for; `handle` answers as the vendor's API does.
 */
export async function startFakeServer(
  handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
  options: { tls?: { key: string; cert: string } } = {},
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const failures: Array<{
    status: number;
    times: number;
    retryAfter?: number;
    path?: string;
    body?: unknown;
  }> = [];
  const listener: RequestListener = async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const raw = bytes.toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        body = Object.fromEntries(new URLSearchParams(raw));
      }
    }
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      raw,
      bytes,
    };
    requests.push(request);
    const failure = failures.find((f) => f.times > 0 && (!f.path || url.pathname.includes(f.path)));
    let answer: FakeAnswer;
    if (failure) {
      failure.times -= 1;
      answer = {
        status: failure.status,
        headers:
          failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {},
        body: failure.body ?? {
          message: failure.status === 429 ? 'Too Many Requests' : 'Service Unavailable',
        },
      };
    } else {
      try {
        answer = await handle(request);
      } catch (error) {
        answer = { status: 500, body: { message: (error as Error).message } };
      }
    }
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
    res.writeHead(answer.status ?? 200, {
      'content-type': typeof answer.body === 'string' ? 'text/xml' : 'application/json',
      ...answer.headers,
    });
    res.end(text);
  };
  const server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    failNext: (input) => failures.push({ times: 1, ...input }),
    clearFailures: () => {
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a fake needs to judge a mailbox's SMTP/IMAP settings (a real sign-in, in the journey). */
export type LoginCheck = (account: {
  username: string;
  password: string;
  smtp: { host: string; port: number };
  imap: { host: string; port: number };
}) => Promise<{ smtp: string | null; imap: string | null }>;

/** The default: every login works except a password of `wrong-password` (IMAP refuses it). */
export const acceptLogins: LoginCheck = async (account) => ({
  smtp: null,
  imap: account.password === 'wrong-password' ? 'Invalid credentials' : null,
});
