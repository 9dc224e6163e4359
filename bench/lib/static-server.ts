import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The baseline: a Fastify server of the same shape as Mailwright's (same framework, same JSON
 * content type) that answers fixed paths with fixed bodies and does no auth, validation or
 * database work. Usage: tsx bench/lib/static-server.ts <port> <routes.json>, where the file maps
 * "METHOD /path" to the exact body to send.
 */
const [port, routesFile] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(String(routesFile), 'utf8')) as Record<string, string>;
const app = Fastify();
for (const [route, body] of Object.entries(routes)) {
  const [method, url] = route.split(' ');
  app.route({
    method: method as 'GET' | 'POST',
    url: String(url),
    handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(body),
  });
}
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.stdout.write('ready\n');
