// npm run bench:live [-- --pages=1000 --signins=10 --saves=20 --publishes=10 --schedules=5 --loads=3 --keys=40
//   --reviews=5 --validate-pages=100000 --publish-pages=5000 --only=editor|schedules|reviews|heavy --locales=2]: the editor on the live site, measured with a
// real PostgreSQL (fsync on) and two production instances, on the repo's site.json and on a generated site of
// --pages pages: sign-in, saving a draft, Publish until the SECOND instance serves the page, a schedule from its
// time until BOTH instances serve it, and in Chromium the editor's load and keystroke-to-preview. Then heavy work (scripts/lib/heavy-work.ts), with SQLite and PostgreSQL:
// the public pages' latency while an editor validates a --validate-pages body, and saves and publishes a change to
// every page of a --publish-pages site.
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser } from './lib/chromium.ts';
import { generateSite } from './lib/generate-site.ts';
import { distDir, root } from './lib/paths.ts';
import { percentile, table } from './lib/figures.ts';
import { focusHeroHeading, openChangesMeasured, openEditor, typeMeasured } from './lib/editor-probe.ts';
import { api, email, password, signIn, type Instance } from './lib/live-instance.ts';
import { heavyCells, heavyHead, measureHeavy, type HeavyRow } from './lib/heavy-work.ts';
import { hashPassword } from '../src/server/engine/auth/passwords.ts';
import { startTestPostgres } from '../src/server/test/test-postgres.ts';
import { publishCli } from '../src/server/test/test-cli.ts';
import { startServer } from '../src/server/test/test-support.ts';
import { send } from '../src/server/test/test-editor-server.ts';
import { openDatabase } from '../src/server/db/open/database.ts';
import { onPostgres } from '../src/server/test/test-postgres.ts';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const options = { validatePages: option('validate-pages', 100_000), publishPages: option('publish-pages', 5000), pages: option('pages', 1000), signins: option('signins', 10), saves: option('saves', 20), publishes: option('publishes', 10), schedules: option('schedules', 5), reviews: option('reviews', 5), loads: option('loads', 3), keys: option('keys', 40) };
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];
// --only=schedules: sign in once and measure the schedules alone
if (only === 'schedules') Object.assign(options, { signins: 1, saves: 0, publishes: 0, reviews: 0, loads: 0, keys: 0 });
// --only=reviews: what a review request changed, by the API and opened in the editor
if (only === 'reviews') Object.assign(options, { signins: 1, saves: 0, publishes: 0, schedules: 0, loads: 0, keys: 0 });
// --locales=2: the generated site in English and Hindi (--pages a language), the saves and publishes changing the
// home page's Hindi heading, served at /hi/
const bilingual = process.argv.includes('--locales=2');
const headingPath = bilingual ? ['pages', 0, 'sections', 0, 'translations', 'hi', 'heading'] : ['pages', 0, 'sections', 0, 'heading'];
const changedRoute = bilingual ? '/hi/' : '/';
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

