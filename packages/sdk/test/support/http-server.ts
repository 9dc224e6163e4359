import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, or undefined when empty. */
  json: any;
}

/** Answers one request; `index` counts the requests received so far, from 0. */
export type Responder = (
  request: ReceivedRequest,
  response: ServerResponse,
  index: number,
) => void | Promise<void>;

export interface TestServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port; each request is recorded, then answered. */
export async function startServer(respond: Responder): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const received: ReceivedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body,
      json: body ? JSON.parse(body) : undefined,
    };
    requests.push(received);
    try {
      await respond(received, res, requests.length - 1);
    } catch (error) {
      res.statusCode = 599;
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends `body` as JSON with `status` and any extra headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** The API's error envelope. */
export function errorEnvelope(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: true, message, code, request_id: 'req_test0000000001', ...extra };
}
