import path from 'node:path';
import { pageFiles, variantDir } from '../releases/release-files.ts';
import { rootFiles } from '../../../shared/server-paths.ts';
import { shortHash } from '../../../model/short-hash.ts';
import type { SiteFacts } from '../../../model/site-manifest.ts';
import type { ReleasePage } from '../releases/release-manifest.ts';
import { fontKey, variantFontKey, type FontSubset } from './font-subset.ts';
import { headTags, pageHead, robotsTxt, sitemap } from './head.ts';
import { choosePage, otherOf, type PageCarried, type PagePlan, type PageRender, type PlannedPage } from './page-plan.ts';
import type { ReleaseWriter } from './release-writer.ts';
import type { RenderPool } from './render-pool.ts';

/** What writing the pages needs: the plan, the threads that render, the release's files and folder, its font. */
export interface PageWriting {
  plan: PagePlan;
  pool: RenderPool;
  writer: ReleaseWriter;
  /** the release folder being made */
  dir: string;
  font: FontSubset | undefined;
  facts: SiteFacts;
}

/** The pages' entries of the manifest, and what the publish says of them. */
export interface WrittenPages {
  routes: Record<string, ReleasePage>;
  notFound: ReleasePage;
  notFounds: Record<string, ReleasePage>;
  /** the pages marked noindex */
  noindex: string[];
  /** the pages rendered anew, in the site's order */
  changed: string[];
  /** of those, the pages whose main content was kept and joined to a new header and footer */
  joined: number;
  /** every page of every language */
  count: number;
}

interface PageWritten {
  entry: ReleasePage;
  rendered: boolean;
  joined: boolean;
}

/**
 * Writes every page of the plan into the release folder (carried over, joined to a new header and footer, or
 * rendered: choosePage), then each language's not-found page, sitemap.xml and robots.txt, and waits for the files.
 */
export async function writePages(writing: PageWriting): Promise<WrittenPages> {
  const { plan, pool, writer, dir, facts } = writing;
  const { languages, previous } = plan;
  const written = await inOrder(plan.pages, pool.parallel, async (item) => withVariant(writing, item, await writePage(writing, choosePage(plan, item))));
  const routes: Record<string, ReleasePage> = {};
  const changed: string[] = [];
  let joined = 0;
  plan.pages.forEach(({ route }, index) => {
    const { entry, rendered, joined: join } = written[index]!;
    routes[route] = entry;
    if (rendered) changed.push(route);
    if (join) joined += 1;
  });
  const notFound = (await writePage(writing, choosePage(plan, { route: null, page: null, language: languages[0]! }))).entry;
  const notFounds: Record<string, ReleasePage> = {};
  for (const language of languages.slice(1)) notFounds[language.locale] = (await writePage(writing, choosePage(plan, { route: null, page: null, language }))).entry;
  const noindex = plan.pages.filter(({ page }) => page.noindex).map(({ route }) => route);
  // the live release's when only pages changed, and none of them in what the sitemap lists
  if (!plan.everyPage && previous && sameList(noindex, previous.manifest.noindex)) for (const name of rootFiles) writer.carry(path.join(previous.dir, name), path.join(dir, name));
  else {
    const shared = languages[0]!.data.dataOf(null).site;
    writer.write(path.join(dir, 'sitemap.xml'), sitemap(shared, facts));
    writer.write(path.join(dir, 'robots.txt'), robotsTxt(shared));
  }
  await writer.flush();
  return { routes, notFound, notFounds, noindex, changed, joined, count: plan.pages.length };
}

/** A page's files in the release: linked from the live release's, or rendered (its font named) and written. */
async function writePage({ plan, pool, writer, dir, font }: PageWriting, choice: PageCarried | PageRender): Promise<PageWritten> {
  const { route, other, locale, b } = choice;
  const target = pageFiles(b ? variantDir(dir) : dir, route, other);
  const key = b ? variantFontKey(route!) : fontKey(route, other);
  if ('carry' in choice) {
    const { carry, from } = choice;
    writer.carry(from.html, target.html);
    writer.carry(from.data, target.data);
    if (carry.main) writer.carryPart(from.main, target.main);
    if (font?.covers(locale)) await font.carried({ key, ...target }, from, locale);
    return { entry: carry, rendered: false, joined: false };
  }
  const { page, language, inputs, url, main, kept, from } = choice;
  const data = font?.covers(locale) ? await font.rendered({ key, ...target }, choice.data, locale) : choice.data;
  // what the client fetches
  const json = JSON.stringify(data);
  const { notFound } = language.site.systemPages;
  const head = page ? pageHead(data.site, page) : headTags(data.site, { title: notFound.title, description: notFound.text });
  const rendered = kept ? await plan.renderer.renderDocument(data, json, url, head, kept) : await pool.renderPage({ data, json, url, head });
  writer.write(target.html, rendered.document);
  writer.write(target.data, json);
  if (rendered.joined) writer.carryPart(from!.main, target.main);
  else if (rendered.main) writer.write(target.main, JSON.stringify(rendered.main));
  // keep the memory of a 10,000-page publish flat: wait while many files are still being written
  await writer.flush(false);
  return { entry: { inputs, html: shortHash(rendered.document), data: shortHash(json), ...(rendered.main && { main }) }, rendered: true, joined: rendered.joined && route !== null };
}

/**
 * A page's entry with its test, B written beside it: rendered or carried as a page is (choosePage); a page carried
 * whole from the live release keeps its B's files. A page no longer under test loses the live release's test.
 */
async function withVariant(writing: PageWriting, item: PlannedPage, written: PageWritten): Promise<PageWritten> {
  const { plan } = writing;
  const { test: before, ...entry } = written.entry;
  if (!item.language) {
    if (!before) return written;
    const other = otherOf(plan, item.locale);
    await writePage(writing, { route: item.route, other, locale: item.locale, b: true, carry: before.b, from: pageFiles(variantDir(plan.previous!.dir), item.route, other) });
    return written;
  }
  if (!item.variant) return before ? { ...written, entry } : written;
  const b = await writePage(writing, choosePage(plan, item, true));
  const { id, share, startedAt } = item.variant;
  return { entry: { ...entry, test: { id, share, ...(startedAt && { startedAt }), b: b.entry } }, rendered: written.rendered || b.rendered, joined: written.joined };
}

const sameList = (one: readonly string[], other: readonly string[] | undefined) => one.length === other?.length && one.every((item, index) => item === other[index]);

/**
 * `work` on each item, up to `parallel` at a time, the results in the items' order. After a failure no item starts,
 * and the failure is thrown once every item under way has ended: nothing writes into a release being removed.
 */
async function inOrder<T, R>(items: readonly T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, lane));
  if (failure) throw failure.error;
  return results;
}
