import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { App } from './app-types.js';
import { csrfTokenOf, SESSION_COOKIE } from './session-cookie.js';

/**
 * Where `npm run build` writes the web app (`apps/web/dist`), found from this file whether it
 * runs from `src/` (tsx, tests) or from `dist/src/` (the built server).
 */
export function defaultWebAppDir(): string | undefined {
  for (const up of ['../../../web/dist', '../../../../web/dist']) {
    const dir = fileURLToPath(new URL(up, import.meta.url));
    if (existsSync(join(dir, 'index.html'))) return dir;
  }
  return undefined;
}

// Hashed file names change with their content: a browser may keep them for a year. index.html
// names the current ones, so it is revalidated every time.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The app loads nothing from outside its own server, and this says so to the browser: a
 * message's HTML in the mail viewer (a sandboxed `srcdoc` frame, which inherits this policy on
 * top of its own) can never make it fetch a remote image, whatever it holds. Styles may be
 * inline (the component library writes its CSS variables at run time).
 */
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The index with the CSRF token of the session cookie it was asked with (a `meta` element, no
 * script): the app can read the table's first page at once, beside Get session, rather than
 * after it (every cookie-authenticated POST needs the token, reads through POST too). The token
 * is computed from the cookie alone, nothing is looked up: a cookie that is no longer a session
 * gets a token no request can use, and Get session's 401 sends the app to sign-in as before.
 */
function withCsrfToken(index: string, token: string): string {
  return index.replace('<head>', `<head><meta name="mw-csrf-token" content="${token}">`);
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailwright</title></head>
<body><main><h1>The web app is not built</h1><p>Run <code>npm run build</code> at the repository root,
then reload. The API is served at <a href="/docs">/docs</a>.</p></main></body></html>`;

/**
 * Serves the web app at `/app` on the API's origin: its files, and `index.html` for every other
 * path under `/app` (the app's own routes: a shared link opens the right screen). `GET /`
 * redirects to `/app`; `/docs` stays the API document.
 */
export async function registerWebApp(app: App, dir: string | undefined): Promise<void> {
  app.get('/', { config: { scope: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/app/', 302),
  );
  if (!dir) {
    const notBuilt = (_request: unknown, reply: import('fastify').FastifyReply) =>
      reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT);
    app.get('/app', { config: { scope: 'public' }, schema: { hide: true } }, notBuilt);
    app.get('/app/*', { config: { scope: 'public' }, schema: { hide: true } }, notBuilt);
    return;
  }
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/app/',
    // One route per file found now (the build is done before the server starts), so any other
    // path under /app falls through to the app's index below instead of a 404.
    wildcard: false,
    index: false,
    // The build writes a .gz beside each script and stylesheet (apps/web/vite.config.ts).
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
    schemaHide: true,
  });
  const sendIndex = (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => {
    const cookie = request.cookies?.[SESSION_COOKIE];
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', cookie ? `${REVALIDATE}, private` : REVALIDATE)
      .header('content-security-policy', APP_CSP)
      .send(cookie ? withCsrfToken(index, csrfTokenOf(cookie)) : index);
  };
  app.get('/app', { config: { scope: 'public' }, schema: { hide: true } }, sendIndex);
  app.get('/app/*', { config: { scope: 'public' }, schema: { hide: true } }, sendIndex);
}
