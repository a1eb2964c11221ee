import { applyChanges, type Change } from '../../shared/json-diff.ts';
import { draftProblems, editVersion, type DraftResult, type EditorProblem, type TextVersion } from '../content/edit-version.ts';
import type { Json } from '../content/json-values.ts';
import { writeRefusal, writeRulesOf, type WriteRefusal, type WriteRules } from '../content/write-rules.ts';
import type { EditorStore, Role, VersionSummary } from '../editor-store/editor-store.ts';
import type { Publisher } from '../publish/publisher.ts';

/** What the editor edits: the draft, or the live version while there is no draft. */
export interface Current extends TextVersion {
  baseVersion: number | null;
  live: VersionSummary | null;
}

export type SaveAnswer =
  | { status: 200; hash: string; warnings: EditorProblem[] }
  | { status: 400; message: string }
  | { status: 409; conflict: true; message: string; current: { hash: string } }
  | { status: 422; message: string; problems: EditorProblem[] }
  | WriteRefusal;

export type PublishAnswer =
  | { status: 200; version: VersionSummary }
  | { status: 409; reason: 'draft-changed' | 'live-changed'; message: string; live: VersionSummary | null }
  | { status: 422; message: string; problems: string[] }
  | WriteRefusal;

export interface VersionsOptions {
  store: EditorStore;
  publisher: Publisher;
  /** resolves once this instance serves the version live in the database (the follower's sync) */
  serveLive: () => Promise<void>;
  /** the code build's schema and public files: a draft is validated as a publish would */
  schemaDirectory: string;
  publicDirectory: string;
  /** SCRIPT_ORIGINS: a write may bring in a script from these origins only */
  scriptOrigins: readonly string[];
}

const label = 'site.json';

/** The ETag of what GET /edit/api/site answers (the editor computes the same from its snapshot: src/editor/api.ts). */
export const versionTag = ({ hash, baseVersion, live }: { hash: string; baseVersion: number | null; live: { id: number } | null }) => `${hash}.${baseVersion ?? 0}.${live?.id ?? 0}`;

/**
 * The draft and the versions of the live site: saving (compare-and-swap on the draft's hash, minimal text edits,
 * the build's validation), publishing the draft and restoring a version (each a new version, rendered here at
 * once and by every other instance on its notification).
 */
