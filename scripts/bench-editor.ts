// npm run bench:editor [-- --pages=1000 --keys=60 --loads=5 --saves=5 --pause=1000]: how quickly the visual editor answers,
// on the repo's site.json and on a generated site of --pages pages, each in its own dev server on a copy.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './lib/chromium.ts';
import { startDevServer } from './lib/dev-server.ts';
import { generateSite } from './lib/generate-site.ts';
import { root } from './lib/paths.ts';
import { percentile, table } from './lib/figures.ts';
import { focusHeroHeading, keyGapMs, openEditor, pause, typeMeasured, wordLength, wordPauseMs, type Opened } from './lib/editor-probe.ts';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const options = { pages: option('pages', 1000), keys: option('keys', 60), loads: option('loads', 5), saves: option('saves', 5), pause: option('pause', 1000) };
const savePauseMs = options.pause;

interface Figures {
  cold: Opened;
  warmS: number[];
  previewS: number[];
  keyMs: number[];
  saveMs: number[];
  serverMs: number[];
}


/** From a click on Save to the status saying "Saved", in the page's own clock. */
async function saveMeasured(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const status = [...document.querySelectorAll('[role="status"]')].find((element) => /^(Unsaved|Saved|No changes|Saving)/.test(element.textContent ?? ''))!;
        const save = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Save')!;
        const t0 = performance.now();
        let saving = false;
        const observer = new MutationObserver(() => {
          const text = status.textContent ?? '';
          if (text.startsWith('Saving')) saving = true;
          else if (text.startsWith('Saved')) {
            observer.disconnect();
            resolve(performance.now() - t0);
          } else if (saving || !text.startsWith('Unsaved')) {
            // back to "Unsaved changes" after "Saving…": the save was refused
            observer.disconnect();
            reject(new Error(`the save ended with "${text}": ${document.querySelector('[role="alert"]')?.textContent ?? ''}`));
          }
        });
        observer.observe(status, { subtree: true, childList: true, characterData: true });
        save.click();
      }),
  );
}

async function measure(browser: Browser, name: string, text: string): Promise<Figures> {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-editor-${name}-`));
  const siteFile = path.join(dir, 'site.json');
  writeFileSync(siteFile, text);
  const server = await startDevServer(siteFile);
  const step = (what: string) => console.error(`${name}: ${what}`);
  try {
    // the first visit after the dev server starts: its first answers, and the editor's bundle if the sources changed since it was built
    const cold = await openEditor(browser, server.url);
    await cold.page.context().close();
    step(`first load: interactive ${cold.interactive.toFixed(2)} s, preview ${cold.preview.toFixed(2)} s`);
    const built = /bundle is built, in ([\d.]+ s)/.exec(server.output())?.[1];
    if (built) step(`the dev server built the editor's bundle first, in ${built}`);
    const warmS: number[] = [];
    const previewS: number[] = [];
    for (let i = 0; i < options.loads; i += 1) {
      const opened = await openEditor(browser, server.url);
      warmS.push(opened.interactive);
      previewS.push(opened.preview);
      await opened.page.context().close();
    }

    const { page } = await openEditor(browser, server.url);
    const field = await focusHeroHeading(page);
    step('typing');
    const keyMs = await typeMeasured(page, options.keys);
    const typed = await field.inputValue();
    const shown = await page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1 }).first().textContent();
    if (shown?.trim() !== typed.trim()) throw new Error(`the preview shows "${shown}", the field holds "${typed}"`);

    step('saving');
    const saveMs: number[] = [];
    const serverMs: number[] = [];
    // the dev server's part of a save: from the request sent to the answer's first byte
    page.on('requestfinished', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/__editor/site')) return;
      const timing = request.timing();
      serverMs.push(timing.responseStart - timing.requestStart);
    });
    for (let i = 0; i < options.saves; i += 1) {
      await field.press('z');
      // a save after a pause, as a person makes it: the dev server has checked the key typed and the previous save
      await pause(savePauseMs);
      saveMs.push(await saveMeasured(page));
      await field.focus();
    }
    const saved = readFileSync(siteFile, 'utf8');
    if (!saved.includes(JSON.stringify(await field.inputValue()))) throw new Error('the saved site.json does not hold the typed heading');
    await page.context().close();
    return { cold, warmS, previewS, keyMs, saveMs, serverMs };
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const repoText = readFileSync(path.join(root, 'site.json'), 'utf8');
const generated = generateSite(options.pages);
const cases = [
  { name: 'site.json', pages: (JSON.parse(repoText) as { pages: unknown[] }).pages.length, text: repoText },
  { name: 'generated', pages: generated.pages.length, text: JSON.stringify(generated, null, 2) + '\n' },
];

const loadBefore = loadavg()[0]!;
const browser = await launchBrowser();
const rows: string[][] = [];
try {
  for (const { name, pages, text } of cases) {
    const figures = await measure(browser, name, text);
    rows.push([
      name,
      String(pages),
      String(Math.round(text.length / 1024)),
      `${figures.cold.interactive.toFixed(2)} / ${figures.cold.preview.toFixed(2)}`,
      percentile(figures.warmS, 50).toFixed(2),
      percentile(figures.previewS, 50).toFixed(2),
      percentile(figures.keyMs, 50).toFixed(0),
      percentile(figures.keyMs, 95).toFixed(0),
      percentile(figures.saveMs, 50).toFixed(0),
      Math.max(...figures.saveMs).toFixed(0),
      percentile(figures.serverMs, 50).toFixed(0),
    ]);
    console.error(`done: ${name} (${pages} pages)`);
  }
} finally {
  await browser.close();
}

console.log(table(['site', 'pages', 'KB', 'first load s (editor / preview)', 'interactive s', 'preview drawn s', 'key→preview p50 ms', 'p95 ms', 'save p50 ms', 'save max ms', 'of which server p50 ms'], rows));
console.log(
  `\ninteractive: the outline lists the sections by block title (pick, move, edit); preview drawn: the preview shows the page (medians of ${options.loads} loads in new browser contexts; the first load after the dev server starts also waits for its first answers, and for a build of the editor's bundle when one is printed above)` +
    `\n${options.loads} warm loads, ${options.keys} keys (${keyGapMs} ms apart, ${wordPauseMs} ms after every ${wordLength}), ${options.saves} saves per site, each ${savePauseMs} ms after its key` +
    ` · targets: interactive ≤ 2 s, key→preview p95 ≤ 100 ms, save ≤ 300 ms at 1,000 pages` +
    ` · load average before: ${loadBefore.toFixed(2)}, after: ${loadavg()[0]!.toFixed(2)}`,
);
