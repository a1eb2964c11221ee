import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Takes minutes (a scaffolded copy of the project through typecheck, lint, tests and a build): on a clean clone,
// where Vitest knows no durations yet, it starts first so the other worker works through the browser files meanwhile.
const knownLong = ['scripts/lib/new-block.test.ts'];

/** The environment a file runs in: its own `@vitest-environment` line, else its project's. */
function environmentOf(file: TestSpecification): string {
  const head = readFileSync(file.moduleId, 'utf8').slice(0, 1000);
  return /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? file.project.config.environment;
}

/**
 * Longest first across all projects, so the two workers finish together (Vitest's own order runs the projects one
 * after another), in runs of one project and environment: a worker keeps its process from one file to the next only
 * while they share both (isolate: false, vite.config.ts). The runs go longest first by their longest file, and within
 * a run the files too; a failed file leads its run, and its run goes first. Without durations, the known long file
 * leads.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = await super.sort(files);
    const root = this.ctx.config.root;
    const relative = (file: TestSpecification) => path.relative(root, file.moduleId).split(path.sep).join('/');
    const result = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(file)}`);
    const known = byProject.every((file) => result(file));
    const failed = (file: TestSpecification) => (known && result(file)!.failed ? 1 : 0);
    const weight = (file: TestSpecification) => (known ? result(file)!.duration : knownLong.includes(relative(file)) ? 1 : 0);
    const runs = new Map<string, TestSpecification[]>();
    for (const file of byProject) {
      const key = `${file.project.name} ${environmentOf(file)}`;
      runs.set(key, [...(runs.get(key) ?? []), file]);
    }
    const ordered = [...runs.values()].map((run) => [...run].sort((a, b) => failed(b) - failed(a) || weight(b) - weight(a)));
    const lead = (run: TestSpecification[]) => [failed(run[0]!), weight(run[0]!)] as const;
    ordered.sort((a, b) => lead(b)[0] - lead(a)[0] || lead(b)[1] - lead(a)[1]);
    return ordered.flat();
  }
}
