import { createHash } from 'node:crypto';
import { bytesOf } from './text-bytes.ts';
import { appliesTo, applyChanges, type Change } from '../shared/json-diff.ts';
import { asJson, type Json } from './json-values.ts';
import { editJsonText } from './site-edits.ts';
import type { Untranslated } from './keywords.ts';
import { formatProblem, validateSiteData, type SiteProblem, type ValidateOptions } from './validate-site.ts';

/** A problem as the editor shows it: where (pointer, line, column), what, and the line `npm run validate` prints. */
export interface EditorProblem {
  pointer: string;
  line: number;
  column: number;
  message: string;
  text: string;
}

/** One version of site.json: its text, the sha256 hex of its bytes and its parsed value (never changed in place). */
export interface TextVersion {
  text: string;
  hash: string;
  value: Json;
}

export type EditResult =
  | { status: 200; version: TextVersion; warnings: EditorProblem[]; untranslated: Untranslated[] }
  | { status: 400; message: string }
  | { status: 422; message: string; problems: EditorProblem[] };

export interface DraftResult {
  ok: boolean;
  problems: EditorProblem[];
  warnings: EditorProblem[];
  /** the texts not yet translated, when validated with `translations: 'list'` (a draft): the editor lists them */
  untranslated: Untranslated[];
}

// the last text hashed: a publish names the same text (megabytes at 1,000 pages) several times; bytes are the same
// object each time (a file read), and nothing changes a text's bytes once read
let last: { content: string | Buffer; hash: string } | undefined;

/** The sha256 of a text's bytes, in hex: what a save names as the version it was made from. */
export const hashOf = (content: string | Buffer): string => {
  if (last?.content === content) return last.hash;
  const hash = createHash('sha256').update(typeof content === 'string' ? bytesOf(content) : content).digest('hex');
  last = { content, hash };
  return hash;
};

/** Whether `value` is such a hash: 64 lowercase hex digits. */
export const isHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

export const toProblem = (problem: SiteProblem): EditorProblem => ({
  pointer: problem.pointer,
  line: problem.line,
  column: problem.column,
  message: problem.message,
  text: formatProblem(problem),
});

/**
 * `base` with every change applied, or what is wrong with the first one that has no place in it. Each change
 * copies only the containers on its path: the rest stays shared with `base`, and the edit finds it unchanged at once.
 */
function applyEvery(base: Json, changes: Change[]): Json | string {
  let value = base;
  for (const [index, change] of changes.entries()) {
    if (!appliesTo(value, change)) return `change ${index + 1} (${change.pointer}) has no place`;
    value = applyChanges(value, [change]);
  }
  return value;
}

/**
 * The next version of `base`: `changes` applied (or the whole `site`), validated with the build's validator and
 * written into base's text with the smallest edits; or why not (400: a change with no place, 422: problems).
 */
export function editVersion(base: TextVersion, edit: { changes?: Change[]; site?: unknown }, options: ValidateOptions & { file: string }): EditResult {
  const next = edit.changes ? applyEvery(base.value, edit.changes) : asJson(edit.site);
  if (typeof next === 'string') return { status: 400, message: `${next} in ${options.file}; nothing was saved.` };
  let edited: string | undefined;
  const text = () => (edited ??= editJsonText(base.text, base.value, next));
  const result = validateSiteData(next, text, options);
  if (!result.ok) {
    const count = result.problems.length;
    return { status: 422, message: `The site has ${count} problem${count === 1 ? '' : 's'}; nothing was saved.`, problems: result.problems.map(toProblem) };
  }
  const warnings = result.warnings.map(toProblem);
  const untranslated = result.untranslated ?? [];
  if (text() === base.text) return { status: 200, version: base, warnings, untranslated };
  return { status: 200, version: { text: text(), hash: hashOf(text()), value: next }, warnings, untranslated };
}

/**
 * The build's problems and warnings for a draft, placed as they would be in `base`'s text once saved (or in the
 * text the editor would first write, without a base); writes nothing. The text is made only when something needs
 * a line and column.
 */
export function draftProblems(site: unknown, baseOf: () => TextVersion | undefined, options: ValidateOptions & { file: string }): DraftResult {
  const value = site as Json;
  const textOf = () => {
    const base = baseOf();
    return base ? editJsonText(base.text, base.value, value) : `${JSON.stringify(value, null, 2)}\n`;
  };
  const result = validateSiteData(value, textOf, options);
  return { ok: result.ok, problems: result.problems.map(toProblem), warnings: result.warnings.map(toProblem), untranslated: result.untranslated ?? [] };
}
