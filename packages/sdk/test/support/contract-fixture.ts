/**
 * A few operations of the contract, typed by hand the way openapi-typescript generates them, so
 * the client's core is tested on fixed, small shapes that do not change with the server's
 * document: offset pagination and page pagination in a POST body (`service-api.md`: list
 * sequencers, list forwarding jobs, both marked `x-idempotent`), a workspace-scoped operation, a
 * purchase that declares `Idempotency-Key`, and an operation answering text. The generated client
 * is tested against the real server in `real-server.test.ts`.
 */
import { buildClient, type MailwrightOptions } from '../../src/client/build-client.js';

interface JsonResponse<Body> {
  headers: { [name: string]: unknown };
  content: { 'application/json': Body };
}

interface ErrorBody {
  error: true;
  message: string;
  code: string;
  request_id: string;
}

interface WorkspaceHeader {
  query?: never;
  header: { 'x-workspace-id': string };
  path?: never;
  cookie?: never;
}

export interface Sequencer {
  uid: string;
  name: string;
}

export interface ForwardingJob {
  mailbox_uid: string;
  status: string;
}

export interface FixtureOperations {
  listSequencers: {
    parameters: WorkspaceHeader;
    requestBody?: {
      content: {
        'application/json': { limit?: number; offset?: number; keyword?: string; uids?: string[] };
      };
    };
    responses: {
      200: JsonResponse<{
        error: false;
        message: string;
        data: Sequencer[];
        pagination: { total: number; limit: number; offset: number; hasMore: boolean };
      }>;
      500: JsonResponse<ErrorBody>;
    };
  };
  listForwardingJobs: {
    parameters: WorkspaceHeader;
    requestBody?: {
      content: { 'application/json': { page?: number; limit?: number; status?: string } };
    };
    responses: {
      200: JsonResponse<{
        error: false;
        message: string;
        jobs: ForwardingJob[];
        pagination: { page: number; limit: number; total: number; pages: number };
      }>;
    };
  };
  metrics: FixtureMetricsOperation;
  buyMailboxes: {
    parameters: Omit<WorkspaceHeader, 'header'> & {
      header: { 'x-workspace-id': string; 'idempotency-key'?: string };
    };
    requestBody: { content: { 'application/json': { count: number } } };
    responses: { 200: JsonResponse<{ error: false; message: string; order_uid: string }> };
  };
}

export interface FixtureMetricsOperation {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody?: never;
  responses: {
    200: { headers: { [name: string]: unknown }; content: { 'text/plain': string } };
    401: JsonResponse<ErrorBody>;
  };
}

export interface FixturePaths {
  '/v1/api/sequencers/list': { post: FixtureOperations['listSequencers'] };
  '/v1/api/mailboxes/forwarding/jobs': { post: FixtureOperations['listForwardingJobs'] };
  '/v1/api/mailboxes/buy': { post: FixtureOperations['buyMailboxes'] };
  '/metrics': { get: FixtureMetricsOperation };
}

export const fixtureTable = {
  listSequencers: { method: 'post', path: '/v1/api/sequencers/list', idempotent: true },
  listForwardingJobs: {
    method: 'post',
    path: '/v1/api/mailboxes/forwarding/jobs',
    idempotent: true,
  },
  buyMailboxes: { method: 'post', path: '/v1/api/mailboxes/buy', idempotencyKey: true },
  metrics: { method: 'get', path: '/metrics', parseAs: 'text' },
} as const;

/** A client of the fixture operations, built by the same core as `createMailwright`. */
export function createFixtureClient(options: MailwrightOptions) {
  return buildClient<FixturePaths, FixtureOperations>(fixtureTable, options);
}
