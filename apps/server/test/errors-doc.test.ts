import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/http/errors.js';
import { repoRoot } from './support/processes.js';

/**
 * docs/errors.md is where a reader looks a code up: its table has one row per code of the
 * registry, with the registry's status (a variant such as "`CONFLICT` (idempotency)" adds a row
 * of its own).
 */
describe('docs/errors.md', () => {
  const rows = readFileSync(join(repoRoot, 'docs/errors.md'), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^\|\s*`([A-Z_]+)`(\s*\([^)]*\))?\s*\|\s*(\d{3})\s*\|/.exec(line);
      return match
        ? [{ code: match[1] as string, variant: Boolean(match[2]), status: Number(match[3]) }]
        : [];
    });

  it('has exactly one row per error code, with its status', () => {
    const plain = rows.filter((row) => !row.variant);
    expect(plain.map((row) => row.code).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const row of rows)
      expect(row.status, row.code).toBe(ERROR_CODES[row.code as keyof typeof ERROR_CODES]);
  });
});
