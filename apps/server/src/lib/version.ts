import { readFileSync } from 'node:fs';

/**
 * This package's version (`@mailwright/server`'s package.json, above `src/lib` and
 * `dist/src/lib`): what `mailwright --version` prints and the API document's `info.version`.
 */
export function packageVersion(): string {
  for (const up of ['../../package.json', '../../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8'));
      if (pkg.name === '@mailwright/server') return pkg.version as string;
    } catch {
      // not at this level
    }
  }
  return 'unknown';
}
