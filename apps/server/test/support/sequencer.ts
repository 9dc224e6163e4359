import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * How long each file took, per project (`<project>:<path>` → ms), as written by `npm run
 * test:durations` from a whole run's results (`apps/server/scripts/test-durations.mjs`).
 */
const DURATIONS: Record<string, number> = JSON.parse(
  readFileSync(new URL('./durations.json', import.meta.url), 'utf8'),
);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The longest files first, in each project: a worker that picks up a long file near the end of
 * the run would run on alone while the others go idle. Vitest orders by the last run's durations
 * when it has them, but a clean clone (CI) has none, and then it runs larger files first, which
 * left short files that take minutes (one long simulation, many child processes) to the end:
 * the committed durations stand in for the cache there. A file they do not know yet (a new one)
 * starts before the known ones, in Vitest's order, so a long new file never ends the run.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    const project = new Map<string, number>();
    for (const spec of sorted)
      if (!project.has(spec.project.name)) project.set(spec.project.name, project.size);
    const duration = (spec: TestSpecification) =>
      DURATIONS[`${spec.project.name}:${relative(ROOT, spec.moduleId)}`] ??
      Number.POSITIVE_INFINITY;
    // Stable: by project, then the longest first, then Vitest's order.
    return sorted.sort(
      (a, b) =>
        (project.get(a.project.name) ?? 0) - (project.get(b.project.name) ?? 0) ||
        duration(b) - duration(a) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}
