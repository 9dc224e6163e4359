import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The app may do only what the public API does: every server call goes through the SDK client,
// by operationId. The browser journeys also record every request the pages make and check each
// against openapi.json (support/browser.ts, callsOutsideTheApi); this file checks the source and
// the build without a browser.

const web = fileURLToPath(new URL('../', import.meta.url));
const openapi = JSON.parse(readFileSync(join(web, '../../openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const operationIds = new Set(
  Object.values(openapi.paths).flatMap((methods) =>
    Object.values(methods).map((op) => op.operationId),
  ),
);

function files(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, ending);
    return ending.test(entry.name) ? [path] : [];
  });
}

const sources = files(join(web, 'src'), /\.tsx?$/).map((path) => ({
  path: path.slice(web.length),
  text: readFileSync(path, 'utf8'),
}));

describe('the web app calls only operations of the API document', () => {
  it('sends no request of its own: no fetch, XMLHttpRequest or beacon outside the SDK', () => {
    const offenders = sources
      .filter(({ text }) => /\bfetch\s*\(|XMLHttpRequest|sendBeacon|axios/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('opens an EventSource only on the event stream operation', () => {
    const streams = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/new EventSource\(\s*`([^`?]+)/g)].map((m) => `${path}: ${m[1]}`),
    );
    expect(streams).toEqual(['src/api/events.ts: /v1/api/events/stream']);
    expect(Object.keys(openapi.paths)).toContain('/v1/api/events/stream');
  });

  it('names only operationIds that openapi.json has', () => {
    const named = new Set<string>();
    for (const { text } of sources) {
      for (const m of text.matchAll(/\bmw\.(\w+)\(/g)) named.add(m[1]!);
      for (const m of text.matchAll(
        /\b(?:useOp|useAction|callOperation|useInfiniteList|collectUids|useOperatorOp|useOperatorAction|callOperator)\(\s*'(\w+)'/g,
      )) {
        named.add(m[1]!);
      }
      for (const m of text.matchAll(/invalidates:\s*\[([^\]]*)\]/g)) {
        for (const id of m[1]!.matchAll(/'(\w+)'/g)) named.add(id[1]!);
      }
    }
    expect(named.size).toBeGreaterThan(40);
    expect([...named].filter((id) => !operationIds.has(id))).toEqual([]);
  });

  it('holds no API path in the build that openapi.json does not have', () => {
    const assets = files(join(web, 'dist/assets'), /\.js$/).map((path) =>
      readFileSync(path, 'utf8'),
    );
    const paths = new Set(
      assets.flatMap((text) =>
        [...text.matchAll(/["'`](\/v1\/(?:api|operator)\/[^"'`?$]*)/g)].map((m) => m[1]!),
      ),
    );
    expect(paths.size).toBeGreaterThan(100);
    expect([...paths].filter((path) => !(path in openapi.paths))).toEqual([]);
  });
});
