import { execFileSync } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../../../model/edit-version.ts';
import { syncFolder, syncPath } from '../../lib/atomic-write.ts';
import { basisName, checkReleaseManifest, manifestName, summaryName, type ReleaseManifest, type ReleaseSummary } from '../releases/release-manifest.ts';
import { newReleaseId, releaseDir, releasesDir, switchRelease } from '../releases/release-store.ts';
import type { LanguageSite } from './language-sites.ts';
import type { LiveRelease } from './live-basis.ts';
import type { ReleaseWriter } from './release-writer.ts';
import { keptValidation, type ValidContent } from './validate-content.ts';
import type { WrittenPages } from './write-pages.ts';

/** The release a publish makes: its id, the folder it is written in until it is made live, what it renders. */
export interface NewRelease {
  dataDir: string;
  id: string;
  /** `.tmp-<id>` beside the releases: a killed publish leaves only that */
  temp: string;
  /** the code build's id */
  build: string;
  /** the content's hash, as the editor's history names it */
  content: string;
}

export function newRelease(dataDir: string, build: string, bytes: Buffer): NewRelease {
  const id = newReleaseId();
  // the text's sha256 (computed once, for the live release's and the manifest: 12 MB take ~50 ms)
  const content = Buffer.from(hashOf(bytes), 'hex').toString('base64url').slice(0, 22);
  return { dataDir, id, temp: path.join(releasesDir(dataDir), `.tmp-${id}`), build, content };
}

/** What the release is made of, once its pages and font are written. */
export interface ReleaseMade {
  release: NewRelease;
  previous: LiveRelease | undefined;
  pages: WrittenPages;
  languages: LanguageSite[];
  content: ValidContent;
  writer: ReleaseWriter;
  /** the files the font's subset wrote */
  fontFiles: string[];
}

/** What the caller says of a release: where it comes from, its version, and whether it may go live (PublishOptions). */
interface ReleaseSource {
  source: string;
  version?: number | null;
  beforeSwitch?: (release: ReleaseSummary, bytes: Buffer) => Promise<{ refuse: string } | { version: number | null }>;
}

/**
 * Writes the release's manifest last (a folder without it is no release), flushes the files to disk, renames the
 * folder to its id and switches `current` to it. A refusal of `beforeSwitch` removes the folder instead.
 */
export async function makeLive(made: ReleaseMade, { source, version, beforeSwitch }: ReleaseSource): Promise<{ refuse: string } | { summary: ReleaseSummary }> {
  const { release, previous, pages, languages, content, writer } = made;
  const { dataDir, id, temp } = release;
  const removed = previous ? Object.keys(previous.manifest.routes).filter((route) => !Object.hasOwn(pages.routes, route)) : [];
  const summary: ReleaseSummary = {
    id,
    created: new Date().toISOString(),
    source,
    build: release.build,
    content: release.content,
    pages: pages.count,
    version: version ?? null,
    changed: pages.changed,
    removed,
  };
  const { contactForm, liveChatOrigin, siteHost } = content.facts;
  const manifest: ReleaseManifest = {
    ...summary,
    previous: previous?.id ?? null,
    routes: pages.routes,
    notFound: pages.notFound,
    ...(languages.length > 1 && { locales: languages.map(({ locale }) => locale), notFounds: pages.notFounds }),
    noindex: pages.noindex,
    contactForm,
    liveChatOrigin,
    siteHost,
  };
  const decision = await beforeSwitch?.(summary, content.bytes);
  if (decision && 'refuse' in decision) {
    await writer.discard();
    return { refuse: decision.refuse };
  }
  if (decision) summary.version = manifest.version = decision.version;
  checkReleaseManifest(manifest);
  const kept = keptValidation(content, release.build);
  if (kept) writeFileSync(path.join(temp, basisName), JSON.stringify(kept));
  writeFileSync(path.join(temp, summaryName), `${JSON.stringify(summary, null, 2)}\n`);
  // last: a folder without its manifest is no release
  writeFileSync(path.join(temp, manifestName), `${JSON.stringify(manifest)}\n`);
  const own = [...(kept ? [basisName] : []), summaryName, manifestName];
  flushToDisk(temp, [...writer.written(), ...made.fontFiles, ...own.map((name) => path.join(temp, name))], writer.folders());
  renameSync(temp, releaseDir(dataDir, id));
  syncFolder(releasesDir(dataDir));
  switchRelease(dataDir, id);
  return { summary };
}

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
