import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PATIENCE_MS, waitFor } from './wait.js';

/** One request as the receiver saw it: headers as sent and the exact body bytes. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  receivedAt: number;
}

/** What the receiver does with a request: answer it, or leave it hanging (`res` untouched). */
export type Behaviour = (request: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

export const answer =
  (status: number, body = '', headers: Record<string, string> = {}): Behaviour =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'text/plain', ...headers });
    res.end(body);
  };

/** Never answers (until the receiver closes): the sender's timeout must fire. */
export const hang: Behaviour = () => {};

/** Sends the status and the start of a body, then stalls without ending it. */
export const slowBody =
  (status = 200): Behaviour =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.write('partial');
  };

/** Echoes the request body back, as a careless receiver might. */
export const echo: Behaviour = (request, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(request.body);
};

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Behaviours for the next requests, in order; after them, `fallback` answers. */
  queue(...behaviours: Behaviour[]): void;
  fallback: Behaviour;
  /** Delay before each behaviour runs (ms). */
  delayMs: number;
  /** Most requests that were open at the same time. */
  maxConcurrent(): number;
  /** Requests open (received, not yet answered) right now. */
  openNow(): number;
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 that records every request and answers as told. */
export async function startReceiver(path = '/hook'): Promise<Receiver> {
  const pending: Behaviour[] = [];
  let open = 0;
  let peak = 0;
  const receiver = {
    requests: [] as ReceivedRequest[],
    fallback: answer(200, '{"received":true,"message":"ok"}') as Behaviour,
    delayMs: 0,
  } as Receiver;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    open += 1;
    peak = Math.max(peak, open);
    res.on('close', () => {
      open -= 1;
    });
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
        receivedAt: Date.now(),
      };
      receiver.requests.push(request);
      if (receiver.delayMs > 0) await new Promise((r) => setTimeout(r, receiver.delayMs));
      await (pending.shift() ?? receiver.fallback)(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  receiver.port = port;
  receiver.url = `http://127.0.0.1:${port}${path}`;
  receiver.queue = (...behaviours) => pending.push(...behaviours);
  receiver.maxConcurrent = () => peak;
  receiver.openNow = () => open;
  receiver.waitForRequests = async (count, timeoutMs = PATIENCE_MS) => {
    await waitFor(
      () => receiver.requests.length >= count,
      timeoutMs,
      () => `receiver got ${receiver.requests.length} of ${count} requests`,
    );
    return receiver.requests.slice(0, count);
  };
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
