import path from 'node:path';
import { acquirePublishLock } from '../../db/publish-lock.ts';
import type { Site } from '../../../generated/site.ts';
import type { ValidationBasis } from '../../../model/validation-basis.ts';
import { contentName, readReleaseManifest, type ReleaseManifest, type ReleaseSummary } from '../releases/release-manifest.ts';
import { keepFromEnv, liveReleaseId, pruneReleases, releaseDir, removeUnfinished } from '../releases/release-store.ts';
import { makeFontSubset, openFontSubset } from './font-subset.ts';
import type { LiveRelease } from './live-basis.ts';
import { makeLive, newRelease } from './make-live.ts';
import { planPages } from './page-plan.ts';
import { releaseRedirects, writeRedirects } from './release-redirects.ts';
import { pathRedirects } from './path-redirects.ts';
import type { RedirectChanges } from '../../../shared/redirects.ts';
import { releaseWriter, type ReleaseWriter } from './release-writer.ts';
import { renderPool, type RenderPool } from './render-pool.ts';
import { loadRenderer, type Renderer } from './renderer.ts';
import { validateContent, type ValidContent } from './validate-content.ts';
import { writePages } from './write-pages.ts';
import { testNotes } from './test-notes.ts';

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
  beforeSwitch?: (release: ReleaseSummary, bytes: Buffer) => Promise<{ refuse: string } | { version: number | null }>;
  /**
   * `npm run publish`: the redirects of the pages whose path changed since the live release are made (by and at
   * these), and those whose path a page took removed; the text published is then another (the result's `bytes`).
   */
  pathRedirects?: { by?: string; at?: string };
}

export type PublishResult =
  /** `unchanged`: the live release already has this content and code build, and stays live: no release is made */
  /** `joined`: of the pages `rendered`, those whose main content was kept and joined to a new header and footer */
  /** `site`: the content as validated, for a caller with more to say about it (npm run publish's warnings) */
  /** `validated`: the pages validated, or 'all' (the live release's validation could not be built on) */
  /** `workedOut`: the pages of site.json localized and compared by their inputs; the others were carried as they were */
  /** `hashed`: the pages hashed to tell which changed; the others' bytes were the live release's (page-spans.ts) */
  /** `parsed`: the pages parsed from the text; the others were read lazily, and only what the site needs of them (edited-site.ts) */
  /** `redirects`: those `pathRedirects` made and removed; `bytes`: the text published, when they made it another */
  | {
      ok: true;
      unchanged: boolean;
      release: ReleaseSummary;
      rendered: number;
      joined: number;
      carried: number;
      pruned: string[];
      site: Site;
      validated: number | 'all';
      basis?: ValidationBasis;
      workedOut?: number;
      hashed: number;
      parsed: number;
      redirects: RedirectChanges;
      bytes?: Buffer;
      /** what this publish did to the A/B tests of the live release, in plain words (test-notes.ts) */
      tests: string[];
    }
  | { ok: false; problems: string[] };

/** A publish that could not be made (a folder that cannot be written, a full disk); nothing served changed. */
export class PublishError extends Error {}

export function describeFailure(error: unknown, dataDir: string): PublishError {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return new PublishError(`Cannot write to ${dataDir} (${code}): give this user write access to DATA_DIR, or set DATA_DIR to a folder it can write. Nothing was published; the live release is unchanged.`);
  if (code === 'ENOSPC' || code === 'EDQUOT') return new PublishError(`The disk of ${dataDir} is full (${code}): free some space (old releases: KEEP_RELEASES) and publish again. Nothing was published; the live release is unchanged.`);
  return new PublishError(`The publish failed: ${message}. Nothing was published; the live release is unchanged.`);
}

/** A failure of the file system as a PublishError that says what and where; any other as it is. */
const failureOf = (error: unknown, dataDir: string) => ((error as NodeJS.ErrnoException).code ? describeFailure(error, dataDir) : error);

/**
 * Validates site.json with the code build's schema, renders what changed into a new release beside the others,
 * and makes it live by one rename. A page whose inputs (the code build and the page's data) equal the live
 * release's is carried over as the same files. Invalid content and failures change nothing that is served.
 */
