import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the build at /app (apps/server/src/http/web-app.ts): every asset URL starts
// there, and the hashed files under assets/ are cached for a year.
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Nothing is loaded from outside the server: no CDN, no remote fonts (system font stack).
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
  },
  server: {
    // `npm run dev -w apps/web` next to `npm start`: the API on the same origin through a proxy.
    proxy: { '/v1': 'http://127.0.0.1:8080' },
  },
});
