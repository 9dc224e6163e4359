import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// The server serves the build at /app (apps/server/src/http/web-app.ts): every asset URL starts
// there, and the hashed files under assets/ are cached for a year.
export default defineConfig({
  base: '/app/',
  plugins: [react(), precompress()],
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
