import { shortHash } from '../../../model/short-hash.ts';
import { hashOf } from '../../../model/edit-version.ts';
import { asText, bytesOf } from '../../../model/text-bytes.ts';
import { plainPage, summaryOf } from '../../../model/page-summary.ts';
import { editedSite } from './edited-site.ts';
import { pageSpans } from '../../../model/page-spans.ts';
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Site } from '../../../generated/site.ts';
import { formatProblem, validateSiteData, validateSiteText } from '../../../model/validate-site.ts';
import { untranslatedOfPages, type ValidationBasis } from '../../../model/validation-basis.ts';
import { liveBasis, pagesToWorkOut, type LiveRelease } from './live-basis.ts';
import { manifestOf } from '../../../model/site-manifest.ts';
import { basisName, checkReleaseManifest, contentName, manifestName, readReleaseManifest, summaryName, type ReleaseManifest, type ReleasePage, type ReleaseSummary } from '../releases/release-manifest.ts';
import { pageFiles, rootFiles } from '../../../model/release-files.ts';
import { keepFromEnv, liveReleaseId, newReleaseId, pruneReleases, releaseDir, releasesDir, removeUnfinished, switchRelease } from '../releases/release-store.ts';
import { syncFolder, syncPath } from '../../../model/atomic-write.ts';
import { acquirePublishLock } from '../../db/publish-lock.ts';
import { loadRenderer, type MainPart, type Renderer } from './renderer.ts';
import { releaseWriter } from './release-writer.ts';
import { renderPool } from './render-pool.ts';
import { releaseFont } from './release-font.ts';
import { headTags, pageHead, robotsTxt, sitemap } from './head.ts';
import { mediaDirOf } from '../../../model/media-paths.ts';
import type { PageData } from '../../../content/site-types.ts';
import { languagePages, languageRoutes, languageSites, type LanguagePage, type LanguageSite, type PageRoute } from './language-sites.ts';

export interface PublishOptions {
  /** DATA_DIR: releases/, current */
  dataDir: string;
  /** the code build (`npm run build`) whose validator and renderer are used */
  distDir: string;
  /** site.json's text, or its bytes (UTF-8): then it is decoded only when an edit's pages cannot be told apart */
  text: string | Buffer;
  /** its name in messages: site.json:LINE:COL */
  file: string;
  /** what the release comes from, for --list */
  source: string;
  /** the published version (the database's history) the content is, when it is one */
  version?: number | null;
  /** releases kept (KEEP_RELEASES) */
  keep?: number;
  /** how long to wait for a publish already running */
  lockWaitMs?: number;
  /** a renderer loaded once for several publishes (the server, the benchmark) */
  renderer?: Renderer;
  /** a basis the caller kept from validating an earlier text (the server's worker); else the live release's */
  basis?: ValidationBasis;
  /** worker threads that may render beside this one when many pages change (`npm run publish`: helperThreads()) */
  helpers?: number;
  /**
   * Called under the publish lock once the release is written (or found unchanged), before it is made live: a
   * sentence refuses it (nothing changes). `npm run publish` records the version in the database here, so that two
   * publishes never interleave between the database and the folder.
   */
  beforeSwitch?: (release: ReleaseSummary) => Promise<{ refuse: string } | { version: number | null }>;
}

export type PublishResult =
  /** `unchanged`: the live release already has this content and code build, and stays live: no release is made */
  /** `joined`: of the pages `rendered`, those whose main content was kept and joined to a new header and footer */
  /** `site`: the content as validated, for a caller with more to say about it (npm run publish's warnings) */
  /** `validated`: the pages validated, or 'all' (the live release's validation could not be built on) */
  /** `workedOut`: the pages of site.json localized and compared by their inputs; the others were carried as they were */
  /** `hashed`: the pages hashed to tell which changed; the others' bytes were the live release's (page-spans.ts) */
  /** `parsed`: the pages parsed from the text; the others were read lazily, and only what the site needs of them (edited-site.ts) */
  | { ok: true; unchanged: boolean; release: ReleaseSummary; rendered: number; joined: number; carried: number; pruned: string[]; site: Site; validated: number | 'all'; basis?: ValidationBasis; workedOut?: number; hashed: number; parsed: number }
  | { ok: false; problems: string[] };

