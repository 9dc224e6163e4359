import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dist = new URL('../dist/', import.meta.url);

/** Every compiled module of the package, by path under dist/. */
function compiledModules(): Map<string, string> {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.js'),
  );
  return new Map(files.map((f) => [f, readFileSync(new URL(f, dist), 'utf8')]));
}

/** Module specifiers of static `import`/`export ... from` and dynamic `import()`. */
const importsOf = (source: string) =>
  [...source.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => (m[1] ?? m[2])!,
  );

describe('the published package', () => {
  it('exports the client and verification from its entry points', async () => {
    const sdk = await import('@mailwright/sdk');
    const webhooks = await import('@mailwright/sdk/webhooks');
    expect(typeof sdk.createMailwright).toBe('function');
    expect(typeof sdk.verifyWebhook).toBe('function');
    expect(typeof sdk.MailwrightApiError).toBe('function');
    expect(typeof webhooks.verifyWebhook).toBe('function');
    expect(webhooks.verifyWebhook).toBe(sdk.verifyWebhook);
  });

  it('imports nothing from Node or the server, so it runs on any fetch runtime', () => {
    const modules = compiledModules();
    expect(modules.size).toBeGreaterThan(5);
    expect([...modules.values()].flatMap(importsOf)).toContain('openapi-fetch');
    for (const [file, source] of modules) {
      for (const specifier of importsOf(source)) {
        expect(
          specifier.startsWith('.') || specifier === 'openapi-fetch',
          `${file}: ${specifier}`,
        ).toBe(true);
      }
      expect(source, file).not.toMatch(/\b(require\(|process\.|Buffer\.)/);
    }
  });

  it('keeps @mailwright/sdk/webhooks free of the API client', () => {
    for (const [file, source] of compiledModules()) {
      if (!file.startsWith('webhooks')) continue;
      for (const specifier of importsOf(source))
        expect(specifier, file).toMatch(/^\.\/[\w-]+\.js$/);
    }
  });
});
