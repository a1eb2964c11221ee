import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asBasis, changedPageIndexes, changedSharedIds, pageHash, type KnownPages, type ValidationBasis } from '../../../model/validation-basis.ts';
import { fileSource, pageEdit } from '../../../model/page-spans.ts';
import { asSummaries, type PageSummary } from '../../../model/page-summary.ts';
import { basisName, contentName, type ReleaseManifest } from '../releases/release-manifest.ts';
import { liveReleaseId, releaseDir } from '../releases/release-store.ts';
import type { PageRoute } from './language-sites.ts';

/** The live release a publish builds on: its folder and manifest. */
export interface LiveRelease {
  id: string;
  dir: string;
  manifest: ReleaseManifest;
}

/** What a release keeps of its validation (validated.json): the basis, and where each page lies in content.json. */
export interface KeptValidation {
  build: string;
  basis: ValidationBasis;
  /** each page's byte span in content.json, flattened (page-spans.ts) */
  spans?: number[];
  /** what the site reads of each page (page-summary.ts): the pages an edit did not touch need not be parsed */
  summaries?: PageSummary[];
}

/** The pages of a text that differs from the live release's content in a run of pages (page-spans.ts). */
export interface EditedPages extends KnownPages {
  /** every page's span in the text */
  spans: number[];
  /** the run: its first page, and its pages parsed */
  first: number;
  pages: unknown[];
  /** the live release's summary of each page, when it kept them */
  summaries?: PageSummary[];
}

/** What the release in `dir` kept of its validation, when it was made by this code build (its schema) and can be read. */
function keptIn(dir: string, build: string): KeptValidation | undefined {
  try {
    const kept = JSON.parse(readFileSync(path.join(dir, basisName), 'utf8')) as { build?: unknown; basis?: unknown; spans?: unknown; summaries?: unknown };
    const basis = kept.build === build ? asBasis(kept.basis) : undefined;
    const spans = Array.isArray(kept.spans) && kept.spans.every(Number.isInteger) ? (kept.spans as number[]) : undefined;
    const summaries = asSummaries(kept.summaries);
    return basis && { build, basis, spans: spans?.length === basis.pages.length * 2 ? spans : undefined, summaries: summaries?.length === basis.pages.length ? summaries : undefined };
  } catch {
    return undefined; // an older release: the whole text is validated, every page worked out
  }
}

const basisIn = (dir: string, build: string) => keptIn(dir, build)?.basis;

/** The live release's validation basis and, when the text differs from its content in a run of pages, their hashes. */
export function liveBasis(dataDir: string, build: string, bytes?: Buffer): { basis?: ValidationBasis; known?: EditedPages } {
  const id = liveReleaseId(dataDir);
  const dir = id && releaseDir(dataDir, id);
  const kept = dir ? keptIn(dir, build) : undefined;
  if (!kept?.spans || !bytes) return { basis: kept?.basis };
  return { basis: kept.basis, known: knownPages(path.join(dir!, contentName), kept, bytes) };
}

/**
 * The page hashes of `bytes` when an edit of the release's content (`file`) touched only a run of its pages, whose
 * old values must hash as the basis says (the spans and the file agree), or undefined: every page is hashed.
 */
function knownPages(file: string, kept: KeptValidation, bytes: Buffer): EditedPages | undefined {
  let fd: number | undefined;
  let edit;
  try {
    fd = openSync(file, 'r');
    edit = pageEdit(fileSource(fd, fstatSync(fd).size), kept.spans!, bytes);
  } catch {
    return undefined; // no content.json, or one that changed: every page is hashed
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  if (!edit || !edit.before.every((page, at) => pageHash(page) === kept.basis.pages[edit.first + at])) return undefined;
  const { first, pages, spans } = edit;
  return { hashes: kept.basis.pages, changed: pages.map((_page, at) => first + at), spans, first, pages, summaries: kept.summaries };
}

/** What the publish knows of the shared sections of its text: which a page uses, and those that show a shared section's block. */
export interface SharedUses {
  /** the shared sections the page at `index` uses (page-summary.ts: a page read lazily stays unread) */
  usesOf: (index: number) => string[];
  /** the ids given, and those of every shared section that shows one of them (shared-sections.ts, namingIds) */
  naming: (ids: Iterable<string>) => Set<string>;
}

/**
 * The indexes of the pages of the text (its basis) that differ from the live release's, and of those that use a
 * shared section that does, when nothing else does (changedPageIndexes) and the live release has each other page in
 * every language: those pages are carried over as they are, without localizing them or working out their inputs,
 * which would come out the same.
 */
export function pagesToWorkOut(basis: ValidationBasis | undefined, previous: LiveRelease | undefined, routes: PageRoute[], build: string, shared?: SharedUses): Set<number> | undefined {
  const before = basis && previous ? basisIn(previous.dir, build) : undefined;
  const differ = before && changedPageIndexes(basis, before);
  if (!differ) return undefined;
  const indexes = new Set(differ);
  const changed = changedSharedIds(basis!, before);
  if (changed.size > 0) {
    if (!shared) return undefined;
    const shown = shared.naming(changed);
    for (const { index } of routes) if (!indexes.has(index) && shared.usesOf(index).some((id) => shown.has(id))) indexes.add(index);
  }
  return routes.every(({ index, route }) => indexes.has(index) || previous!.manifest.routes[route]) ? indexes : undefined;
}