export async function publish(options: PublishOptions): Promise<PublishResult> {
  const { dataDir, distDir } = options;
  const renderer = options.renderer ?? (await loadRenderer(distDir));
  // 1. site.json validated with the code build's schema: a problem changes nothing
  const given = validateContent(options, renderer.build, dataDir);
  if (!given.ok) return given;
  // 2. one publish at a time per DATA_DIR
  const lock = takePublishLock(dataDir, options.lockWaitMs);
  let writer: ReleaseWriter | undefined;
  let pool: RenderPool | undefined;
  try {
    // 3. what a killed publish left goes; with `pathRedirects`, the text with the redirects of its path changes
    const previous = clearUnfinished(dataDir);
    const redirected = options.pathRedirects ? pathRedirects(given, previous, options.pathRedirects) : { changes: { added: [], removed: [] } };
    const content = redirected.bytes ? validateContent({ ...options, text: redirected.bytes }, renderer.build, dataDir) : given;
    if (!content.ok) return content;
    const done = { redirects: redirected.changes, ...(redirected.bytes && { bytes: redirected.bytes }) };
    // the live release's content and code build: nothing to publish
    const release = newRelease(dataDir, renderer.build.id, content.bytes);
    if (previous?.manifest.build === release.build && previous.manifest.content === release.content) return await keepLive(previous.manifest, content, options.beforeSwitch, done);
    // 4. each page carried over from the live release, joined to a new header and footer, or rendered
    writer = releaseWriter(release.temp);
    writer.write(path.join(release.temp, contentName), content.bytes);
    const plan = planPages(content, previous, renderer);
    pool = renderPool(renderer, distDir, options.helpers ?? 0);
    const font = await openFontSubset(plan);
    const pages = await writePages({ plan, pool, writer, dir: release.temp, font, facts: content.facts });
    // the redirects beside the pages (a path that is a page is never redirected), for the server and a static host
    writeRedirects(writer, release.temp, releaseRedirects(content.site, pages.routes));
    await writer.flush();
    // 5. the Devanagari pages' font, subset to what they show
    const fontFiles = await makeFontSubset(font, pages, release.temp);
    // 6. the manifest last, everything flushed, then `current` switched to the new release
    const made = await makeLive({ release, previous, pages, languages: plan.languages, content, writer, fontFiles }, options);
    if ('refuse' in made) return { ok: false, problems: [made.refuse] };
    // 7. the releases beyond KEEP_RELEASES removed, never the live one
    const pruned = pruneReleases(dataDir, options.keep ?? keepFromEnv());
    const counts = { rendered: pages.changed.length, joined: pages.joined, carried: pages.count - pages.changed.length, hashed: content.hashed, parsed: content.parsed() };
    const tests = testNotes(previous?.manifest.routes, pages.routes);
    return { ok: true, unchanged: false, release: made.summary, ...counts, tests, pruned, site: content.site, validated: content.validated, basis: content.basis, workedOut: plan.workedOut, ...done };
  } catch (error) {
    await writer?.discard();
    throw failureOf(error, dataDir);
  } finally {
    await pool?.close();
    lock.release();
  }
}

/** The publish lock (db/publish-lock.ts); a folder it cannot make or write is said as a PublishError. */
function takePublishLock(dataDir: string, waitMs: number | undefined): { release: () => void } {
  try {
    return acquirePublishLock(dataDir, waitMs);
  } catch (error) {
    throw failureOf(error, dataDir);
  }
}

/** Removes what a killed publish left (.tmp-*); gives the live release when pages can be carried from it (readable). */
function clearUnfinished(dataDir: string): LiveRelease | undefined {
  removeUnfinished(dataDir);
  try {
    const id = liveReleaseId(dataDir);
    if (!id) return undefined;
    const dir = releaseDir(dataDir, id);
    return { id, dir, manifest: readReleaseManifest(dir) };
  } catch {
    return undefined; // rendered whole: nothing to carry over
  }
}

/** The live release has this content and code build: it stays live, unless `beforeSwitch` refuses. */
async function keepLive(live: ReleaseManifest, content: ValidContent, beforeSwitch: PublishOptions['beforeSwitch'], done: { redirects: RedirectChanges; bytes?: Buffer }): Promise<PublishResult> {
  const decision = await beforeSwitch?.(live, content.bytes);
  if (decision && 'refuse' in decision) return { ok: false, problems: [decision.refuse] };
  return { ok: true, unchanged: true, tests: [], release: live, rendered: 0, joined: 0, carried: live.pages, pruned: [], site: content.site, validated: content.validated, basis: content.basis, hashed: content.hashed, parsed: content.parsed(), ...done };
}
