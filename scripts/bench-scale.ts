// npm run bench:scale: validation, build and prerender times for generated sites of 10, 100 and 1,000 pages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildEnv } from './lib/ensure-build.ts';
import { table } from './lib/figures.ts';
import { generateSite } from './lib/generate-site.ts';
import { root } from './lib/paths.ts';
import { validateSiteText } from '../src/server/content/validate-site.ts';

const sizes = (process.argv[2] ?? '10,100,1000').split(',').map(Number);

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
    const site = generateSite(size);
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

console.log(table(['pages', 'site.json', 'validate s', 'client build s', 'ssr build s', 'prerender s', 'total s', 'ms/page'], rows));
