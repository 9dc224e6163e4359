#!/usr/bin/env node
// The `mailwright` command. The TypeScript is compiled by `npm install` (the root `prepare`
// script runs `npm run build`); run `npm run build` after changing the source.
//
// It starts from the bundle of the compiled command (dist/bundle, scripts/bundle.mjs) when the
// bundle is at least as new as the last compile (dist/.tsbuildinfo), and from dist/src otherwise
// (a `tsc -b` since the last bundle, or no bundle): the same code, read from fewer files.
import { statSync } from 'node:fs';

const built = (path) => statSync(new URL(path, import.meta.url), { throwIfNoEntry: false });
const compiled = built('../dist/.tsbuildinfo');
const bundled = built('../dist/bundle/cli.js');
const entry =
  bundled && compiled && bundled.mtimeMs >= compiled.mtimeMs
    ? '../dist/bundle/cli.js'
    : '../dist/src/start/cli.js';

import(entry).catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('start/cli.js')) {
    process.stderr.write('mailwright: not built yet; run `npm run build` in the repository root\n');
    process.exit(1);
  }
  throw error;
});
