import { createServer } from 'node:http';

/**
 * The benchmarks' webhook receiver, run as its own process so it does not share an event loop
 * with the sender: answers every POST with 200 at once and records when each request's body had
 * fully arrived, by its id (`X-Service-Event-Id`, or `X-Bench-Id` for baseline requests).
 * `GET /stats` returns `{ id: receivedAtMs }` (wall clock, sub-millisecond) and clears the record.
 * Usage: tsx bench/lib/webhook-receiver.ts <port>
 */
const port = Number(process.argv[2]);
let received: Record<string, number> = {};
const now = () => performance.timeOrigin + performance.now();

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(received));
    received = {};
    return;
  }
  req.resume();
  req.on('end', () => {
    const id = req.headers['x-service-event-id'] ?? req.headers['x-bench-id'];
    if (typeof id === 'string') received[id] = now();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"received":true,"message":"ok"}');
  });
});
server.keepAliveTimeout = 30_000;
server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
