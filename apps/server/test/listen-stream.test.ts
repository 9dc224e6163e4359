import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { followEventStream, type StreamMessage } from '../src/start/listen-stream.js';
import { waitFor } from './support/wait.js';

// `mailwright listen` follows the workspace event stream as a browser's EventSource does: the
// server-sent events format, and a reconnection after the stream ends that resumes after the last
// event seen (Last-Event-ID). Here against a loopback server that speaks the format and ends the
// stream after each event, as a restarting server does.

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('the event stream listen follows', () => {
  it('reads every message and resumes after the last one with Last-Event-ID', async () => {
    const asked: Array<{ auth?: string; workspace?: string; last?: string }> = [];
    const events = ['e1', 'e2', 'e3'];
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      asked.push({
        auth: req.headers.authorization,
        workspace: req.headers['x-workspace-id'] as string,
        last: req.headers['last-event-id'] as string | undefined,
      });
      const after = req.headers['last-event-id'];
      const next = after ? events[events.indexOf(after as string) + 1] : events[0];
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('retry: 20\n\n: keep-alive\n\n');
      if (!next) return; // the last one: stays open
      // One message split across writes, with a two-line data field, then the stream ends.
      res.write(`id: ${next}\nevent: webhook.test\ndata: {"uid":`);
      res.end(`"${next}",\ndata: "n":1}\n\n`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const seen: StreamMessage[] = [];
    const stream = followEventStream({
      api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: 'mw_token',
      workspace: 'ws-1',
      retryMs: 5_000,
      onMessage: (message) => seen.push(message),
    });
    close = () => {
      stream.stop();
      server.closeAllConnections();
      server.close();
    };
    await stream.connected;
    await waitFor(() => seen.length === 3 && asked.length === 4);
    expect(seen).toEqual(
      events.map((id) => ({ id, event: 'webhook.test', data: `{"uid":"${id}",\n"n":1}` })),
    );
    expect(asked).toEqual([
      { auth: 'Bearer mw_token', workspace: 'ws-1', last: undefined },
      { auth: 'Bearer mw_token', workspace: 'ws-1', last: 'e1' },
      { auth: 'Bearer mw_token', workspace: 'ws-1', last: 'e2' },
      { auth: 'Bearer mw_token', workspace: 'ws-1', last: 'e3' },
    ]);
    expect(stream.lastEventId()).toBe('e3');
  });

  it('stops when the server refuses the token', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"error":true,"message":"Invalid token"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const refused: number[] = [];
    const stream = followEventStream({
      api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: 'bad',
      workspace: 'ws-1',
      onMessage: () => {},
      onRefused: (status) => refused.push(status),
    });
    close = () => {
      stream.stop();
      server.close();
    };
    await stream.connected;
    expect(refused).toEqual([401]);
  });
});
