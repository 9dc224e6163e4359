import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { RULE } from './architecture.rule.js';
import {
  countByPair,
  findCycles,
  readImportGraph,
  ruleBreaks,
  surfaceBreaks,
  unplacedModules,
} from './support/import-graph.js';
import { DATABASE_MODULES, DIALECT_FREE_SUITES } from './support/run-once.js';

// The server's structure, checked from its source (no server, no build): the dependency rule of
// `architecture.rule.ts` (tiers, and another module only through its surface) and no import
// cycle. What breaks either today is listed below; the lists only go down. A new import against
// the rule, one that bypasses a surface, or a new cycle fails here, naming the files.

/**
 * Imports against the rule today, counted per pair of areas (`from → to (kind)`). A `type`
 * import is erased when compiled; a `value` import loads the module. None is of the value kind:
 * a lower module reacts to a higher one through a hook the composition root registers
 * (`main/wiring.ts`), and lower layers get what they need from it the same way. The `db → …`
 * type imports are by design: `db/schema.ts`'s `DB` type is the union of every module's table
 * types (each module owns its tables). `http → accounts (type)` is the member's role in the
 * caller that `http/auth.ts` hands to routes.
 */
const EXCEPTIONS: Record<string, number> = {
  'db → accounts (type)': 3,
  'db → billing (type)': 1,
  'db → client-id-requests (type)': 1,
  'db → clocks (type)': 1,
  'db → cloudflare (type)': 1,
  'db → consent-requests (type)': 1,
  'db → dns (type)': 1,
  'db → domains (type)': 1,
  'db → forwarding (type)': 1,
  'db → health-report (type)': 1,
  'db → infraguard (type)': 1,
  'db → insights (type)': 2,
  'db → mail (type)': 1,
  'db → mailboxes (type)': 1,
  'db → operators (type)': 1,
  'db → orders (type)': 1,
  'db → placement (type)': 1,
  'db → prewarm (type)': 1,
  'db → sequencers (type)': 1,
  'db → tags (type)': 1,
  'db → verified-destinations (type)': 1,
  'db → warmup (type)': 1,
  'db → webhooks (type)': 2,
  'db → workspaces (type)': 1,
  'http → accounts (type)': 1,
};

