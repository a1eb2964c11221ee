import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { syntaxPosition } from './json-locate.ts';
import { refreshSiteRefs } from './site-refs.ts';
import type { Change } from '../shared/json-diff.ts';
import type { Json } from './json-values.ts';
import { draftProblems, editVersion, hashOf, toProblem, type DraftResult, type EditorProblem, type TextVersion } from './edit-version.ts';
import { writeAtomically } from '../server/lib/atomic-write.ts';
import type { Untranslated } from './keywords.ts';

export type { DraftResult, EditorProblem };
export { hashOf };

export type LoadResult =
  | { ok: true; text: string; hash: string; site: unknown }
  | { ok: false; text: string; hash: string; message: string; problems: EditorProblem[] };

export type SaveResult =
  | { status: 200; hash: string; warnings: EditorProblem[]; untranslated: Untranslated[] }
  | { status: 400; message: string }
  | { status: 409; conflict: true; message: string; current: { hash: string } }
  | { status: 422; message: string; problems: EditorProblem[] };

/** The syntax error of `text` with its line and column, or undefined when it is JSON. */
function syntaxProblem(text: string, file: string): EditorProblem | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const { line, column, message } = syntaxPosition(text, error);
    return toProblem({ file, line, column, pointer: '', message: `invalid JSON: ${message}` });
  }
}

function read(file: string): { text: string; hash: string } {
  const bytes = readFileSync(file);
  const hash = hashOf(bytes);
  // decoding 5 MB costs more than hashing it: the text of the version last saved or loaded is kept
  return { text: lastParsed?.hash === hash ? lastParsed.text : bytes.toString('utf8'), hash };
}

// The last version parsed, by hash: the watch, each validation and the save read a file that can be 5 MB, and
// the editor never changes a parsed value in place (changes are applied to copies).
let lastParsed: { hash: string; text: string; value: Json; compact?: string } | undefined;

/** `text` (whose hash is `hash`) parsed; throws a SyntaxError when it is not JSON. */
function parsed({ text, hash }: { text: string; hash: string }): Json {
  if (lastParsed?.hash !== hash) lastParsed = { hash, text, value: JSON.parse(text) as Json };
  return lastParsed.value;
}

/**
 * The site of `loaded` as compact JSON, for the editor's first load: a generated 1,000-page file is 4.9 MB with
 * its indentation and 3.0 MB without, and the browser reads and decodes the answer on the editor's main thread
 * (~0.4 s for 4.9 MB). Kept beside the parsed version, so reloads of the editor do not stringify it again.
 */
export function compactText({ hash, site }: { hash: string; site: unknown }): string {
  if (lastParsed?.hash !== hash) return JSON.stringify(site);
  return (lastParsed.compact ??= JSON.stringify(lastParsed.value));
}

/**
 * Whether `file` holds exactly what the editor last validated and wrote: the dev server's watcher need not
 * validate those bytes again (a second pass over a 1,000-page site that a save made right after would wait for).
 */
export const isEditorSave = (file: string): boolean => lastSaved !== undefined && lastSaved.file === file && currentHash(file) === lastSaved.hash;
let lastSaved: { file: string; hash: string } | undefined;

/** The hash of site.json as it is on disk now: cheap beside parsing it, for a watch that asks often. */
export const currentHash = (file: string): string => hashOf(readFileSync(file));

/** site.json as the editor starts from it: its text, the hash a save must name and its value; or its text and where its JSON breaks. */
export function loadSite(file: string): LoadResult {
  const { text, hash } = read(file);
  const label = path.basename(file);
  try {
    return { ok: true, text, hash, site: parsed({ text, hash }) };
  } catch {
    const broken = syntaxProblem(text, label)!;
    return { ok: false, text, hash, message: `${label} is not valid JSON (line ${broken.line}, column ${broken.column}): fix it in a text editor, then reload.`, problems: [broken] };
  }
}

