// The editor API's requests apart from what carries them: the live site's Fastify routes (editor-api.ts) and the
// Vite middleware of `npm run edit` (scripts/vite-plugins/editor-api-plugin.ts) both answer with these, so the same
// body gets the same answer in the same words.
import type { Role } from '../../../shared/live-editor.ts';
import { encodeAnswer } from '../../engine/versions/draft-work.ts';
import { isJson, notJson } from '../common/write-body.ts';
import type { EditorAnswer } from '../../engine/versions/site-versions.ts';

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
