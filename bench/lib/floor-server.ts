import { hash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { FORWARDING_JOB_RESPONSE_COLUMNS } from '../../apps/server/src/modules/forwarding/forwarding-job.present.js';
import {
  ListForwardingJobsBody,
  ListForwardingJobsResponse,
} from '../../apps/server/src/modules/forwarding/routes/list-forwarding-jobs.js';

/**
 * The floor of List forwarding jobs' first pages: the least work a server answering them from
 * the same SQLite file must do, with nothing of ours between. Fastify with the operation's own
 * body and response schemas (validation and serialisation as ours), the bearer token checked
 * against its hash held in memory (a token cache that always hits), the workspace looked up by
 * one prepared statement, and the page with its total from the counter row by another, read as
 * arrays; no hooks, no query builder, no logging, no errors worth the name.
 * Usage: tsx bench/lib/floor-server.ts <port> <sqlite file> <token>. With BENCH_FLOOR_SKIP
 * `page` it reads the page once and answers it again (the page statement's share), with
 * `schemas` it validates and serialises nothing (`JSON.stringify`; the schemas' share).
 */
const [port, file, token] = process.argv.slice(2);
const sqlite = new SQLite(String(file), { readonly: true, fileMustExist: true });
const tokenHash = hash('sha256', String(token), 'hex');
const teamId = (
  sqlite.prepare('select team_id from api_tokens where token_hash = ?').get(tokenHash) as {
    team_id: string;
  }
).team_id;
const columns = FORWARDING_JOB_RESPONSE_COLUMNS;
const workspace = sqlite.prepare(
  'select id, admins_only from workspaces where team_id = ? and uid = ?',
);
const page = sqlite
  .prepare(
    `select ${columns.join(', ')},
      (select coalesce(sum(n), 0) from list_counts
        where scope_id = ? and list = 'forwarding_jobs' and key = '') as list_total
     from forwarding_jobs where workspace_id = ?
     order by created_at desc, id desc limit ? offset ?`,
  )
  .raw();

const skip = process.env.BENCH_FLOOR_SKIP;
/** The page read last, answered again with BENCH_FLOOR_SKIP=page. */
let cached: unknown[][] | undefined;
const app = Fastify();
app.post(
  '/floor/forwarding',
  {
    schema:
      skip === 'schemas'
        ? {}
        : { body: ListForwardingJobsBody, response: { 200: ListForwardingJobsResponse } },
  },
  async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (hash('sha256', header.slice(7), 'hex') !== tokenHash)
      return reply.code(401).send({ error: true });
    const found = workspace.get(teamId, request.headers['x-workspace-id']) as
      | { id: string }
      | undefined;
    if (!found) return reply.code(401).send({ error: true });
    const { page: number = 1, limit = 10 } = request.body as { page?: number; limit?: number };
    const rows =
      skip === 'page' && cached
        ? cached
        : (page.all(found.id, found.id, limit, (number - 1) * limit) as unknown[][]);
    cached = rows;
    const total = Number(rows[0]?.[columns.length] ?? 0);
    return {
      error: false,
      message: 'Forwarding jobs retrieved successfully',
      jobs: rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]]))),
      pagination: {
        page: number,
        limit,
        total,
        pages: Math.ceil(total / limit),
      },
    };
  },
);
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.stdout.write('ready\n');
