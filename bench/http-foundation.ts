import { load, sideBySide } from './lib/http-load.js';
import { initInstance, shutdown, startApi, startBaseline } from './lib/instance.js';
import { writeResults } from './lib/results.js';

/**
 * Foundation HTTP bench: the contract's Update workspace webhook and List workspaces, on an empty
 * workspace, against the real server (`mailwright serve --role api` on SQLite), beside a baseline
 * Fastify server that answers the same paths with the same bodies and does nothing else.
 * Writes bench/results/http-foundation.json. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (20).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const instance = initInstance('http');
const headers = { authorization: `Bearer ${instance.token}`, 'content-type': 'application/json' };
const webhookBody = JSON.stringify({
  uid: instance.workspaceUid,
  webhook_url: 'https://receiver.example.com/hooks/mailwright',
});

const server = await startApi(instance);
const { base } = server;

// The baseline answers with exactly the bytes our server sends for the same requests.
const sample = async (path: string, init2: RequestInit) =>
  (await fetch(`${base}${path}`, init2)).text();
const webhookAnswer = await sample('/v1/api/workspaces/webhook', {
  method: 'POST',
  headers,
  body: webhookBody,
});
const listAnswer = await sample('/v1/api/workspaces/list', { headers });
const baseline = await startBaseline(instance, {
  'POST /v1/api/workspaces/webhook': webhookAnswer,
  'GET /v1/api/workspaces/list': listAnswer,
});
const staticBase = baseline.base;

try {
  const run = (url: string, method: 'GET' | 'POST', body?: string) =>
    load({
      url,
      method,
      headers,
      connections,
      durationSeconds: seconds,
      ...(body ? { body } : {}),
    });
  const figures = {
    settings: { seconds, connections, database: 'sqlite' },
    update_workspace_webhook: sideBySide(
      await run(`${base}/v1/api/workspaces/webhook`, 'POST', webhookBody),
      await run(`${staticBase}/v1/api/workspaces/webhook`, 'POST', webhookBody),
    ),
    list_workspaces: sideBySide(
      await run(`${base}/v1/api/workspaces/list`, 'GET'),
      await run(`${staticBase}/v1/api/workspaces/list`, 'GET'),
    ),
  };
  const path = writeResults('http-foundation', figures);
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nwritten to ${path}\n`);
} finally {
  await shutdown(instance, server, baseline);
}