export interface SaveRequest {
  file: string;
  /** the version of the file the editor's draft was made from */
  baseHash: string;
  /** the whole new site… */
  site?: unknown;
  /** …or the changes that turn the version `baseHash` into it (the editor sends these: a few lines, not 5 MB) */
  changes?: Change[];
  /** the public folder the site's files are checked in (default public/): `content pull` checks the one beside the file */
  publicDirectory?: string;
  /** where uploads are kept besides public/media (the dev server's MEDIA_DIR) */
  mediaDirectory?: string;
  /** 'list': a missing translation is saved and listed (the editor's drafts); by default it is refused */
  translations?: 'refuse' | 'list';
}

/**
 * Writes the new site to `file` with the smallest text edits, if the file is still the version the editor loaded
 * (`baseHash`) and the result passes the build's validation; otherwise writes nothing and says why.
 */
export function saveSite({ file, baseHash, site, changes, publicDirectory, mediaDirectory, translations }: SaveRequest): SaveResult {
  const target = realpathSync(file); // a symlinked site.json is written through, not replaced by a plain file
  const label = path.basename(file);
  const disk = read(target);
  const conflict = ({ hash }: { hash: string }): SaveResult => ({
    status: 409,
    conflict: true,
    message: `${label} changed on disk since the editor loaded it (a text editor, git or another tab wrote it); nothing was saved. Reload to edit the current version.`,
    current: { hash },
  });
  if (disk.hash !== baseHash) return conflict(disk);
  let base: Json;
  try {
    base = parsed(disk);
  } catch {
    const broken = syntaxProblem(disk.text, label)!;
    return { status: 422, message: `${label} on disk is not valid JSON (line ${broken.line}, column ${broken.column}); nothing was saved. Fix it in a text editor, then reload.`, problems: [broken] };
  }
  const edited = editVersion({ ...disk, value: base }, changes ? { changes } : { site }, { file: label, translations, ...(publicDirectory ? { publicDirectory } : {}), ...(mediaDirectory ? { mediaDirectory } : {}) });
  if (edited.status !== 200) return edited;
  const { version, warnings, untranslated } = edited;
  if (version.text === disk.text) return { status: 200, hash: disk.hash, warnings, untranslated };
  if (!writeVersion(file, version, baseHash)) return conflict(read(target));
  return { status: 200, hash: version.hash, warnings, untranslated };
}

/**
 * Writes `version` into `file` if the file is still the version `baseHash`, checked again just before the rename (a
 * text editor may have saved while this one validated); false, writing nothing, when it is not.
 */
export function writeVersion(file: string, version: TextVersion, baseHash: string): boolean {
  const target = realpathSync(file); // a symlinked site.json is written through, not replaced by a plain file
  if (!writeAtomically(target, Buffer.from(version.text), () => currentHash(target) === baseHash)) return false;
  lastParsed = { hash: version.hash, text: version.text, value: version.value }; // what the watch and the next save will load
  lastSaved = { file: path.resolve(file), hash: version.hash };
  refreshSiteRefs(file, version.value);
  return true;
}

/**
 * The build's problems and warnings for a draft (plain JSON, as a request body or changes to a parsed version
 * give it), placed as they would be in `file` once saved; writes nothing. The file's text is edited into the
 * draft only when something needs a line and column. Missing translations are listed, not problems: a draft.
 */
export function validateDraft(site: unknown, file?: string, { mediaDirectory }: { mediaDirectory?: string } = {}): DraftResult {
  const label = file === undefined ? 'site.json' : path.basename(file);
  const baseOf = (): TextVersion | undefined => {
    if (file === undefined) return undefined;
    const disk = read(file);
    try {
      return { ...disk, value: parsed(disk) };
    } catch {
      return undefined; // not JSON on disk: the draft is placed as the editor would first write it
    }
  };
  return draftProblems(site, baseOf, { file: label, translations: 'list', ...(mediaDirectory ? { mediaDirectory } : {}) });
}