/** Import cycles today (value imports only), each as its files. */
const KNOWN_CYCLES: string[][] = [];

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('the server keeps its dependency rule', () => {
  const graph = readImportGraph(SOURCE);

  it('places every module in a tier', () => {
    expect(unplacedModules(graph, RULE)).toEqual([]);
  });

  it('has no import against the rule but the listed exceptions', () => {
    const breaks = ruleBreaks(graph, RULE);
    const counts = countByPair(breaks);
    const problems: string[] = [];
    for (const [pair, count] of Object.entries(counts)) {
      const allowed = EXCEPTIONS[pair] ?? 0;
      if (count <= allowed) continue;
      const files = breaks
        .filter((found) => found.pair === pair)
        .map(({ edge }) => `    ${edge.from} → ${edge.to}`);
      problems.push(`${pair}: ${count} imports, ${allowed} allowed\n${files.join('\n')}`);
    }
    for (const [pair, allowed] of Object.entries(EXCEPTIONS)) {
      const count = counts[pair] ?? 0;
      if (count < allowed) problems.push(`${pair}: ${count} now; lower its exception to ${count}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has every module use another only through its surface', () => {
    const breaks = surfaceBreaks(graph, RULE);
    expect(breaks, breaks.join('\n')).toEqual([]);
  });

  it('has no import cycle but the listed ones', () => {
    const known = new Set(KNOWN_CYCLES.map((cycle) => cycle.join(' ')));
    const found = findCycles(graph).map((cycle) => cycle.join(' '));
    expect(
      found.filter((cycle) => !known.has(cycle)),
      'a new import cycle (or a changed listed one)',
    ).toEqual([]);
    expect(
      [...known].filter((cycle) => !found.includes(cycle)),
      'a listed cycle is gone: remove it from KNOWN_CYCLES',
    ).toEqual([]);
  });
});

describe('the checker', () => {
  const folder = mkdtempSync(join(tmpdir(), 'mw-architecture-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const write = (file: string, text: string): void => {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  };
  write('lib/a.ts', "import { b } from './b.js';\nexport const a = () => b;\n");
  write('lib/b.ts', "export const b = async () => (await import('./a.js')).a;\n");
  write('lib/c.ts', "import type { D } from './d.js';\nexport type C = D;\n");
  write('lib/d.ts', "import type { C } from './c.js';\nexport type D = C | 1;\n");
  write(
    'db/schema.ts',
    "import type { Row } from '../modules/low/low.table.js';\nexport type DB = Row;\n",
  );
  write('jobs/registry.ts', "export { job } from '../modules/low/low.job.js';\n");
  write('modules/low/low.table.ts', 'export interface Row { id: string }\n');
  write(
    'modules/low/low.job.ts',
    "import { high } from '../high/high.service.js';\nexport const job = high;\n",
  );
  write(
    'modules/high/high.service.ts',
    "import { a } from '../../lib/a.js';\nexport const high = a;\n",
  );
  write(
    'main/wiring.ts',
    "import { job } from '../jobs/registry.js';\nexport const wired = [job];\n",
  );
  write('lib/e.ts', "import { wired } from '../main/wiring.js';\nexport const e = wired;\n");
  const rule = { root: ['main/'], tiers: [['low'], ['high']] };
  const graph = readImportGraph(folder);

  it('finds a cycle, a dynamic import included, and not one of type imports', () => {
    expect(findCycles(graph)).toEqual([['lib/a.ts', 'lib/b.ts']]);
  });

  it('finds imports against the rule: upward, into a module from below, into the root', () => {
    expect(countByPair(ruleBreaks(graph, rule))).toEqual({
      'db → low (type)': 1,
      'jobs → low (value)': 1,
      'lib → main (value)': 1,
      'low → high (value)': 1,
    });
    expect(unplacedModules(graph, { ...rule, tiers: [['low']] })).toEqual(['high']);
  });
});

describe('the surface check', () => {
  const folder = mkdtempSync(join(tmpdir(), 'mw-surfaces-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const write = (file: string, text: string): void => {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  };
  write('modules/low/low.service.ts', 'export const low = 1;\nexport type Low = number;\n');
  write('modules/low/low.table.ts', 'export interface Row { id: string }\n');
  write('modules/low/surface.ts', "export { low } from './low.service.js';\n");
  write('modules/mid/mid.service.ts', 'export const mid = 2;\n');
  write(
    'modules/mid/surface.ts',
    "export * from './mid.service.js';\nexport { low } from '../low/low.service.js';\n",
  );
  write(
    'modules/high/high.service.ts',
    [
      "import { low } from '../low/surface.js';",
      "import type { Low } from '../low/low.service.js';",
      "import { mid } from '../mid/mid.service.js';",
      'export const high = (x: Low) => low + mid + x;',
    ].join('\n'),
  );
  write('main/wiring.ts', "import type { Row } from '../modules/low/low.table.js';\n");
  const rule = { root: ['main/'], tiers: [['low'], ['mid'], ['high']], surface: 'surface.ts' };

  it('names each import that bypasses a surface, a type import too, and not the root', () => {
    expect(surfaceBreaks(readImportGraph(folder), rule)).toEqual([
      'modules/high/high.service.ts imports modules/low/low.service.ts: import low through modules/low/surface.ts',
      'modules/high/high.service.ts imports modules/mid/mid.service.ts: import mid through modules/mid/surface.ts',
      'modules/mid/surface.ts offers all of modules/mid/mid.service.ts: name what it offers (no export *)',
      "modules/mid/surface.ts offers modules/low/low.service.ts: a surface offers only its own module's files",
    ]);
  });
});

describe('the suites that run on one dialect only', () => {
  it('reach no module that opens a database, through any chain of value imports', () => {
    const server = join(dirname(fileURLToPath(import.meta.url)), '..');
    const graph = readImportGraph(server);
    const imports = new Map<string, string[]>();
    for (const edge of graph.edges)
      if (edge.kind === 'value')
        imports.set(edge.from, [...(imports.get(edge.from) ?? []), edge.to]);
    const problems = DIALECT_FREE_SUITES.map((suite) => suite.replace('apps/server/', '')).flatMap(
      (suite) => {
        if (!graph.files.includes(suite)) return [`${suite} does not exist`];
        const seen = new Set([suite]);
        const next = [suite];
        for (let file = next.pop(); file; file = next.pop()) {
          for (const to of imports.get(file) ?? []) {
            if (seen.has(to)) continue;
            seen.add(to);
            next.push(to);
          }
        }
        return DATABASE_MODULES.filter((m) => seen.has(m)).map((m) => `${suite} reaches ${m}`);
      },
    );
    expect(problems).toEqual([]);
  });
});

describe('undici is loaded where first used', () => {
  it('is imported by value only in lib/undici.ts (elsewhere as types, erased when compiled)', () => {
    const src = fileURLToPath(new URL('../src/', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    );
    const valueImports = files.filter(
      (file) =>
        file !== join('lib', 'undici.ts') &&
        /^import (?!type )[^;]*from 'undici';/m.test(readFileSync(join(src, file), 'utf8')),
    );
    // Every `mailwright` command loaded it at start (about 0.17 s of CPU), outbound requests or not.
    expect(valueImports).toEqual([]);
    expect(files).toContain(join('lib', 'undici.ts'));
  });
});
