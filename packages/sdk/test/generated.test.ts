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

  it('give the client one method per operation of the document', () => {
    const document = JSON.parse(readFileSync(openapiPath, 'utf8'));
    const ids = Object.values<Record<string, { operationId: string }>>(document.paths).flatMap(
      (item) => Object.values(item).map((operation) => operation.operationId),
    );
    const mw = createMailwright({ baseUrl: 'http://127.0.0.1:9', token: 't' });
    for (const id of ids)
      expect(typeof (mw as unknown as Record<string, unknown>)[id], id).toBe('function');
    expect(ids).toContain('updateWorkspaceWebhook');
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