export function siteVersions({ store, publisher, serveLive, schemaDirectory, publicDirectory, scriptOrigins }: VersionsOptions) {
  // the last few versions read, by hash: a 1,000-page draft is 5 MB to fetch and parse, and each save and each
  // keystroke's validation starts from it; the hash comes from the database without the text
  const known = new Map<string, TextVersion>();
  const versionOf = (text: string, hash: string): TextVersion => {
    const version = known.get(hash) ?? { text, hash, value: JSON.parse(text) as Json };
    return remember(version);
  };
  const remember = (version: TextVersion): TextVersion => {
    known.delete(version.hash);
    known.set(version.hash, version);
    if (known.size > 3) known.delete(known.keys().next().value!);
    return version;
  };
  /** the text of the version whose summary is `summary`, from memory or the database */
  const textOf = async (summary: VersionSummary) => known.get(summary.hash) ?? versionOf((await store.getVersion(summary.id))!.text, summary.hash);
  const validation = { file: label, schemaDirectory, publicDirectory };
  // what the schema marks admin-only or a script's URL: beyond validation, who may write what (write-rules.ts); read at the first write
  let marked: WriteRules | undefined;
  const rules = () => (marked ??= writeRulesOf(schemaDirectory, scriptOrigins));

  async function current(): Promise<Current> {
    const [head, live] = await Promise.all([store.draftHead(), store.liveVersion()]);
    const remembered = head && known.get(head.hash);
    if (head && remembered) return { ...remember(remembered), baseVersion: head.baseVersion, live };
    const draft = head && (await store.getDraft());
    if (draft) return { ...versionOf(draft.text, draft.hash), baseVersion: draft.baseVersion, live };
    if (!live) throw new Error('Nothing is published yet: the server publishes site.json when it starts.');
    return { ...(await textOf(live)), baseVersion: live.id, live };
  }

  /**
   * What the editor's watch compares, without the draft's text: its hash, the version it is based on and the live
   * version (a publish or restore elsewhere changes the last two and not the text).
   */
  async function currentTag(): Promise<string> {
    const [draft, live] = await Promise.all([store.draftHead(), store.liveVersion()]);
    return versionTag({ hash: draft?.hash ?? live?.hash ?? '', baseVersion: draft ? draft.baseVersion : (live?.id ?? null), live });
  }

  async function save(request: { baseHash: string; changes?: Change[]; site?: unknown; baseVersion?: number }, by: string, role: Role): Promise<SaveAnswer> {
    const now = await current();
    const conflict = (hash: string): SaveAnswer => ({
      status: 409,
      conflict: true,
      message: 'Another editor saved the draft since you loaded it; nothing was saved. Re-apply your changes onto their version.',
      current: { hash },
    });
    if (now.hash !== request.baseHash) return conflict(now.hash);
    if (request.baseVersion !== undefined && request.baseVersion !== now.live?.id) {
      return { status: 400, message: `"baseVersion" ${request.baseVersion} is not the live version (${now.live?.id ?? 'none'}); nothing was saved.` };
    }
    const edited = editVersion(now, request.changes ? { changes: request.changes } : { site: request.site }, validation);
    if (edited.status !== 200) return edited;
    const refused = writeRefusal(rules(), { role, before: now.value, after: edited.version.value, text: edited.version.text, file: label, action: 'save' });
    if (refused) return refused;
    const baseVersion = request.baseVersion ?? now.baseVersion;
    if (edited.version.hash === now.hash && baseVersion === now.baseVersion) return { status: 200, hash: now.hash, warnings: edited.warnings };
    const { text, hash } = remember(edited.version);
    const stored = await store.saveDraft({ expectedHash: request.baseHash, text, hash, baseVersion, by, at: new Date() });
    if (!stored.ok) return conflict(stored.current?.hash ?? now.live?.hash ?? '');
    return { status: 200, hash, warnings: edited.warnings };
  }

  async function validate(request: { site?: unknown; baseHash?: string; changes?: Change[] }): Promise<{ status: 200; result: DraftResult } | { status: 409; message: string }> {
    const now = await current();
    if (request.changes) {
      if (request.baseHash !== now.hash) return { status: 409, message: 'The draft changed since these changes were made; send the whole site.' };
      return { status: 200, result: draftProblems(applyChanges(now.value, request.changes), () => now, validation) };
    }
    return { status: 200, result: draftProblems(request.site, () => now, validation) };
  }

  /** a new live version from `text`, if the live version is still `live`; rendered here before it resolves */
  async function makeLive({ text, hash }: { text: string; hash: string }, live: VersionSummary, fields: { author: string; role: Role; source: 'editor' | 'restore'; restoredFrom: number | null; draftHash?: string }): Promise<PublishAnswer> {
    const base = await textOf(live);
    const refused = writeRefusal(rules(), { role: fields.role, before: base.value, after: versionOf(text, hash).value, text, file: label, action: fields.source === 'restore' ? 'restore' : 'publish' });
    if (refused) return refused;
    const check = await publisher.check(text, base.text, label);
    if (!check.ok) return { status: 422, message: `The draft has ${check.problems.length} problem(s); nothing was published.`, problems: check.problems };
    const result = await store.publishVersion(
      { text, hash, author: fields.author, source: fields.source, pages: check.pages, restoredFrom: fields.restoredFrom, at: new Date() },
      { expectedLive: live.id, draftHash: fields.draftHash },
    );
    if (!result.ok) return liveChanged(result.live);
    await serveLive();
    return { status: 200, version: result.version };
  }

  const liveChanged = (live: VersionSummary | null): PublishAnswer => ({
    status: 409,
    reason: 'live-changed',
    message: `The live site changed since this draft was started${live ? ` (version ${live.id}, ${live.source === 'restore' ? 'restored' : 'published'} by ${live.author})` : ''}: re-apply the draft onto it, then publish.`,
    live,
  });

  async function publish(hash: string, author: string, role: Role): Promise<PublishAnswer> {
    const [stored, live] = await Promise.all([store.getDraft(), store.liveVersion()]);
    if (!live) return liveChanged(null);
    if ((stored?.hash ?? live.hash) !== hash) {
      return { status: 409, reason: 'draft-changed', message: 'The draft changed since you loaded it (another editor saved); reload it, then publish.', live };
    }
    if (!stored || stored.hash === live.hash) return { status: 200, version: live };
    if (stored.baseVersion !== live.id) return liveChanged(live);
    return makeLive(stored, live, { author, role, source: 'editor', restoredFrom: null, draftHash: stored.hash });
  }

  async function restore(id: number, author: string, role: Role): Promise<PublishAnswer | { status: 404; message: string }> {
    const [version, live] = await Promise.all([store.getVersion(id), store.liveVersion()]);
    if (!version) return { status: 404, message: `There is no version ${id}.` };
    if (!live) return liveChanged(null);
    return makeLive(version, live, { author, role, source: 'restore', restoredFrom: id });
  }

  return { current, currentTag, save, validate, publish, restore };
}

export type SiteVersions = ReturnType<typeof siteVersions>;
