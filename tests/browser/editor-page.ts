import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, type PageOptions } from './chromium.ts';

export interface EditorPage {
  page: Page;
  /** console errors (a resource that failed to load aside) and the editor API's failures, so far */
  errors: () => string[];
  /** the outline of the selected page's sections */
  sections: Locator;
  /** the paths of the scripts the editor and its frames have asked for, so far */
  scripts: () => string[];
}

/**
 * The editor at `${url}/edit`, once its outline shows. A resource that failed to load is not an error here:
 * files are checked by status, and a worktree whose node_modules is a link gets 403 for the font through /@fs.
 */
export async function openEditor(browser: Browser, url: string, options: PageOptions = {}): Promise<EditorPage> {
  // its own context: the draft it keeps in localStorage must not reach the next test
  const opened = await openPage(browser, { reducedMotion: true, ...options, ownContext: true });
  const { page } = opened;
  const errors = () => opened.errors.filter((error) => !error.startsWith('Failed to load resource'));
  page.on('response', (response) => {
    // not a failure: a validation sent as changes to a version no longer on disk, which the editor sends again whole (api.ts)
    const staleValidation = response.status() === 409 && response.url().endsWith('/__editor/validate');
    if (response.url().includes('/__editor/') && response.status() >= 400 && !staleValidation) opened.errors.push(`${response.status()} ${response.url()}`);
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${url}/edit`);
  const sections = page.getByRole('list', { name: 'Sections' });
  // the first visit compiles the editor, the forms and the preview's blocks
  await sections.getByRole('listitem').first().waitFor({ timeout: 60_000 });
  return { page, errors, sections, scripts: () => [...scripts] };
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  nodes: { target: string[] }[];
}

/** axe's violations on the editor's own page: the preview's iframe is the site, checked by a11y.test.ts. */
export async function editorAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document.body, { exclude: [['iframe']], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } } as object);
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
  });
}

/** The toolbar's status when it starts with `text` ("Saved", "Unsaved changes" …). */
export const editorStatus = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}`) });

export interface Hunk {
  removed: string[];
  added: string[];
}

export interface LineDiff extends Hunk {
  hunks: Hunk[];
  /** the diff as git prints it, for failure messages */
  text: string;
}

/** What changed from file `before` to file `after` by `git diff --no-index -U0`: each hunk's removed and added lines, and all of them. */
export function lineDiff(before: string, after: string): LineDiff {
  const result = spawnSync('git', ['diff', '--no-index', '--no-color', '-U0', before, after], { encoding: 'utf8' });
  const hunks: Hunk[] = [];
  for (const line of result.stdout.split('\n')) {
    if (line.startsWith('@@')) hunks.push({ removed: [], added: [] });
    else if (/^(---|\+\+\+) /.test(line) || hunks.length === 0) continue;
    else if (line.startsWith('-')) hunks.at(-1)!.removed.push(line.slice(1));
    else if (line.startsWith('+')) hunks.at(-1)!.added.push(line.slice(1));
  }
  return { hunks, removed: hunks.flatMap((hunk) => hunk.removed), added: hunks.flatMap((hunk) => hunk.added), text: result.stdout };
}

/** The outline's section at `index`: the button that opens its form (the other button of the item is its drag handle). */
export const sectionButton = (sections: Locator, index: number) => sections.getByRole('listitem').nth(index).getByRole('button', { name: /^(?!Drag )/ });

/** The block title of the outline's section at `index`, as its drag handle names it ("Drag Hero: Think big" → "Hero"). */
export async function sectionTitle(sections: Locator, index: number): Promise<string> {
  const name = await sections.getByRole('listitem').nth(index).getByRole('button', { name: /^Drag / }).getAttribute('aria-label');
  return /^Drag ([^:]*)/.exec(name ?? '')?.[1] ?? '';
}
