import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData } from '../../../content/site-types.ts';
import { shortHash } from '../../../model/short-hash.ts';
import { fontRecordName } from '../releases/release-files.ts';
import { fontsFolder } from '../../../shared/server-paths.ts';
import { devanagariRuns, openShaper, wordKey, type FontUse, type WordGlyphs } from '../fonts/shaping.ts';
import { subsetToWoff2, woff2ToTtf } from '../fonts/subset.ts';
import { decodeSet, encodeSet } from '../fonts/glyph-set.ts';
import { scriptOf } from '../../../shared/localize.ts';

// the weights the site's styles ask for (400 body, 600–800 headings and buttons): the subset keeps that range of
// the variable font's axis, a third of its size
const weights: [number, number] = [400, 800];

/** What a release's record keeps: the subset's URL, each page's share of the font (glyphs, code points), and the glyphs of each word shaped so far. */
interface FontRecord {
  src: string;
  pages: Record<string, [string, string]>;
  words?: Record<string, number[]>;
  /** the Devanagari runs of the code's own texts (codeRuns), read once per code build */
  code?: string[];
}

/** A page of a Devanagari language whose files name the subset: they are rewritten when the subset changes. */
export interface FontPage {
  key: string;
  /** its HTML and data files in the release being made */
  html: string;
  data: string;
}

/** What a page's data shows in the font: the Devanagari runs of each of its texts (its chrome's too). */
function runsOf(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(...devanagariRuns(value));
  else if (Array.isArray(value)) for (const item of value) runsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) runsOf(item, into);
  return into;
}

/** The code's own Devanagari (a form's examples): the runs of the client's scripts. */
function codeRuns(clientDir: string): string[] {
  const assets = path.join(clientDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => devanagariRuns(readFileSync(path.join(assets, name), 'utf8')));
}

interface FontSource {
  ttf: Uint8Array;
  shape: (run: string, language: string) => number[];
}

// per font file and process: the font decoded and its shaper (loaded only when a word is new), the words shaped,
// and the code's texts per code build
const sources = new Map<string, Promise<FontSource>>();
const shapedWords = new Map<string, WordGlyphs>();
const codeOf = new Map<string, string[]>();

function sourceOf(file: string): Promise<FontSource> {
  let source = sources.get(file);
  if (!source) {
    source = (async () => {
      const ttf = await woff2ToTtf(readFileSync(file));
      return { ttf, shape: await openShaper(ttf) };
    })();
    sources.set(file, source);
  }
  return source;
}

function readRecord(releaseDir: string | undefined): FontRecord | undefined {
  if (!releaseDir) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(releaseDir, fontRecordName), 'utf8')) as FontRecord;
  } catch {
    return undefined;
  }
}

// the URL pages are rendered with before the release's subset is known, when the live release has none
const pending = `/${fontsFolder}/pending.woff2`;

/**
 * The Devanagari font of a release, subset to exactly the glyphs its pages show (docs/fonts.md): each page
 * rendered is shaped (its new words only: the live release's record keeps the others'), each page carried keeps
 * its share from the record, and the union names the subset. Pages are rendered with the live release's subset
 * URL; when the union differs, finish() rewrites that URL in every Devanagari page's files.
 */
