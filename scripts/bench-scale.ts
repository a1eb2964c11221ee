// npm run bench:scale: validation, build and prerender times for generated sites of 10, 100 and 1,000 pages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Block, Site } from '../src/generated/site.ts';
import { buildEnv } from './lib/ensure-build.ts';
import { root, schemaDir } from './lib/paths.ts';
import { validateSiteText } from './lib/validate-site.ts';

const sizes = (process.argv[2] ?? '10,100,1000').split(',').map(Number);
const real = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
const pool: Block[] = real.pages.flatMap((page) => page.sections);

/** The real site plus generated pages of mixed blocks, `pages` in all. */
function generate(pages: number): Site {
  const site = structuredClone(real);
  site.$schema = path.join(schemaDir, 'site.schema.json');
  for (let i = site.pages.length; i < pages; i += 1) {
    // anchors must be unique on a page, and the same block may be picked twice
    const sections = Array.from({ length: 4 }, (_, k) => ({ ...structuredClone(pool[(i * 5 + k * 3) % pool.length]!), id: undefined })) as Block[];
    site.pages.push({
      path: `/generated/page-${i}`,
      title: `Generated page ${i}`,
      description: `A generated page number ${i} made of existing blocks, to measure how the build scales.`,
      breadcrumb: `Page ${i}`,
      sections,
    });
  }
  return site;
}

function timed(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

const rows: string[][] = [];
for (const size of sizes) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-scale-${size}-`));
  try {
    const site = generate(size);
    const siteFile = path.join(dir, 'site.json');
    const text = JSON.stringify(site, null, 2);
    writeFileSync(siteFile, text);
    const env = buildEnv({ SITE_JSON: siteFile, DIST_DIR: path.join(dir, 'dist') });
    const validateStart = performance.now();
    const result = validateSiteText(text, { file: siteFile });
    const validate = (performance.now() - validateStart) / 1000;
    if (!result.ok) throw new Error(`generated site is invalid: ${result.problems[0]?.message}`);
    const vite = path.join(root, 'node_modules/.bin/vite');
    const client = timed(vite, ['build', '--logLevel', 'warn'], env);
    const server = timed(vite, ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], env);
    const prerender = timed(path.join(root, 'node_modules/.bin/tsx'), ['scripts/prerender.ts'], env);
    const total = validate + client + server + prerender;
    rows.push([String(site.pages.length), `${Math.round(text.length / 1024)} KB`, validate.toFixed(2), client.toFixed(2), server.toFixed(2), prerender.toFixed(2), total.toFixed(2), ((total * 1000) / site.pages.length).toFixed(1)]);
    console.error(`done: ${site.pages.length} pages`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const head = ['pages', 'site.json', 'validate s', 'client build s', 'ssr build s', 'prerender s', 'total s', 'ms/page'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
console.log(line(head));
for (const row of rows) console.log(line(row));
