import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The server's import graph, read from the source with TypeScript's parser (no type checking, no
 * build): one edge per relative `import`, `export … from` or `import()` of a file. An edge is
 * `type` when the statement is `import type` / `export type` (erased when compiled: it holds no
 * module at run time and cannot make a load-order cycle); every other edge is `value`, including
 * `import { type A }`, which `verbatimModuleSyntax` keeps as an import.
 */
export interface ImportEdge {
  from: string;
  to: string;
  kind: 'value' | 'type';
  dynamic: boolean;
  /** `export * from …`: everything the file exports, unnamed. */
  all?: boolean;
}

export interface ImportGraph {
  /** Every `.ts` file under the root, as a path relative to it (`modules/mail/ledger.ts`). */
  files: string[];
  edges: ImportEdge[];
}

/** Reads the graph of every `.ts` file under `root` (a folder such as `apps/server/src`). */
export function readImportGraph(root: string): ImportGraph {
  const files = listTypeScript(root).map((file) => relative(root, file));
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
      false,
    );
    for (const found of importsOf(source)) {
      const to = resolveSpecifier(root, file, found.specifier);
      if (to)
        edges.push({
          from: file,
          to,
          kind: found.kind,
          dynamic: found.dynamic,
          ...(found.all ? { all: true } : {}),
        });
    }
  }
  return { files, edges: dedupe(edges) };
}

function listTypeScript(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...listTypeScript(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out.sort();
}

interface FoundImport {
  specifier: string;
  kind: 'value' | 'type';
  dynamic: boolean;
  all?: boolean;
}

function importsOf(source: ts.SourceFile): FoundImport[] {
  const found: FoundImport[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.importClause?.isTypeOnly === true;
      found.push({
        specifier: node.moduleSpecifier.text,
        kind: typeOnly ? 'type' : 'value',
        dynamic: false,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({
        specifier: node.moduleSpecifier.text,
        kind: node.isTypeOnly ? 'type' : 'value',
        dynamic: false,
        ...(node.exportClause ? {} : { all: true }),
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'value', dynamic: true });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, kind: 'type', dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative specifier as the file it names (`./x.js` → `x.ts`); packages give undefined. */
function resolveSpecifier(root: string, file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = resolve(root, dirname(file), specifier);
  for (const candidate of [
    target.replace(/\.js$/, '.ts'),
    `${target}.ts`,
    join(target, 'index.ts'),
  ]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) {
      const path = relative(root, candidate);
      return path.startsWith('..') ? undefined : path;
    }
  }
  return undefined;
}

function dedupe(edges: ImportEdge[]): ImportEdge[] {
  const byKey = new Map<string, ImportEdge>();
  for (const edge of edges) {
    const key = `${edge.from}\n${edge.to}`;
    const seen = byKey.get(key);
    // A pair imported both ways counts as its strongest: a value import, static before dynamic.
    if (
      !seen ||
      (seen.kind === 'type' && edge.kind === 'value') ||
      (seen.kind === edge.kind && seen.dynamic && !edge.dynamic)
    ) {
      byKey.set(key, edge);
    }
  }
  return [...byKey.values()];
}

/**
 * The cycles of the graph's value edges, as its strongly connected components of more than one
 * file (or a file importing itself), each sorted, largest first (Tarjan's algorithm).
 */
export function findCycles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (edge.kind !== 'value') continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const connect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfLoop = (next.get(file) ?? []).includes(file);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const file of graph.files) if (!index.has(file)) connect(file);
  return components.sort((a, b) => b.length - a.length || (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/**
 * The dependency rule (docs/development.md, "Layout and the dependency rule"): the composition
 * root (`root`: files or folders ending in `/`) may import anything and nothing else imports it;
 * a module (`modules/<name>/`) imports only modules of its own tier or a lower one; every other folder (`lib`,
 * `db`, `jobs`, `http`, `providers`, `config` …) never imports a module.
 */
export interface DependencyRule {
  root: string[];
  /** Modules by tier, lowest first. */
  tiers: string[][];
  /**
   * The file name of a module's surface (`surface.ts`): what other modules may use of it, as
   * named re-exports of its own files. A module imports another only through its surface.
   */
  surface?: string;
}

/** One import against the rule, with the pair of areas it is counted under. */
export interface RuleBreak {
  edge: ImportEdge;
  /** `db → accounts (type)`: the importing area, the imported one, and the edge's kind. */
  pair: string;
}

/** The area of a file: its module's name (`accounts`), else its first folder or file name. */
export function areaOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1] ?? file;
  return parts.length > 1 ? (parts[0] ?? file) : file.replace(/\.ts$/, '');
}

function isModule(file: string): boolean {
  return file.startsWith('modules/');
}

function inRoot(rule: DependencyRule, file: string): boolean {
  return rule.root.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}

/** Every import of `graph` against `rule`. */
export function ruleBreaks(graph: ImportGraph, rule: DependencyRule): RuleBreak[] {
  const tierOf = new Map<string, number>();
  rule.tiers.forEach((names, tier) => {
    for (const name of names) tierOf.set(name, tier);
  });
  const breaks: RuleBreak[] = [];
  for (const edge of graph.edges) {
    const from = areaOf(edge.from);
    const to = areaOf(edge.to);
    const pair = `${from} → ${to} (${edge.kind})`;
    if (inRoot(rule, edge.from)) continue;
    if (inRoot(rule, edge.to)) {
      breaks.push({ edge, pair });
    } else if (isModule(edge.to)) {
      if (!isModule(edge.from)) {
        breaks.push({ edge, pair });
      } else if (from !== to) {
        const fromTier = tierOf.get(from);
        const toTier = tierOf.get(to);
        if (fromTier === undefined || toTier === undefined || toTier > fromTier) {
          breaks.push({ edge, pair });
        }
      }
    }
  }
  return breaks;
}

/** The modules under `modules/` that no tier names. */
export function unplacedModules(graph: ImportGraph, rule: DependencyRule): string[] {
  const placed = new Set(rule.tiers.flat());
  const modules = new Set(graph.files.filter(isModule).map(areaOf));
  return [...modules].filter((name) => !placed.has(name)).sort();
}

/** How many imports against the rule each pair of areas holds. */
export function countByPair(breaks: RuleBreak[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { pair } of breaks) counts[pair] = (counts[pair] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Every import that bypasses a module's surface (`rule.surface`), as a sentence naming the files:
 * a module importing another module's file other than its surface, a surface offering another
 * module's file, or a surface offering a file whole (`export *`) instead of by name. The
 * composition root and the folders below the modules are not concerned (their imports of modules
 * are `ruleBreaks`).
 */
export function surfaceBreaks(graph: ImportGraph, rule: DependencyRule): string[] {
  const surface = rule.surface;
  if (!surface) return [];
  const surfaceOf = (name: string) => `modules/${name}/${surface}`;
  const breaks: string[] = [];
  for (const edge of graph.edges) {
    if (!isModule(edge.from) || !isModule(edge.to)) continue;
    const from = areaOf(edge.from);
    const to = areaOf(edge.to);
    if (edge.from === surfaceOf(from)) {
      if (from !== to)
        breaks.push(`${edge.from} offers ${edge.to}: a surface offers only its own module's files`);
      else if (edge.all)
        breaks.push(`${edge.from} offers all of ${edge.to}: name what it offers (no export *)`);
    } else if (from !== to && edge.to !== surfaceOf(to)) {
      breaks.push(`${edge.from} imports ${edge.to}: import ${to} through ${surfaceOf(to)}`);
    }
  }
  return breaks.sort();
}