/** A publish that could not be made (a folder that cannot be written, a full disk); nothing served changed. */
export class PublishError extends Error {}

// Up to this many files written, each is flushed with its folders; above, the whole file system at once.
const flushEachUpTo = 64;

/**
 * Flushes what the publish wrote. A few files: an fsync each and one per folder (for the links' entries). Many:
 * `sync -f` flushes the file system once instead of thousands of fsyncs, but with it whatever other programs wrote.
 */
function flushToDisk(dir: string, written: string[], folders: string[]): void {
  if (written.length <= flushEachUpTo) {
    for (const file of [...written, ...folders]) syncPath(file);
    return;
  }
  try {
    execFileSync('sync', ['-f', dir], { stdio: 'ignore' });
  } catch {
    // no sync(1) here: the renames below are still atomic, only a power cut could lose the new files
  }
}

/** Where each page of `site` lies in its bytes, for the next publish (page-spans.ts); none when they do not match. */
function spansOf(bytes: Buffer, site: Site): number[] | undefined {
  const spans = pageSpans(bytes);
  return spans?.length === site.pages.length * 2 ? spans : undefined;
}

const sameList = (one: readonly string[], other: readonly string[] | undefined) => one.length === other?.length && one.every((item, index) => item === other[index]);

/** A main part the live release kept, or undefined when it is missing or unreadable (the page is rendered whole). */
function readMainPart(file: string): MainPart | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as MainPart;
  } catch {
    return undefined;
  }
}

/** The live release's manifest when it can carry pages over: same folder layout, readable. */
function previousRelease(dataDir: string): LiveRelease | undefined {
  try {
    const id = liveReleaseId(dataDir);
    if (!id) return undefined;
    const dir = releaseDir(dataDir, id);
    return { id, dir, manifest: readReleaseManifest(dir) };
  } catch {
    return undefined; // rendered whole: nothing to carry over
  }
}

export function describeFailure(error: unknown, dataDir: string): PublishError {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return new PublishError(`Cannot write to ${dataDir} (${code}): give this user write access to DATA_DIR, or set DATA_DIR to a folder it can write. Nothing was published; the live release is unchanged.`);
  if (code === 'ENOSPC' || code === 'EDQUOT') return new PublishError(`The disk of ${dataDir} is full (${code}): free some space (old releases: KEEP_RELEASES) and publish again. Nothing was published; the live release is unchanged.`);
  return new PublishError(`The publish failed: ${message}. Nothing was published; the live release is unchanged.`);
}

/**
 * Validates site.json with the code build's schema, renders what changed into a new release beside the others,
 * and makes it live by one rename. A page whose inputs (the code build and the page's data) equal the live
 * release's is carried over as the same files. Invalid content and failures change nothing that is served.
 */
