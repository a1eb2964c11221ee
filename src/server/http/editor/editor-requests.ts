// The editor API's requests apart from what carries them: the live site's Fastify routes (editor-api.ts) and the
// Vite middleware of `npm run edit` (scripts/vite-plugins/editor-api-plugin.ts) both answer with these, so the same
// body gets the same answer in the same words.
import { isObject } from '../../../shared/is-object.ts';
import type { Role } from '../../../shared/live-editor.ts';
import { encodeAnswer, type Answer } from '../../engine/versions/draft-work.ts';
import type { EditorAnswer } from '../../engine/versions/site-versions.ts';

/** A 1,000-page site.json is about 5 MB; four times that leaves room without letting a runaway body in. */
export const editorBodyLimit = 20 * 1024 * 1024;
/** The body of a publish or a restore names a version: no reason to read, let alone parse, megabytes of it. */
export const smallBodyLimit = 16 * 1024;

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/** The 413's body for a body past its route's limit, with what to do (Fastify's own says only "Request body is too large"). */
export const tooLarge = (limit: number) => ({
  message: `The request body is larger than ${size(limit)}, the most this endpoint reads; nothing was read or saved. ${
    limit === editorBodyLimit ? 'Send the changes to the draft rather than the whole site, or fewer pages at a time.' : 'Send only the fields docs/editor-api.md lists for it.'
  }`,
});

export const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');
export const notJson = { message: 'The editor API takes JSON: send Content-Type: application/json.' };

/**
 * The body of a small write (a publish, a delete…) as an object, or the answer that refuses it: 415 when it is not
 * typed as JSON (a form post from another site cannot send JSON without a preflight), 400 when it is not an object.
 */
export function objectBody(contentType: string | undefined, value: unknown): { body: Record<string, unknown> } | { refused: Answer } {
  if (!isJson(contentType)) return { refused: { status: 415, body: notJson } };
  if (!isObject(value)) return { refused: { status: 400, body: { message: 'The request body must be a JSON object.' } } };
  return { body: value };
}

/** Who sends a request: the session's account on the live site; in `npm run edit`, the one user, an admin. */
export interface Account {
  email: string;
  role: Role;
}

/**
 * Where the draft is kept, checked and written: SiteVersions on the live site (the database's draft, checked in the
 * draft worker), site.json on disk in `npm run edit`. Both check a body with draft-work.ts's validateRequest and
 * saveRequest: its depth, "changes", "baseHash", the build's validation and who may change what (write-rules.ts).
 */
export interface Drafts {
  validate(body: string): Promise<EditorAnswer>;
  save(body: string, by: string, role: Role): Promise<EditorAnswer>;
}

/** A request on the draft as it arrived: its Content-Type, and its body as text (already within editorBodyLimit). */
export interface DraftPost {
  contentType: string | undefined;
  body: string;
}

/** POST …/validate ('validate') or POST …/site ('save'): 415 unless the body is JSON, else the draft's answer. */
export async function draftRequest(kind: 'validate' | 'save', { contentType, body }: DraftPost, drafts: Drafts, account: Account): Promise<EditorAnswer> {
  if (!isJson(contentType)) return encodeAnswer({ status: 415, body: notJson });
  return kind === 'validate' ? drafts.validate(body) : drafts.save(body, account.email, account.role);
}
