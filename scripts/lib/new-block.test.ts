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
  // everywhere); ESLint, whose rules look at one file at a time, reads the files the scaffold wrote or edited; and
  // `vitest related` runs the test files whose imports reach them (the block, the registry, the generated types) or
  // the modules that read schema/ from disk (a block brings its schema file). Left out: this test itself (it would
  // recurse), the browser project (a new block is on no page until site.json uses it), and the editor's screens,
  // which draw a fixed fixture site whatever blocks exist (a block's schema in the editor is editor-schema.test's,
  // its preview block-preview-app.test's). The repo's own npm test runs everything left out.
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

    const editorScreens = [
      ...['app/editor-app', 'features/languages/languages', 'features/reviews/review', 'features/schedules/schedules', 'features/share-links/previews', 'features/leads/toolbar-link', 'problems/problems-alert', 'forms/translated-field-problems'].map((screen) => `src/editor/${screen}.test.tsx`),
      'src/editor/preview/preview-app.test.tsx',
      'src/editor/forms/schema-form.test.tsx',
      'scripts/vite-plugins/editor-api-plugin.test.ts',
    ];
    // The servers' own tests reach the schema through the validator, but a block type on no page changes nothing
    // they check (sign-in, publishing, uploads, mail, releases); run a second time, serially, they took ~10 of
    // this test's 12 minutes on a loaded machine. The content tests that go through every block type stay.
    // The same holds for the server's own files (headers, precompressed copies, routes) and for the chrome, which
    // renders the header and footer of a fixed site.
    const serverSuites = [...['http', 'config', ...['publish', 'media', 'versions', 'mail', 'releases'].map((folder) => `engine/${folder}`)].map((folder) => `src/server/${folder}/**`), 'src/server/cli/publish.test.ts', 'src/render/shared-chrome.test.tsx'];
    const editorSuites = ['src/editor/features/media/**', 'src/editor/ui/upload/**', 'src/editor/app/live-editor.test.tsx'];
    for (const [command, args] of [
      ['npm', ['run', 'validate', '--silent']],
      ['npm', ['run', 'typecheck', '--silent']],
      ['npx', ['eslint', ...touched.filter((file) => /\.tsx?$/.test(file))]],
      // before the tests: their global setup finds this build fresh instead of making it a second time
      ['npm', ['run', 'build', '--silent']],
      // one worker: the outer run already keeps both cores busy
      ['npx', ['vitest', 'related', '--run', '--maxWorkers=1', '--project', 'unit', '--project', 'scripts', ...['scripts/lib/new-block.test.ts', ...editorScreens, ...serverSuites, ...editorSuites].flatMap((file) => ['--exclude', file]), ...touched]],
    ] as const) {
      const step = run(copy, command, [...args]);
      expect(step.ok, `${command} ${args.join(' ')}\n${step.output}`).toBe(true);
      // the narrowed run still reaches the new block's own test and the tests that go through every block type
      if (args[1] === 'related') for (const test of ['pricing-table.test.tsx', 'registry.test.tsx', 'catalog.test.tsx', 'fixtures.test.ts', 'editor-schema.test.ts', 'block-preview-app.test.tsx', 'first-screen.test.tsx', 'validate-site.test.ts', 'server-render.test.tsx']) expect(step.output).toContain(test);
    }
  }, 900_000);
});
