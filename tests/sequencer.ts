import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Takes minutes (a scaffolded copy of the project through typecheck, lint, tests and a build): on a clean clone,
// where Vitest knows no durations yet, it starts first so the other worker works through the browser files meanwhile.
const knownLong = ['scripts/lib/new-block.test.ts'];

/**
 * Longest files first across all projects, so the two workers finish together (Vitest's own order runs the
 * projects one after another). Failed files still go first; without durations, the known long file leads.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = await super.sort(files);
    const root = this.ctx.config.root;
    const relative = (file: TestSpecification) => path.relative(root, file.moduleId).split(path.sep).join('/');
    const result = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(file)}`);
    if (byProject.every((file) => result(file))) {
      return [...byProject].sort((a, b) => Number(result(b)!.failed) - Number(result(a)!.failed) || result(b)!.duration - result(a)!.duration);
    }
    const long = (file: TestSpecification) => knownLong.includes(relative(file));
    return [...byProject.filter(long), ...byProject.filter((file) => !long(file))];
  }
}
