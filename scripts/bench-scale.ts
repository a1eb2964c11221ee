// npm run bench:scale: how the two steps scale with the site: the code build (the same for any site.json) once,
// then validation and a full publish of generated sites of 10, 100 and 1,000 pages (each into a DATA_DIR of its own).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildEnv } from './lib/ensure-build.ts';
import { table } from './lib/figures.ts';
import { generateSite } from './lib/generate-site.ts';
import { root } from './lib/paths.ts';
import { validateSiteText } from '../src/model/validate-site.ts';

const sizes = (process.argv[2] ?? '10,100,1000').split(',').map(Number);

function timed(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

const build = timed('npm', ['run', '--silent', 'build'], buildEnv());
const rows: string[][] = [];
for (const size of sizes) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-scale-${size}-`));
  try {
    const site = generateSite(size);
    const siteFile = path.join(dir, 'site.json');
    const text = JSON.stringify(site, null, 2);
    writeFileSync(siteFile, text);
    const validateStart = performance.now();
    const result = validateSiteText(text, { file: siteFile });
    const validate = (performance.now() - validateStart) / 1000;
    if (!result.ok) throw new Error(`generated site is invalid: ${result.problems[0]?.message}`);
    const publish = timed('npm', ['run', '--silent', 'publish', '--', siteFile], { ...process.env, DATA_DIR: path.join(dir, 'data') });
    rows.push([String(site.pages.length), `${Math.round(text.length / 1024)} KB`, validate.toFixed(2), publish.toFixed(2), ((publish * 1000) / site.pages.length).toFixed(1), (build + publish).toFixed(2)]);
    console.error(`done: ${site.pages.length} pages`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`code build (npm run build, any site): ${build.toFixed(2)} s`);
console.log(table(['pages', 'site.json', 'validate s', 'publish s', 'ms/page', 'build + publish s'], rows));