export async function releaseFont(options: { fontUrl: string | undefined; clientDir: string; build: string; previous?: { dir: string; build: string } }) {
  const { fontUrl, clientDir, previous } = options;
  if (!fontUrl) return undefined;
  const file = path.join(clientDir, fontUrl);
  const before = previous?.build === options.build ? readRecord(previous.dir) : undefined;
  let assumed = before?.src ?? pending;
  const words = shapedWords.get(file) ?? new Map<string, number[]>();
  shapedWords.set(file, words);
  for (const [key, glyphs] of Object.entries(before?.words ?? {})) if (!words.has(key)) words.set(key, glyphs);
  const shares: Record<string, [string, string]> = {};
  const pages: FontPage[] = [];

  const codeKey = `${clientDir} ${options.build}`;
  if (before?.code && !codeOf.has(codeKey)) codeOf.set(codeKey, before.code);
  const shareOf = async (data: PageData, language: string): Promise<[string, string]> => {
    if (!codeOf.has(codeKey)) codeOf.set(codeKey, codeRuns(clientDir));
    const use: FontUse = { glyphs: new Set([0]), unicodes: new Set() };
    for (const run of [...runsOf({ site: data.site, page: data.page }, []), ...codeOf.get(codeKey)!]) {
      const key = wordKey(run, language);
      let glyphs = words.get(key);
      if (!glyphs) words.set(key, (glyphs = (await sourceOf(file)).shape(run, language)));
      for (const glyph of glyphs) use.glyphs.add(glyph);
      for (const character of run) use.unicodes.add(character.codePointAt(0)!);
    }
    return [encodeSet(use.glyphs), encodeSet(use.unicodes)];
  };

  /** The subset of the pages' shares so far: its file name and URL, and what it holds. */
  const union = () => {
    const glyphs = new Set<number>();
    const unicodes = new Set<number>();
    for (const [glyphSet, unicodeSet] of Object.values(shares)) {
      decodeSet(glyphSet, glyphs);
      decodeSet(unicodeSet, unicodes);
    }
    const name = `${shortHash(path.basename(file), encodeSet(glyphs), encodeSet(unicodes), weights.join('-'))}.woff2`;
    return { name, src: `/${fontsFolder}/${name}`, glyphs, unicodes };
  };

  return {
    /** whether pages in `language` show this font */
    covers: (language: string) => scriptOf(language) === 'Deva',
    /**
     * With no record to build on (a first publish, another code build: every page is rendered), the shares of
     * all the Devanagari pages first, so that they are rendered naming the release's subset and none is rewritten.
     */
    async prepare(items: Iterable<{ key: string; language: string; data: () => PageData }>): Promise<void> {
      if (before) return;
      for (const { key, language, data } of items) shares[key] = await shareOf(data(), language);
      if (Object.keys(shares).length > 0) assumed = union().src;
    },
    /** A page rendered in this publish: its data naming the subset, its share recorded. */
    async rendered(page: FontPage, data: PageData, language: string): Promise<PageData> {
      pages.push(page);
      shares[page.key] = (!before && shares[page.key]) || (await shareOf(data, language));
      return { ...data, font: assumed };
    },
    /** A page carried from the live release: its share from the record, or from its data when the record has none. */
    async carried(page: FontPage, from: { data: string }, language: string): Promise<void> {
      pages.push(page);
      shares[page.key] = before?.pages[page.key] ?? (await shareOf(JSON.parse(readFileSync(from.data, 'utf8')) as PageData, language));
    },
    /**
     * Writes the subset and the record into the release folder `dir`; when the subset is not the one pages were
     * rendered with, rewrites its URL in their files. Gives the pages' new ETags (html, data) by key, and the
     * files it wrote.
     */
    async finish(dir: string): Promise<{ etags: Map<string, { html: string; data: string }>; written: string[] }> {
      const etags = new Map<string, { html: string; data: string }>();
      if (pages.length === 0) return { etags, written: [] };
      const { name, src, glyphs, unicodes } = union();
      const target = path.join(dir, fontsFolder, name);
      const kept = previous && path.join(previous.dir, fontsFolder, name);
      mkdirSync(path.dirname(target), { recursive: true });
      if (kept && existsSync(kept)) linkSync(kept, target);
      else writeFileSync(target, await subsetToWoff2((await sourceOf(file)).ttf, { glyphs, unicodes, axes: { wght: weights } }));
      const record: FontRecord = { src, pages: shares, words: Object.fromEntries(words), code: codeOf.get(codeKey) ?? codeRuns(clientDir) };
      writeFileSync(path.join(dir, fontRecordName), JSON.stringify(record));
      const written = [target, path.join(dir, fontRecordName), path.dirname(target)];
      if (src === assumed) return { etags, written };
      for (const page of pages) {
        etags.set(page.key, { html: replaceIn(page.html, assumed, src), data: replaceIn(page.data, assumed, src) });
        written.push(page.html, page.data);
      }
      return { etags, written };
    },
  };
}

/**
 * `file` with every `from` replaced by `to`, as a new file renamed over it (a file carried from the live release
 * is a link to its bytes, which must not change); its compressed copies go. Gives the new content's ETag.
 */
function replaceIn(file: string, from: string, to: string): string {
  const text = readFileSync(file, 'utf8').replaceAll(from, to);
  const temp = `${file}.font`;
  writeFileSync(temp, text);
  renameSync(temp, file);
  for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
  return shortHash(text);
}
