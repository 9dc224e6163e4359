#!/usr/bin/env node
// The `mailwright` command. The TypeScript is compiled by `npm install` (the root `prepare`
// script runs `tsc -b`); run `npm run build` after changing the source.
import('../dist/src/start/cli.js').catch((error) => {
  if (
    error?.code === 'ERR_MODULE_NOT_FOUND' &&
    String(error.message).includes('dist/src/start/cli.js')
  ) {
    process.stderr.write('mailwright: not built yet; run `npm run build` in the repository root\n');
    process.exit(1);
  }
  throw error;
});
