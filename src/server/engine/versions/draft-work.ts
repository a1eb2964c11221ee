import { applyChanges } from '../../../shared/json-diff.ts';
import type { Role } from '../../../shared/live-editor.ts';
import { readChanges } from '../../../model/draft-changes.ts';
import { draftProblems, editVersion, isHash, type TextVersion } from '../../../model/edit-version.ts';
import { isObject } from '../../../shared/is-object.ts';
import type { ValidateOptions } from '../../../model/validate-site.ts';
import { writeRefusal, type WriteRules } from '../../../model/write-rules.ts';
import { parseJsonText } from '../../../model/json-text.ts';
import type { EncodedAnswer } from './draft-checker.ts';

/** An answer of the editor API: its status and what its JSON body says. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The version an editor's request is checked against: the draft, or the live version while there is none. */
export interface Base extends TextVersion {
  baseVersion: number | null;
}

/**
 * A stored text that is not JSON: site.json on disk in `npm run edit` while a text editor writes it (the live site's
 * draft always is JSON). No draft was made from it: a request that names its hash is answered `unreadable`.
 */
export interface UnreadableBase {
  hash: string;
  baseVersion: null;
  unreadable: Answer;
}

/** A save the worker checked: its answer, and the new draft to store first when it changed anything. */
export interface SaveOutcome {
  answer: Answer;
  /** the draft's hash the answer names (an unchanged save names the draft it was made to) */
  hash?: string;
  /** the new draft, to store if the draft is still `expectedHash` */
  next?: Base & { expectedHash: string };
}

export type Validation = ValidateOptions & { file: string };
/** Validation, and the rules of who may change what a save answers to */
export type SaveChecks = Validation & { rules: () => WriteRules };

const refuse = (message: string): Answer => ({ status: 400, body: { message } });

/** An answer with its body as JSON bytes, as the routes send it. */
export const encodeAnswer = ({ status, body }: Answer): EncodedAnswer => ({ status, json: new TextEncoder().encode(JSON.stringify(body)) });

export const conflictAnswer = (hash: string): Answer => ({
  status: 409,
  body: { conflict: true, message: 'Another editor saved the draft since you loaded it; nothing was saved. Re-apply your changes onto their version.', current: { hash } },
});

/**
 * The text of a request body as an object, or the 400 that refuses it. The depth is checked before parsing:
 * JSON.parse takes 10,000 levels, the recursive walks after it would overflow the stack.
 */
export function readBody(text: string): { body: Record<string, unknown> } | { refused: Answer } {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { refused: refuse(parsed.message) };
  return isObject(parsed.value) ? { body: parsed.value } : { refused: refuse('The request body must be a JSON object.') };
}

/**
 * A draft's validation: a missing translation is listed (`untranslated`), not a problem, so that a section added in
 * English is saved before it is translated; the publish refuses it (docs/decisions.md, "Drafts are saved untranslated").
 */
const draftChecks = <T extends Validation>(validation: T): T => ({ ...validation, translations: 'list' });

/**
 * POST …/validate (the live site's /edit/api, in the draft worker, and npm run edit's /__editor): the problems of a
 * whole site, or of changes to `base` (409 when made to another draft).
 */
export function validateRequest(text: string, base: Base | UnreadableBase, checks: Validation): Answer {
  const validation = draftChecks(checks);
  const read = readBody(text);
  if ('refused' in read) return read.refused;
  const { body } = read;
  if ('changes' in body) {
    const changes = readChanges(body.changes);
    if (typeof changes === 'string') return refuse(changes);
    if (!isHash(body.baseHash)) return refuse('"baseHash" must be the sha256 hex of the draft the changes were made to.');
    if (body.baseHash !== base.hash) return { status: 409, body: { conflict: true, message: 'The draft changed since these changes were made; send the whole site.' } };
    if ('unreadable' in base) return base.unreadable;
    return { status: 200, body: draftProblems(applyChanges(base.value, changes), () => base, validation) };
  }
  if (!isObject(body.site)) return refuse('"site" must be the whole site as an object.');
  return { status: 200, body: draftProblems(body.site, () => ('unreadable' in base ? undefined : base), validation) };
}

/**
 * POST …/site, on the live site and in npm run edit: `base` with the request's changes (or its whole site),
 * validated and written into base's text with the smallest edits; what to store is the caller's (compare-and-swap
 * on base's hash). `live` is the live version's id; `role` the account's, for the check of who may change what.
 */
export function saveRequest(request: { body: string; live: number | null; role: Role }, base: Base | UnreadableBase, checks: SaveChecks): SaveOutcome {
  const validation = draftChecks(checks);
  const read = readBody(request.body);
  if ('refused' in read) return { answer: read.refused };
  const { body } = read;
  if (!isHash(body.baseHash)) return { answer: refuse('"baseHash" must be the 64-character sha256 hex that GET /edit/api/site gave.') };
  if (body.baseVersion !== undefined && !Number.isInteger(body.baseVersion)) return { answer: refuse('"baseVersion" must be a version id.') };
  const byChanges = 'changes' in body;
  if (!byChanges && !isObject(body.site)) return { answer: refuse('Send "changes" to the version "baseHash", or "site", the whole site as an object.') };
  const changes = byChanges ? readChanges(body.changes) : undefined;
  if (typeof changes === 'string') return { answer: refuse(changes) };
  if (body.baseHash !== base.hash) return { answer: conflictAnswer(base.hash) };
  if ('unreadable' in base) return { answer: base.unreadable };
  if (body.baseVersion !== undefined && body.baseVersion !== request.live) {
    return { answer: refuse(`"baseVersion" ${String(body.baseVersion)} is not the live version (${request.live ?? 'none'}); nothing was saved.`) };
  }
  const edited = editVersion(base, changes ? { changes } : { site: body.site }, validation);
  if (edited.status !== 200) {
    const { status, ...rest } = edited;
    return { answer: { status, body: rest } };
  }
  const { role } = request;
  const refused = writeRefusal(validation.rules(), { role, before: base.value, after: edited.version.value, text: edited.version.text, file: validation.file, action: 'save' });
  if (refused) {
    const { status, ...rest } = refused;
    return { answer: { status, body: rest } };
  }
  const baseVersion = (body.baseVersion as number | undefined) ?? base.baseVersion;
  const { hash } = edited.version;
  const answer = { status: 200, body: { hash, warnings: edited.warnings, untranslated: edited.untranslated } };
  if (hash === base.hash && baseVersion === base.baseVersion) return { answer, hash };
  return { answer, hash, next: { ...edited.version, baseVersion, expectedHash: base.hash } };
}
