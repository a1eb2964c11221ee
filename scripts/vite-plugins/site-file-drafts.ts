import path from 'node:path';
import { schemaDir } from '../lib/paths.ts';
import { currentHash, loadSite, writeVersion } from '../../src/model/save-site.ts';
import type { Json } from '../../src/model/json-values.ts';
import { parseScriptOrigins } from '../../src/model/script-origins.ts';
import { writeRulesOf } from '../../src/model/write-rules.ts';
import { conflictAnswer, encodeAnswer, saveRequest, validateRequest, type Base, type UnreadableBase } from '../../src/server/engine/versions/draft-work.ts';
import type { Drafts } from '../../src/server/http/editor/editor-requests.ts';

/** The one user of `npm run edit`: an admin, who may change every field (write-rules.ts checks only the script origins). */
export const devAccount = { email: 'npm run edit', role: 'admin' } as const;

/**
 * The draft of `npm run edit`: `file` (site.json) on disk, its sha256 the version a save names. A request is checked
 * by the live site's own draft-work.ts; what is this file's own is where the draft is read from and written to.
 */
export function siteFileDrafts({ file, mediaDirectory }: { file: string; mediaDirectory: string }): Drafts {
  const checks = {
    file: path.basename(file),
    mediaDirectory,
    // read at each save, as the validator reads the schema: an edit of schema/ or of SCRIPT_ORIGINS counts at once
    rules: () => writeRulesOf(schemaDir, parseScriptOrigins(process.env.SCRIPT_ORIGINS)),
  };

  /** site.json as it is on disk now: the version a request is checked against. */
  function base(): Base | UnreadableBase {
    const loaded = loadSite(file);
    if (loaded.ok) return { text: loaded.text, hash: loaded.hash, value: loaded.site as Json, baseVersion: null };
    return { hash: loaded.hash, baseVersion: null, unreadable: { status: 422, body: { message: loaded.message, problems: loaded.problems } } };
  }

  return {
    validate: async (body) => encodeAnswer(validateRequest(body, base(), checks)),
    async save(body, _by, role) {
      const { answer, hash, next } = saveRequest({ body, live: null, role }, base(), checks);
      if (!next) return { ...encodeAnswer(answer), saved: hash };
      if (!writeVersion(file, next, next.expectedHash)) return encodeAnswer(conflictAnswer(currentHash(file)));
      return { ...encodeAnswer(answer), saved: next.hash };
    },
  };
}