async function saveHeading(instance: Instance, cookie: string, heading: string): Promise<{ hash: string; ms: number }> {
  const { hash } = (await api(instance, cookie, 'GET', '/edit/api/site')).json<{ hash: string }>();
  const started = performance.now();
  const saved = await api(instance, cookie, 'POST', '/edit/api/site', { baseHash: hash, changes: [{ kind: 'set', path: headingPath, value: heading }] });
  const ms = performance.now() - started;
  if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${saved.text.slice(0, 200)}`);
  return { hash: saved.json<{ hash: string }>().hash, ms };
}

async function measure(name: string, text: string, databaseUrl: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-live-${name}-`));
  const file = path.join(dir, 'site.json');
  writeFileSync(file, text);
  const [first, second] = ['a', 'b'].map((instance) => path.join(dir, instance));
  const step = (what: string) => console.error(`${name}: ${what}`);
  const published = await publishCli(first!, [file], { DATABASE_URL: databaseUrl });
  if (published.code !== 0) throw new Error(published.stderr);
  const store = await openDatabase({ dataDir: first!, databaseUrl }).editor();
  await store.addAccount({ email, role: 'editor', passwordHash: await hashPassword(password), at: new Date() });
  await store.close();
  const instances: Instance[] = [];
  const browser = await launchBrowser();
  try {
    for (const dataDir of [first!, second!]) instances.push(await startServer({ DIST_DIR: distDir, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: '0' }));
    const [a, b] = instances as [Instance, Instance];
    step('signing in');
    const signInMs: number[] = [];
    let cookie = '';
    for (let i = 0; i < options.signins; i++) {
      const result = await signIn(a);
      signInMs.push(result.ms);
      cookie = result.cookie;
    }

    step('saving');
    const saveMs: number[] = [];
    for (let i = 0; i < options.saves; i++) saveMs.push((await saveHeading(a, cookie, `Saved draft ${i}`)).ms);

    step('publishing');
    const servedMs: number[] = [];
    for (let i = 0; i < options.publishes; i++) {
      const heading = `Published ${i} ${Date.now()}`;
      const { hash } = await saveHeading(a, cookie, heading);
      const started = performance.now();
      const answer = await api(a, cookie, 'POST', '/edit/api/publish', { hash });
      if (answer.status !== 200) throw new Error(`publish answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      for (;;) {
        if (h1((await send(`${b.url}${changedRoute}`, { headers: { accept: 'text/html' } })).text) === heading) break;
        if (performance.now() - started > 30_000) throw new Error('the second instance did not serve the page within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      servedMs.push(performance.now() - started);
    }

    step('scheduling');
    // each schedule is made for a day ahead, then brought to 2 s from now in the database: its time is exact
    const scheduledMs: number[] = [];
    for (let i = 0; i < options.schedules; i++) {
      const heading = `Scheduled ${i} ${Date.now()}`;
      await saveHeading(a, cookie, heading);
      const at = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 16);
      const made = await api(a, cookie, 'POST', '/edit/api/schedules', { at });
      if (made.status !== 201) throw new Error(`schedule answered ${made.status}: ${made.text.slice(0, 200)}`);
      const { id } = made.json<{ schedule: { id: number } }>().schedule;
      const [{ due }] = (await onPostgres<{ due: Date }>(databaseUrl, "UPDATE schedules SET due_at = now() + interval '2 seconds' WHERE id = $1 RETURNING due_at AS due", [id])) as [{ due: Date }];
      const served = await Promise.all(
        [a, b].map(async (instance) => {
          for (;;) {
            if (h1((await send(`${instance.url}${changedRoute}`, { headers: { accept: 'text/html' } })).text) === heading) return Date.now();
            if (Date.now() - due.getTime() > 30_000) throw new Error('an instance did not serve the scheduled page within 30 s of its time');
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        }),
      );
      scheduledMs.push(Math.max(...served) - due.getTime());
    }

    step('reviews');
    // each request changes the home heading from what is live: the changes view of the whole site, worked out in the publish worker
    const changesMs: number[] = [];
    for (let i = 0; i < options.reviews; i++) {
      const { hash } = await saveHeading(a, cookie, `Reviewed ${i} ${Date.now()}`);
      const made = await api(a, cookie, 'POST', '/edit/api/reviews', { hash, comment: 'bench' });
      if (made.status !== 201) throw new Error(`review request answered ${made.status}: ${made.text.slice(0, 200)}`);
      const started = performance.now();
      const changes = await api(a, cookie, 'GET', `/edit/api/reviews/${made.json<{ review: { id: number } }>().review.id}/changes`);
      if (changes.status !== 200) throw new Error(`changes answered ${changes.status}: ${changes.text.slice(0, 200)}`);
      changesMs.push(performance.now() - started);
    }

    if (only === 'schedules') return { signInMs, saveMs, servedMs, scheduledMs, changesMs, openChangesMs: [], interactiveS: [], keyMs: [] };
    step('the editor in Chromium');
    // the probes are evaluated strings, which the editor's policy (no eval) would refuse; the editor's own code runs as served
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    const [cookieName, cookieValue] = cookie.split('=') as [string, string];
    await context.addCookies([{ name: cookieName, value: cookieValue, url: a.url }]);
    const interactiveS: number[] = [];
    for (let i = 0; i < options.loads; i++) {
      const opened = await openEditor(browser, a.url, context);
      interactiveS.push(opened.interactive);
      await opened.page.close();
    }
    const { page } = await openEditor(browser, a.url, context);
    const openChangesMs = options.reviews > 0 ? await openChangesMeasured(page) : [];
    await focusHeroHeading(page);
    const keyMs = await typeMeasured(page, options.keys);
    await context.close();
    return { signInMs, saveMs, servedMs, scheduledMs, changesMs, openChangesMs, interactiveS, keyMs };
  } finally {
    await browser.close();
    for (const instance of instances) instance.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const repoText = readFileSync(path.join(root, 'site.json'), 'utf8');
const generated = generateSite(options.pages, { locales: bilingual ? 'all' : 'default' });
const cases = [
  { name: 'site.json', pages: (JSON.parse(repoText) as { pages: unknown[] }).pages.length, text: repoText },
  { name: 'generated', pages: generated.pages.length, text: `${JSON.stringify(generated, null, 2)}\n` },
];

const loadBefore = loadavg()[0]!;
const postgres = await startTestPostgres({ fsync: true });
const rows: string[][] = [];
const heavy: HeavyRow[] = [];
try {
  for (const { name, pages, text } of only === 'heavy' ? [] : cases) {
    const figures = await measure(name, text, await postgres.createDatabase());
    const ms = (values: number[], p: number) => (values.length ? percentile(values, p).toFixed(0) : '–');
    rows.push([
      name,
      String(pages),
      ms(figures.signInMs, 50),
      `${ms(figures.saveMs, 50)} / ${ms(figures.saveMs, 95)}`,
      `${ms(figures.servedMs, 50)} / ${ms(figures.servedMs, 95)}`,
      figures.scheduledMs.length ? `${ms(figures.scheduledMs, 50)} / ${Math.max(...figures.scheduledMs).toFixed(0)}` : '–',
      figures.changesMs.length ? `${ms(figures.changesMs, 50)} / ${Math.max(...figures.changesMs).toFixed(0)}` : '–',
      figures.openChangesMs.length ? `${ms(figures.openChangesMs, 50)} / ${Math.max(...figures.openChangesMs).toFixed(0)}` : '–',
      figures.interactiveS.length ? percentile(figures.interactiveS, 50).toFixed(2) : '–',
      `${ms(figures.keyMs, 50)} / ${ms(figures.keyMs, 95)}`,
    ]);
    console.error(`done: ${name} (${pages} pages)`);
  }
  for (const databaseUrl of only === 'editor' || only === 'schedules' || only === 'reviews' ? [] : [null, await postgres.createDatabase()]) {
    heavy.push(...(await measureHeavy({ databaseUrl, publishPages: options.publishPages, validatePages: options.validatePages }, (what) => console.error(`heavy work: ${what}`))));
  }
} finally {
  await postgres.destroy();
}

if (rows.length > 0) {
  console.log(table(['site', 'pages', 'sign-in p50 ms', 'save p50 / p95 ms', 'Publish → 2nd instance p50 / p95 ms', 'schedule due → both instances p50 / max ms', 'review changes API p50 / max ms', 'changes view opened p50 / max ms', 'editor interactive s', 'key→preview p50 / p95 ms'], rows));
  console.log(
    `\n${options.signins} sign-ins, ${options.saves} saves (one ${bilingual ? "Hindi " : ""}heading), ${options.publishes} publishes (one page changed${bilingual ? ", served at /hi/" : ""}), ${options.loads} editor loads, ${options.keys} keys per site; PostgreSQL with fsync on, two instances (own DATA_DIR each)` +
      `, ${options.schedules} schedules (each instance looks each second), ${options.reviews} review requests (the home heading changed; "opened": click on Show changes to the view drawn, in Chromium)` +
      ` · targets: Publish → 2nd instance p95 ≤ 2 s at 11 pages and ≤ 5 s at 1,000; a schedule on every instance ≤ 5 s after its time; the changes view ≤ 1 s at 1,000 pages; editor interactive ≤ 2 s; key→preview p95 ≤ 100 ms`,
  );
}
if (heavy.length > 0) {
  console.log(`\n${table(heavyHead, heavy.map(heavyCells))}`);
  console.log(
    `\nHeavy work on one instance: GET /robots.txt and GET /about-us in turn, 20 requests/s, while the work repeats (validation ≥ 10 s, saves ≥ 5 s, one publish);` +
      ` the saved change is footer.rights, which every page of the ${options.publishPages}-page site shows · target: public p99 ≤ 200 ms while the editor validates`,
  );
}
console.log(`\nload average before: ${loadBefore.toFixed(2)}, after: ${loadavg()[0]!.toFixed(2)}`);
