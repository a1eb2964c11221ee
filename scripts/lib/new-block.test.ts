import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnv } from './ensure-build.ts';
import { root } from './paths.ts';
import { checkName, pascal } from './scaffold-block.ts';

function run(cwd: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd, env: buildEnv(), encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

describe('npm run new-block', () => {
  let copy: string;

  // A copy of the project (its files, not its build) with the real node_modules linked in.
  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'new-block-'));
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const file of files) {
      if (!existsSync(path.join(root, file))) continue;
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('refuses a name that is not kebab-case or that exists', () => {
    expect(checkName('PricingTable', root)).toMatch(/kebab-case/);
    expect(checkName('hero', root)).toMatch(/exists already/);
    expect(checkName('pricing-table', root)).toBeUndefined();
    expect(pascal('pricing-table')).toBe('PricingTable');
  });

  // npm test in the copy, narrowed to what a new block can change. The whole project is typechecked (types flow
  // everywhere) and built; ESLint, whose rules look at one file at a time, reads the files the scaffold wrote or
  // edited; and the tests run are the block's own and those that go through every block type (the registry, the
  // catalog, the fixtures, the schemas, the editor's forms and previews of each block, server rendering, the first
  // screen, validation). Every other test file draws a fixed fixture site whatever blocks exist: run again here, they
  // would cost minutes of the suite and could find nothing a new block changes. The repo's own npm test runs them.
  it('scaffolds pricing-table into a project that passes npm test and npm run build', () => {
    const scaffold = run(copy, 'npx', ['tsx', 'scripts/new-block.ts', 'pricing-table']);
    expect(scaffold.ok, scaffold.output).toBe(true);
    for (const file of ['pricing-table.tsx', 'pricing-table.styles.ts', 'pricing-table.fixture.ts', 'pricing-table.test.tsx']) {
      expect(existsSync(path.join(copy, 'src/blocks/pricing-table', file))).toBe(true);
    }
    expect(readFileSync(path.join(copy, 'src/generated/site.ts'), 'utf8')).toContain('export interface PricingTable');
    expect(readFileSync(path.join(copy, 'src/render/registry.ts'), 'utf8')).toContain("'pricing-table': () => import('@/blocks/pricing-table/pricing-table')");
    const touched = [
      ...readdirSync(path.join(copy, 'src/blocks/pricing-table')).map((file) => `src/blocks/pricing-table/${file}`),
      'src/render/registry.ts',
      'src/generated/site.ts',
      'src/model/schema-files.ts',
      'scripts/lib/generate-types.ts',
    ];

    const everyBlock = [
      'src/render/registry.test.tsx',
      'src/catalog/catalog.test.tsx',
      'src/model/editor-schema.test.ts',
      'src/model/validate-site.test.ts',
      'src/editor/preview/block-preview-app.test.tsx',
      'src/editor/features/outline/catalog-entries.test.ts',
      'src/render/first-screen.test.tsx',
      'src/blocks/server-render.test.tsx',
      'scripts/lib/fixtures.test.ts',
      'scripts/lib/block-lists.test.ts',
      'scripts/lib/generate-types.test.ts',
      'scripts/lib/translated-schemas.test.ts',
      'scripts/lib/schema-docs.test.ts',
    ];
    for (const [command, args] of [
      ['npm', ['run', 'validate', '--silent']],
      ['npm', ['run', 'typecheck', '--silent']],
      ['npx', ['eslint', ...touched.filter((file) => /\.tsx?$/.test(file))]],
      // before the tests: their global setup finds this build fresh instead of making it a second time
      ['npm', ['run', 'build', '--silent']],
      // one worker: the outer run already keeps both cores busy
      ['npx', ['vitest', 'run', '--maxWorkers=1', '--project', 'unit', '--project', 'scripts', 'src/blocks/pricing-table/', ...everyBlock]],
    ] as const) {
      const step = run(copy, command, [...args]);
      expect(step.ok, `${command} ${args.join(' ')}\n${step.output}`).toBe(true);
      // the narrowed run still reaches the new block's own test and the tests that go through every block type
      if (args[0] === 'vitest') for (const test of ['pricing-table.test.tsx', ...everyBlock.map((file) => path.basename(file))]) expect(step.output).toContain(test);
    }
  }, 900_000);
});
