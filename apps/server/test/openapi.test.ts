import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { repoRoot } from './support/processes.js';

const h = useHarness();

describe('OpenAPI document', () => {
  it('matches the committed openapi.json (run `npm run openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(`${repoRoot}openapi.json`, 'utf8'));
    const generated = JSON.parse(JSON.stringify(h.app.swagger()));
    generated.servers = committed.servers;
    expect(generated).toEqual(committed);
  });

  it('is served at /v1/api/openapi.json as OpenAPI 3.1 with an operationId, tag and summary on every operation', async () => {
    const res = await h.call('GET', '/v1/api/openapi.json', { token: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const [path, methods] of Object.entries<Record<string, any>>(res.body.paths)) {
      for (const [method, op] of Object.entries<any>(methods)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(op.summary, `${method} ${path}`).toBeTruthy();
      }
    }
    expect(res.body.components.schemas.ErrorResponse).toBeDefined();
  });

  it('serves the reference page at /docs from the installed package', async () => {
    const res = await h.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
  });
});
