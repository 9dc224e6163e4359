import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { analyse } from 'scslre';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SEQUENCER_PLATFORMS } from '../src/providers/sequencer-catalog/index.js';
import { useHarness } from './support/harness.js';
import { repoRoot } from './support/processes.js';

/**
 * No regular expression of the server can take super-linear time on its input (issue 32: the
 * body-template address pattern took 7 s on a 100,000-character word of a placement test's text,
 * stalling the process). Every pattern is checked with scslre, which finds the ambiguities that
 * make a backtracking engine polynomial or exponential on some input: each regex literal of
 * `apps/server/src`, each `pattern` and `format` the API document's request schemas declare (run
 * by ajv on request fields), and each connection-form pattern (run on sequencer credentials). A
 * pattern built at run time (`new RegExp`) is not seen here; the few there are read header
 * names of mail and were reviewed by hand (docs/decisions.md, "Work per request is bounded").
 */
const h = useHarness();

interface Found {
  where: string;
  source: string;
  flags: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every regex literal of the server's source, found by the TypeScript parser. */
function literals(): Found[] {
  const root = `${repoRoot}apps/server/src`;
  const found: Found[] = [];
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = (node as ts.RegularExpressionLiteral).text;
        const cut = text.lastIndexOf('/');
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({
          where: `${relative(root, file)}:${line + 1}`,
          source: text.slice(1, cut),
          flags: text.slice(cut + 1),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Every `pattern` and regex `format` of the request schemas (body, query, path, headers). */
function schemaPatterns(): Found[] {
  const doc = h.app.swagger() as {
    paths: Record<string, Record<string, any>>;
    components: { schemas: Record<string, any> };
  };
  const resolve = (s: any) => (s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s);
  const found = new Map<string, Found>();
  const walk = (schema: any, where: string): void => {
    const s = resolve(schema);
    if (!s || typeof s !== 'object') return;
    if (typeof s.pattern === 'string')
      found.set(`p:${s.pattern}`, { where, source: s.pattern, flags: 'u' });
    const format = (fullFormats as Record<string, unknown>)[s.format];
    if (format instanceof RegExp)
      found.set(`f:${s.format}`, {
        where: `${where} (format ${s.format})`,
        source: format.source,
        flags: format.flags,
      });
    for (const key of ['anyOf', 'oneOf', 'allOf'])
      for (const branch of s[key] ?? []) walk(branch, where);
    if (s.items) walk(s.items, `${where}[]`);
    for (const [name, child] of Object.entries(s.properties ?? {})) walk(child, `${where}.${name}`);
  };
  for (const methods of Object.values(doc.paths))
    for (const op of Object.values(methods)) {
      walk(op.requestBody?.content?.['application/json']?.schema, `${op.operationId} body`);
      for (const p of op.parameters ?? []) walk(p.schema, `${op.operationId} ${p.in} ${p.name}`);
    }
  return [...found.values()];
}

/** Every connection-form pattern of the sequencer platforms. */
function formPatterns(): Found[] {
  return SEQUENCER_PLATFORMS.flatMap((platform) =>
    platform.fields.flatMap((field) =>
      field.validation.pattern === undefined
        ? []
        : [{ where: `${platform.id}.${field.name}`, source: field.validation.pattern, flags: 'u' }],
    ),
  );
}

function superLinear(found: Found[]): string[] {
  return found.flatMap(({ where, source, flags }) => {
    const { reports } = analyse({ source, flags });
    return reports.map(
      (r) =>
        `${where} /${source}/${flags}: ${r.exponential ? 'exponential' : 'polynomial'} (${r.type})`,
    );
  });
}

describe('regular expressions run in linear time', () => {
  it('finds the patterns it checks (the audit would pass vacuously otherwise)', () => {
    expect(literals().length).toBeGreaterThan(80);
    expect(literals().some((f) => f.where.startsWith('modules/mail/body-template.ts'))).toBe(true);
    expect(schemaPatterns().length).toBeGreaterThan(4);
    expect(formPatterns().length).toBeGreaterThan(4);
    // The checker does find the pattern issue 32 reported.
    expect(
      superLinear([{ where: 'x', source: '[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}', flags: 'g' }]),
    ).toHaveLength(1);
  });

  it('every regex literal of the server', () => {
    expect(superLinear(literals())).toEqual([]);
  });

  it('every pattern and format of the request schemas, and every connection-form pattern', () => {
    expect(superLinear([...schemaPatterns(), ...formPatterns()])).toEqual([]);
  });
});
