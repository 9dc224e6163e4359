import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedDir, generateSdkSources, openapiPath } from '../scripts/generate.js';
import { createMailwright } from '../src/index.js';

describe('generated sources', () => {
  it('match openapi.json (run `npm run sdk:generate` after the document changes)', async () => {
    const document = JSON.parse(readFileSync(openapiPath, 'utf8'));
    const generated = await generateSdkSources(document);
    expect(Object.keys(generated).sort()).toEqual(['openapi.ts', 'operations.ts']);
    for (const [name, text] of Object.entries(generated)) {
      expect(readFileSync(`${generatedDir}${name}`, 'utf8'), name).toBe(text);
    }
  });

  it('give the client one method per operation of the document, none for its aliases', () => {
    const document = JSON.parse(readFileSync(openapiPath, 'utf8'));
    const operations = Object.values<
      Record<string, { operationId: string; 'x-alias-of'?: string }>
    >(document.paths).flatMap((item) => Object.values(item));
    const mw = createMailwright({ baseUrl: 'http://127.0.0.1:9', token: 't' });
    const methods = mw as unknown as Record<string, unknown>;
    for (const { operationId: id, 'x-alias-of': of } of operations) {
      expect(typeof methods[of ?? id], id).toBe('function');
      if (of) expect(methods[id], id).toBeUndefined();
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).toContain('updateWorkspaceWebhook');
    expect(ids).toContain('getMailboxByPath');
  });

  it('mark the operations that answer text rather than JSON', async () => {
    const answer = (type: string) => ({
      responses: {
        200: { description: 'ok', content: { [type]: { schema: { type: 'string' } } } },
      },
    });
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/metrics': { get: { operationId: 'metrics', ...answer('text/plain') } },
        '/json': { get: { operationId: 'readJson', ...answer('application/json') } },
        '/problem': { get: { operationId: 'readProblem', ...answer('application/problem+json') } },
      },
    };
    const { 'operations.ts': table } = await generateSdkSources(document);
    expect(table).toContain('metrics: { method: "get", path: "/metrics", parseAs: "text" },');
    expect(table).toContain('readJson: { method: "get", path: "/json" },');
    expect(table).toContain('readProblem: { method: "get", path: "/problem" },');
  });

  it('mark x-idempotent operations and those that declare Idempotency-Key', async () => {
    const ok = { responses: { 200: { description: 'ok' } } };
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/list': { post: { operationId: 'listThings', 'x-idempotent': true, ...ok } },
        '/buy': {
          post: {
            operationId: 'buyThings',
            parameters: [{ in: 'header', name: 'Idempotency-Key', schema: { type: 'string' } }],
            ...ok,
          },
        },
        '/create': {
          post: {
            operationId: 'createThing',
            parameters: [{ in: 'query', name: 'idempotency-key', schema: { type: 'string' } }],
            ...ok,
          },
        },
      },
    };
    const { 'operations.ts': table } = await generateSdkSources(document);
    expect(table).toContain('listThings: { method: "post", path: "/list", idempotent: true },');
    expect(table).toContain('buyThings: { method: "post", path: "/buy", idempotencyKey: true },');
    expect(table).toContain('createThing: { method: "post", path: "/create" },');
  });

  it('refuse a document with an operation that has no operationId', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/x': { get: { responses: {} } } },
    };
    await expect(generateSdkSources(document)).rejects.toThrow('GET /x has no usable operationId');
  });
});
