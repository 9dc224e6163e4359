// Bundles the compiled command (`dist/src/start/cli.js`) into `dist/bundle/` for the `mailwright`
// command to start from (bin/mailwright.js). A process then reads a few dozen files instead of
// about 1,800 (typebox, kysely, imapflow and the service's own modules each come as hundreds of
// small files), which halves the CPU a command spends starting (docs/decisions.md, "The suite's
// time"). The code is tsc's output as is: esbuild only joins the files.
//
// Run after `tsc -b` (`npm run build` and the test suite's global setup do). Without esbuild (an
// install without dev dependencies) it writes nothing and the command runs `dist/src` as before.
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('..', import.meta.url));
const out = `${server}dist/bundle`;

/**
 * Packages loaded from node_modules as they are: native addons, the vendor SDKs imported only on
 * their first call (their own `import()`), and packages that read files beside their code at run
 * time (the API docs page's assets, pino's transport workers).
 */
const EXTERNAL = [
  'better-sqlite3',
  '@node-rs/argon2',
  'pg-native',
  'pino',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'cloudflare',
  'stripe',
  'googleapis',
  'google-auth-library',
  '@azure/identity',
  '@microsoft/microsoft-graph-client',
  'undici',
];

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  process.stderr.write('mailwright bundle: esbuild is not installed; the command runs dist/src\n');
  process.exit(0);
}

rmSync(out, { recursive: true, force: true });
await esbuild.build({
  entryPoints: [`${server}dist/src/start/cli.js`],
  outdir: out,
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: EXTERNAL,
  // CommonJS packages inside an ES module bundle still call `require` for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The bundle's chunks are ES modules whatever the nearest package.json says.
writeFileSync(`${out}/package.json`, '{ "type": "module" }\n');
