import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';

/**
 * Writes a `.gz` beside every script and stylesheet of the build, so the server sends them
 * compressed (`@fastify/static` `preCompressed`) without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'mailwright-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', 'assets');
      for (const file of readdirSync(dir)) {
        if (/\.(js|css)$/.test(file)) {
          writeFileSync(
            join(dir, `${file}.gz`),
            gzipSync(readFileSync(join(dir, file)), { level: 9 }),
          );
        }
      }
    },
  };
}

/**
 * The mailbox table's script and stylesheets are asked for with the entry's (`modulepreload`,
 * `stylesheet` links in the index) rather than after the entry has run: it is the screen a
 * signed-in visit lands on (`/` goes to the first workspace's mailboxes). Other screens load their
 * chunks when the router matches them.
 */
function preloadLandingScreen(source: string): Plugin {
  const links = (ctx: IndexHtmlTransformContext) => {
    const bundle = ctx.bundle ?? {};
    const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
    const screen = chunks.find((c) => c.facadeModuleId?.endsWith(source));
    if (!screen) throw new Error(`preloadLandingScreen: no chunk for ${source}`);
    const entry = chunks.find((c) => c.isEntry);
    const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk' || loaded.has(fileName) || scripts.has(fileName)) return;
      scripts.add(fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
      for (const next of chunk.imports) visit(next);
    };
    visit(screen.fileName);
    return [
      ...[...scripts].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/app/${file}` },
        injectTo: 'head' as const,
      })),
      ...[...styles].map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/app/${file}` },
        injectTo: 'head' as const,
      })),
    ];
  };
  return {
    name: 'mailwright-preload-landing-screen',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (_html, ctx) => links(ctx) },
  };
}

// The server serves the build at /app (apps/server/src/http/web-app.ts): every asset URL starts
// there, and the hashed files under assets/ are cached for a year.
export default defineConfig({
  base: '/app/',
  plugins: [react(), preloadLandingScreen('src/routes/mailboxes/MailboxesPage.tsx'), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Nothing is loaded from outside the server: no CDN, no remote fonts (system font stack).
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 800,
  },
  server: {
    // `npm run dev -w apps/web` next to `npm start`: the API on the same origin through a proxy.
    proxy: { '/v1': 'http://127.0.0.1:8080' },
  },
});