export async function publish(options: PublishOptions): Promise<PublishResult> {
  const { dataDir, distDir, text, file, source } = options;
  const renderer = options.renderer ?? (await loadRenderer(distDir));
  const { build } = renderer;
  // no warnings: they are for `npm run validate` and the editor, and reading them costs a walk of the whole site
  // only the pages that changed since the live release's text, when nothing else did (validation-basis.ts)
  // and the pages' hashes of the live release, but those of the pages the bytes say were edited (page-spans.ts)
  const bytes = typeof text === 'string' ? bytesOf(text) : text;
  let decoded: string | undefined;
  const textOf = () => (decoded ??= asText(text));
  const live = liveBasis(dataDir, build.id, bytes);
  const basis = options.basis ?? live.basis;
  // when the bytes tell which pages changed, only they and the rest of the site are parsed (edited-site.ts)
  const edited = live.known && editedSite(bytes, live.known);
  const checks = { file, schemaDirectory: build.schemaDir, publicDirectory: build.clientDir, mediaDirectory: mediaDirOf(dataDir), lint: false, basis, keepBasis: true, knownPages: live.known };
  const result = edited ? validateSiteData(edited.site, textOf, checks) : validateSiteText(textOf(), checks);
  if (!result.ok) return { ok: false, problems: result.problems.map(formatProblem) };
  const validated = result.validated === 'all' || !result.validated ? 'all' : result.validated.length;
  const site = result.data as Site;
  const hashed = live.known?.hashes.length === site.pages.length ? live.known.changed.length : site.pages.length;
  const parsed = () => edited?.parsed() ?? site.pages.length;
  let facts;
  try {
    facts = manifestOf(site);
  } catch (error) {
    return { ok: false, problems: [`${file}  ${(error as Error).message}`] };
  }

  let lock;
  try {
    lock = acquirePublishLock(dataDir, options.lockWaitMs);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw describeFailure(error, dataDir);
    throw error;
  }
  const id = newReleaseId();
  // the text's sha256, as the editor's history names it (computed once for both: 12 MB take ~50 ms)
  const content = Buffer.from(hashOf(bytes), 'hex').toString('base64url').slice(0, 22);
  const temp = path.join(releasesDir(dataDir), `.tmp-${id}`);
  let writer: ReturnType<typeof releaseWriter> | undefined;
  let pool: ReturnType<typeof renderPool> | undefined;
  try {
    removeUnfinished(dataDir);
    const previous = previousRelease(dataDir);
    if (previous && previous.manifest.build === build.id && previous.manifest.content === content) {
      const decision = await options.beforeSwitch?.(previous.manifest);
      if (decision && 'refuse' in decision) return { ok: false, problems: [decision.refuse] };
      return { ok: true, unchanged: true, release: previous.manifest, rendered: 0, joined: 0, carried: previous.manifest.pages, pruned: [], site, validated, basis: result.basis, hashed, parsed: parsed() };
    }
    const files = (writer = releaseWriter(temp));
    files.write(path.join(temp, contentName), bytes);
    // each language's site: its texts, and its pages and links under its prefix (the default's as written)
    const routesOfPages = languageRoutes(site);
    const workOut = pagesToWorkOut(result.basis, previous, routesOfPages, build.id);
    // only the pages to work out are localized: a site of those pages, their untranslated texts placed in it
    const chosen = workOut && [...workOut].sort((a, b) => a - b);
    const workedOut = chosen ? { ...site, pages: chosen.map((index) => site.pages[index]!) } : site;
    const languages = languageSites(workedOut, renderer.referenceKeys, renderer.routeKeys, build.id, chosen ? untranslatedOfPages(result.untranslated ?? [], chosen) : result.untranslated);
    const defaultLocale = languages[0]!.locale;
    pool = renderPool(renderer, distDir, options.helpers ?? 0);
    const renders = pool;
    // the Devanagari pages' font, subset to what they show (release-font.ts)
    const font = await releaseFont({ fontUrl: renderer.devanagariFont, clientDir: build.clientDir, build: build.id, previous: previous && { dir: previous.dir, build: previous.manifest.build } });
    // a language's code where its files' names carry it (not the default's: _404.hi.html, _404.html)
    const otherOf = (locale: string) => (locale === defaultLocale ? undefined : locale);
    const fontKey = (route: string | null, other: string | undefined) => route ?? `_404${other ? `.${other}` : ''}`;
    if (font && !chosen) {
      const shown = languages.filter(({ locale }) => font.covers(locale));
      await font.prepare([
        ...languagePages(shown).map(({ route, page, language }) => ({ key: route, language: language.locale, data: () => language.data.dataOf(plainPage(page)) })),
        ...shown.map((language) => ({ key: fontKey(null, otherOf(language.locale)), language: language.locale, data: () => language.data.dataOf(null) })),
      ]);
    }

    const changed: string[] = [];
    let joined = 0;
    const routes: Record<string, ReleasePage> = {};
    // a page's files, linked from the live release's
    const carryPage = async (route: string | null, other: string | undefined, before: ReleasePage) => {
      const from = pageFiles(previous!.dir, route, other);
      const target = pageFiles(temp, route, other);
      files.carry(from.html, target.html);
      files.carry(from.data, target.data);
      if (before.main) files.carryPart(from.main, target.main);
      const locale = other ?? defaultLocale;
      if (font?.covers(locale)) await font.carried({ key: fontKey(route, other), ...target }, from, locale);
    };
    // each page: its data, its inputs, then carried over, joined to a new header and footer, or rendered
    const place = async (route: string | null, page: Page | null, language: LanguageSite): Promise<{ entry: ReleasePage; rendered: boolean }> => {
      const inputs = language.data.inputsOf(page);
      const other = otherOf(language.locale);
      const target = pageFiles(temp, route, other);
      const before = route === null ? (other ? previous?.manifest.notFounds?.[other] : previous?.manifest.notFound) : previous?.manifest.routes[route];
      const from = previous && pageFiles(previous.dir, route, other);
      if (from && before?.inputs === inputs) {
        await carryPage(route, other, before);
        return { entry: before, rendered: false };
      }
      // rendered: the page's whole data, and its JSON (what the client fetches)
      // a page read lazily (edited-site.ts) is rendered as the page it is: a helper thread cannot take a Proxy
      const own: PageData = language.data.dataOf(page && plainPage(page));
      const data = font?.covers(language.locale) ? await font.rendered({ key: fontKey(route, other), ...target }, own, language.locale) : own;
      const json = JSON.stringify(data);
      const url = route ?? (other ? `/${other}/_not-found` : '/_not-found');
      const { notFound } = language.site.systemPages;
      const head = page ? pageHead(data.site, page) : headTags(data.site, { title: notFound.title, description: notFound.text });
      // of the data without its font: the main part has no head
      const main = shortHash(build.id, renderer.mainKeyOf(own, url));
      // the same main content under a changed menu or footer: only they are rendered, once for all such pages
      const kept = from && before?.main === main ? readMainPart(from.main) : undefined;
      const rendered = kept ? await renderer.renderDocument(data, json, url, head, kept) : await renders.renderPage({ data, json, url, head });
      files.write(target.html, rendered.document);
      files.write(target.data, json);
      if (rendered.joined) files.carryPart(from!.main, target.main);
      else if (rendered.main) files.write(target.main, JSON.stringify(rendered.main));
      if (rendered.joined && route !== null) joined += 1;
      // keep the memory of a 10,000-page publish flat: wait while many files are still being written
      await files.flush(false);
      return { entry: { inputs, html: shortHash(rendered.document), data: shortHash(json), ...(rendered.main && { main }) }, rendered: true };
    };

    const positions = new Map(chosen?.map((index, position) => [index, position]));
    const all: (LanguagePage | (PageRoute & { page: Page; language?: undefined }))[] = chosen
      ? routesOfPages.map((at) => {
          const language = languages.find(({ locale }) => locale === at.locale)!;
          const position = positions.get(at.index);
          return position === undefined ? { ...at, page: site.pages[at.index]! } : { route: at.route, page: language.site.pages[position]!, language };
        })
      : languagePages(languages);
    const placed = await inOrder(all, renders.parallel, async (item) => {
      if (item.language) return place(item.route, item.page, item.language);
      // as in the live release, whose text had this page as it is (pagesToWorkOut)
      const { route, locale } = item as PageRoute;
      const before = previous!.manifest.routes[route]!;
      await carryPage(route, otherOf(locale), before);
      return { entry: before, rendered: false };
    });
    all.forEach(({ route }, index) => {
      const { entry, rendered } = placed[index]!;
      routes[route] = entry;
      if (rendered) changed.push(route);
    });
    let notFound = (await place(null, null, languages[0]!)).entry;
    const notFounds: Record<string, ReleasePage> = {};
    for (const language of languages.slice(1)) notFounds[language.locale] = (await place(null, null, language)).entry;
    const noindex = all.filter(({ page }) => page.noindex).map(({ route }) => route);
    // the live release's when only pages changed, and none of them in what the sitemap lists
    if (chosen && previous && sameList(noindex, previous.manifest.noindex)) for (const name of rootFiles) files.carry(path.join(previous.dir, name), path.join(temp, name));
    else {
      const shared = languages[0]!.data.dataOf(null).site;
      files.write(path.join(temp, 'sitemap.xml'), sitemap(shared, facts));
      files.write(path.join(temp, 'robots.txt'), robotsTxt(shared));
    }
    await files.flush();
    // the subset the Devanagari pages name, and their new ETags when it is not the one they were rendered with
    const fonts = await font?.finish(temp);
    for (const [key, etags] of fonts?.etags ?? []) {
      if (key === '_404') notFound = { ...notFound, ...etags };
      else if (key.startsWith('_404.')) notFounds[key.slice(5)] = { ...notFounds[key.slice(5)]!, ...etags };
      else routes[key] = { ...routes[key]!, ...etags };
    }

    const removed = previous ? Object.keys(previous.manifest.routes).filter((route) => !Object.hasOwn(routes, route)) : [];
    const summary: ReleaseSummary = {
      id,
      created: new Date().toISOString(),
      source,
      build: build.id,
      content,
      pages: all.length,
      version: options.version ?? null,
      changed,
      removed,
    };
    const { contactForm, liveChatOrigin, siteHost } = facts;
    const manifest: ReleaseManifest = {
      ...summary,
      previous: previous?.id ?? null,
      routes,
      notFound,
      ...(languages.length > 1 && { locales: languages.map(({ locale }) => locale), notFounds }),
      noindex,
      contactForm,
      liveChatOrigin,
      siteHost,
    };
    const decision = await options.beforeSwitch?.(summary);
    if (decision && 'refuse' in decision) {
      await files.discard();
      return { ok: false, problems: [decision.refuse] };
    }
    if (decision) summary.version = manifest.version = decision.version;
    checkReleaseManifest(manifest);
    if (result.basis) writeFileSync(path.join(temp, basisName), JSON.stringify({ build: build.id, basis: result.basis, spans: live.known?.spans ?? spansOf(bytes, site), summaries: site.pages.map((page) => summaryOf(page as unknown as Record<string, unknown>)) }));
    writeFileSync(path.join(temp, summaryName), `${JSON.stringify(summary, null, 2)}\n`);
    // last: a folder without its manifest is no release
    writeFileSync(path.join(temp, manifestName), `${JSON.stringify(manifest)}\n`);
    const own = [...(result.basis ? [basisName] : []), summaryName, manifestName];
    flushToDisk(temp, [...files.written(), ...(fonts?.written ?? []), ...own.map((name) => path.join(temp, name))], files.folders());
    renameSync(temp, releaseDir(dataDir, id));
    syncFolder(releasesDir(dataDir));
    switchRelease(dataDir, id);
    const pruned = pruneReleases(dataDir, options.keep ?? keepFromEnv());
    return { ok: true, unchanged: false, release: summary, rendered: changed.length, joined, carried: all.length - changed.length, pruned, site, validated, basis: result.basis, workedOut: workedOut.pages.length, hashed, parsed: parsed() };
  } catch (error) {
    await writer?.discard();
    if ((error as NodeJS.ErrnoException).code) throw describeFailure(error, dataDir);
    throw error;
  } finally {
    await pool?.close();
    lock.release();
  }
}

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
