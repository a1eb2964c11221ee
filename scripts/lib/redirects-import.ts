// bench:redirects' import phase: a CSV of N redirects checked as the editor checks it (read, the site's rules over the
// list it would make) and saved as the draft through a production instance on SQLite, which validates the whole site.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRedirectsCsv } from '../../src/shared/redirects-csv.ts';
import type { Redirect } from '../../src/shared/redirects.ts';
import { redirectFindings, withImported } from '../../src/model/redirects.ts';
import { reservedRoutes } from '../../src/model/reserved-routes.ts';
import { hashPassword } from '../../src/server/engine/auth/passwords.ts';
import { openDatabase } from '../../src/server/db/open/database.ts';
import { publishCli } from '../../src/server/test/test-cli.ts';
import { startServer } from '../../src/server/test/test-support.ts';
import { api, email, password, signIn, type Instance } from './live-instance.ts';
import { distDir, root } from './paths.ts';

interface Site {
  pages: { path: string }[];
  settings: { language?: string; locales?: { code: string }[] };
  redirects?: Redirect[];
}

/** A file of `count` redirects, each from a path of its own to one of the site's pages. */
function csvOf(count: number, pages: readonly string[]): string {
  const lines = ['from,to,status'];
  for (let i = 0; i < count; i += 1) lines.push(`/campaign-2025/offer-${i},${pages[i % pages.length]},${i % 10 === 0 ? 302 : 301}`);
  return `${lines.join('\n')}\n`;
}

/** What the editor does with the file before a line of the site changes: read it whole and check the list it makes. */
function checked(text: string, site: Site, reserved: (path: string) => string | undefined): Redirect[] {
  const pages = site.pages.map((page) => page.path);
  const otherLanguages = (site.settings.locales ?? []).map((locale) => locale.code).filter((code) => code !== site.settings.language);
  const existing = site.redirects ?? [];
  const read = parseRedirectsCsv(text, {
    by: email,
    at: new Date().toISOString(),
    check: (imported) => {
      const { redirects, indexes } = withImported(existing, imported);
      const { problems } = redirectFindings(redirects, { pages, reserved, otherLanguages });
      const importedAt = new Map(indexes.map((at, index) => [at, index]));
      return problems.flatMap((problem) => (importedAt.has(problem.index) ? [{ ...problem, index: importedAt.get(problem.index)! }] : []));
    },
  });
  if (!read.ok) throw new Error(`the file was refused: ${read.problems.slice(0, 3).map((problem) => `line ${problem.line}: ${problem.message}`).join('; ')}`);
  return withImported(existing, read.redirects).redirects;
}

/** Each run's milliseconds: checking the file, and saving the draft with its redirects. */
export async function measureImport(count: number, runs: number): Promise<{ check: number[]; save: number[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-redirects-import-'));
  let instance: Instance | undefined;
  try {
    const text = readFileSync(path.join(root, 'site.json'), 'utf8');
    const own = (JSON.parse(text) as Site).redirects ?? [];
    const file = path.join(dir, 'site.json');
    writeFileSync(file, text);
    const dataDir = path.join(dir, 'data');
    const published = await publishCli(dataDir, [file]);
    if (published.code !== 0) throw new Error(published.stderr);
    const store = await openDatabase({ dataDir }).editor();
    await store.addAccount({ email, role: 'editor', passwordHash: await hashPassword(password), at: new Date() });
    await store.close();
    instance = await startServer({ DIST_DIR: distDir, DATA_DIR: dataDir, PORT: '0' });
    const { cookie } = await signIn(instance);
    const reserved = reservedRoutes(path.join(distDir, 'client'));
    const check: number[] = [];
    const save: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const current = (await api(instance, cookie, 'GET', '/edit/api/site')).json<{ hash: string; site: Site }>();
      // each run imports other paths than the last, so every save changes the draft
      const csv = csvOf(count, current.site.pages.map((page) => page.path)).replaceAll('/campaign-2025/', `/campaign-${run}/`);
      const started = performance.now();
      const redirects = checked(csv, { ...current.site, redirects: own }, reserved);
      const checkedAt = performance.now();
      const saved = await api(instance, cookie, 'POST', '/edit/api/site', { baseHash: current.hash, changes: [{ kind: 'set', path: ['redirects'], value: redirects }] });
      const savedAt = performance.now();
      if (saved.status !== 200) throw new Error(`the save answered ${saved.status}: ${saved.text.slice(0, 300)}`);
      check.push(checkedAt - started);
      save.push(savedAt - checkedAt);
    }
    return { check, save };
  } finally {
    instance?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
