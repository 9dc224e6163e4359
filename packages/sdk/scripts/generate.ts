/**
 * Regenerates the SDK's generated sources from the committed OpenAPI document (`/openapi.json`):
 * - `src/generated/openapi.ts`: the request and response types, by openapi-typescript;
 * - `src/generated/operations.ts`: every operation's operationId, method and path, which the
 *   client turns into one method per operation, and what the document says about it: `parseAs:
 *   "text"` when it answers text, not JSON; `idempotent: true` when it carries `x-idempotent: true`
 *   (a POST that may be sent twice); `idempotencyKey: true` when it declares the `Idempotency-Key`
 *   header (the server de-duplicates a repeat by key). The retry policy reads the last two.
 *
 * `npm run sdk:generate` runs it; `test/generated.test.ts` runs `generateSdkSources` in memory
 * and fails when the committed files differ, so regenerating is the only step after the server's
 * document changes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const openapiPath = fileURLToPath(new URL('../../../openapi.json', import.meta.url));
export const generatedDir = fileURLToPath(new URL('../src/generated/', import.meta.url));

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const banner = (what: string) =>
  `/**\n * ${what}\n * Generated from openapi.json by \`npm run sdk:generate\`: do not edit by hand.\n */\n`;

/** The generated files, by name under `src/generated/`, for a parsed OpenAPI document. */
export async function generateSdkSources(document: unknown): Promise<Record<string, string>> {
  // openapi-typescript may annotate the object it is given; keep the caller's copy intact.
  const types = astToString(
    await openapiTS(structuredClone(document) as OpenAPI3, { silent: true }),
  );
  return {
    'openapi.ts': banner('Request and response types of every operation.') + types,
    'operations.ts': renderOperationTable(document),
  };
}

function renderOperationTable(document: unknown): string {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  const seen = new Set<string>();
  const lines: string[] = [];
  const aliases: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      // An alias is another path to an operation the table already has: no second method.
      if (operation['x-alias-of'] !== undefined) {
        aliases.push(JSON.stringify(operation.operationId));
        continue;
      }
      const id = operation.operationId;
      if (typeof id !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(id)) {
        throw new Error(`${method.toUpperCase()} ${path} has no usable operationId`);
      }
      if (seen.has(id)) throw new Error(`operationId ${id} is used twice`);
      seen.add(id);
      const traits = [
        answersText(operation.responses) ? `parseAs: "text"` : '',
        operation['x-idempotent'] === true ? 'idempotent: true' : '',
        declaresIdempotencyKey(operation.parameters) ? 'idempotencyKey: true' : '',
      ].map((trait) => (trait ? `, ${trait}` : ''));
      lines.push(
        `  ${id}: { method: ${JSON.stringify(method)}, path: ${JSON.stringify(path)}${traits.join('')} },`,
      );
    }
  }
  return (
    banner(
      'Every operation: its operationId (the client method name), HTTP method and path, and the traits the retry policy reads.',
    ) +
    `export const operationTable = {\n${lines.join('\n')}\n} as const;\n\n` +
    '/** Operations that are aliases of another (`x-alias-of`): they get no method. */\n' +
    `export type AliasOperationId = ${aliases.join(' | ') || 'never'};\n`
  );
}

interface OperationObject {
  operationId?: unknown;
  parameters?: { in?: unknown; name?: unknown }[];
  responses?: Record<string, { content?: object }>;
  'x-idempotent'?: unknown;
  'x-alias-of'?: unknown;
}

/** Whether the operation declares the `Idempotency-Key` request header. */
function declaresIdempotencyKey(parameters: OperationObject['parameters'] = []): boolean {
  return parameters.some(
    (p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key',
  );
}

/** Whether the success answers have a body, none of it JSON (`/metrics` is Prometheus text). */
function answersText(responses: Record<string, { content?: object }> = {}): boolean {
  const types = Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  return types.length > 0 && !types.some((type) => /^application\/(.+\+)?json/.test(type));
}

async function main(): Promise<void> {
  const document = JSON.parse(await readFile(openapiPath, 'utf8'));
  for (const [name, text] of Object.entries(await generateSdkSources(document))) {
    await writeFile(`${generatedDir}${name}`, text);
    process.stdout.write(`wrote packages/sdk/src/generated/${name}\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
