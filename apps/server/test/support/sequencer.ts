import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take minutes (one long simulation, or many child processes): each starts first in
 * its project, so that no worker picks one up near the end of the run while the others go idle.
 * Vitest orders by the last run's durations when it has them; a clean clone (CI) has none, and
 * then it runs larger files first, which would leave these short files to the end.
 */
const LONG_FILES = [
  'doc-examples',
  'warmup-ramp',
  'cli-serve',
  'cli',
  'billing-cli',
  'integration-guide',
  'listen-webhook',
  'placement-seeds-cli',
  'warmup-operations',
  'listen',
  'insights-cli',
  'mailstack-cli',
  'cli-members',
  'cli-start-checks',
].map((name) => `/${name}.test.ts`);

const rank = (spec: TestSpecification) => {
  const index = LONG_FILES.findIndex((suffix) => spec.moduleId.endsWith(suffix));
  return index === -1 ? LONG_FILES.length : index;
};

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: within a project, the long files in the order listed, then Vitest's order.
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    const project = new Map<string, number>();
    for (const spec of sorted)
      if (!project.has(spec.project.name)) project.set(spec.project.name, project.size);
    return sorted.sort(
      (a, b) =>
        (project.get(a.project.name) ?? 0) - (project.get(b.project.name) ?? 0) ||
        rank(a) - rank(b) ||
        (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}
