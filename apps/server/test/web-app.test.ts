import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/app-types.js';
import { csrfTokenOf } from '../src/http/session-cookie.js';
import { registerWebApp } from '../src/http/web-app.js';

// The server's side of the web app: the build served at /app with every client route falling
// back to index.html, hashed assets cached for a year, and / sending browsers to the app.

const dir = mkdtempSync(join(tmpdir(), 'mw-web-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html><head><title>Mailwright</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dir, 'assets/index-AbC123.js'), 'console.log("app")');
writeFileSync(join(dir, 'assets/index-AbC123.js.gz'), gzipSync('console.log("app")'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function appWith(webDir: string | undefined) {
  const app = Fastify() as unknown as App;
  await app.register(fastifyCookie);
  await registerWebApp(app, webDir);
  await app.ready();
  return app;
}

describe('the web app on the server', () => {
  it('redirects / to /app', async () => {
    const app = await appWith(dir);
    const answer = await app.inject({ url: '/' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/app/');
  });

  it('answers every client route under /app with index.html, revalidated each time', async () => {
    const app = await appWith(dir);
    for (const url of ['/app', '/app/', '/app/sign-in', '/app/w/8a41/mailboxes?status=active']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toContain('<div id="root">');
    }
  });

  it('writes the session cookie’s CSRF token into the index it asks for, and none without one', async () => {
    const app = await appWith(dir);
    const cookie = 'mws_a-session-cookie';
    const signedIn = await app.inject({
      url: '/app/w/8a41/mailboxes',
      headers: { cookie: `mw_session=${cookie}` },
    });
    expect(signedIn.body).toContain(
      `<head><meta name="mw-csrf-token" content="${csrfTokenOf(cookie)}">`,
    );
    // Made for one visitor: no shared cache keeps it.
    expect(signedIn.headers['cache-control']).toBe('no-cache, private');
    const anonymous = await app.inject({ url: '/app/w/8a41/mailboxes' });
    expect(anonymous.body).not.toContain('mw-csrf-token');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const app = await appWith(dir);
    const answer = await app.inject({ url: '/app/assets/index-AbC123.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('console.log("app")');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip file of the build to a browser that accepts it', async () => {
    const app = await appWith(dir);
    const answer = await app.inject({
      url: '/app/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('says how to build the app when it is not built, and leaves the API alone', async () => {
    const app = await appWith(undefined);
    const answer = await app.inject({ url: '/app/mailboxes' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('npm run build');
    expect((await app.inject({ url: '/v1/api/account' })).statusCode).toBe(404);
  });
});
