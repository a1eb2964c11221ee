import type { Role } from '../../../shared/live-editor.ts';
import type { WriteRefusal } from '../../../model/write-rules.ts';
import type { ContentStore, ReviewsStore, Schedule, SchedulesStore, VersionSummary } from '../../db/editor-store.ts';
import type { Publisher, RedirectStamp } from '../publish/publisher.ts';
import type { RedirectChanges } from '../../../shared/redirects.ts';
import { TimeLimitError, type BaseRef, type DraftChecker, type DraftReply, type DraftRequest, type EncodedAnswer } from './draft-checker.ts';
import { mergedPages } from '../media/media-usage.ts';
import { conflictAnswer, encodeAnswer } from './draft-work.ts';

/** What the editor edits: the draft, or the live version while there is no draft. Its text is never parsed here. */
export interface Current {
  text: string;
  hash: string;
  baseVersion: number | null;
  live: VersionSummary | null;
  /** the text as UTF-8, encoded once per version: what GET /edit/api/site sends, 100 ms a time for 24 MB as a string */
  utf8(): Buffer;
}

/** A text held in memory, and its UTF-8 bytes once something needed them. */
interface Held {
  text: string;
  utf8?: Buffer;
}

/** An answer of the editor API, its body ready to send; `saved` is the draft's hash a save names. */
export type EditorAnswer = EncodedAnswer & { saved?: string };

export type PublishAnswer =
  /** `redirects`: those its path changes made, and those a page took the path of (removed) */
  | { status: 200; version: VersionSummary; redirects: RedirectChanges }
  | { status: 409; reason: 'draft-changed' | 'live-changed'; message: string; live: VersionSummary | null }
  /** the review request it published was decided by another admin meanwhile */
  | { status: 409; reason: 'review-decided'; message: string }
  | { status: 422; message: string; problems: string[] }
  | WriteRefusal
  /** the schedule it ran is no longer pending: another instance ran it, or someone cancelled it */
  | { status: 410; message: string }
  /** the site requires review of an editor's changes (docs/publishing-workflow.md) */
  | ReviewRequired;

export type ReviewRequired = { status: 403; reason: 'review-required'; message: string };
const reviewRequired: ReviewRequired = {
  status: 403,
  reason: 'review-required',
  message: "Changes to this site are reviewed before they go live: use Request review, and an admin will publish or schedule them.",
};

export interface VersionsOptions {
  /** the content, schedules to add and run, and whether the site requires review */
  store: ContentStore & SchedulesStore & Pick<ReviewsStore, 'getSettings'>;
  publisher: Publisher;
  /** the editor's checks (validation, saves, form schemas) in their worker thread, within their time limit */
  checker: DraftChecker;
  /** resolves once this instance serves the version live in the database (the follower's sync) */
  serveLive: () => Promise<void>;
  /** before anything is validated: this instance's copy of the uploaded images made equal to the store's (PostgreSQL) */
  syncMedia?: () => Promise<void>;
}

const label = 'site.json';

/** The ETag of what GET /edit/api/site answers (the editor computes the same from its snapshot: src/editor/api.ts). */
export const versionTag = ({ hash, baseVersion, live }: { hash: string; baseVersion: number | null; live: { id: number } | null }) => `${hash}.${baseVersion ?? 0}.${live?.id ?? 0}`;

/** The 422 of a check stopped at its time limit: what happened and what to do. */
const tooLong = (what: string, { limitMs }: TimeLimitError, after = '') =>
  encodeAnswer({
    status: 422,
    body: {
      message: `${what} took longer than ${limitMs / 1000} s, the time limit of one request, and was stopped: the site is too large to check in one request.${after} Send fewer pages at a time, or ask the operator to raise EDITOR_CHECK_SECONDS.`,
    },
  });

/**
 * The draft and the versions of the live site: saving (compare-and-swap on the draft's hash, minimal text edits,
 * the build's validation), publishing the draft and restoring a version (each a new version, rendered here at
 * once and by every other instance on its notification). Validation and saves are worked out in the draft
 * worker (src/server/engine/versions/draft-worker.ts): this thread, which answers visitors, never parses a site.
 */
export function siteVersions({ store, publisher, checker, serveLive, syncMedia = async () => undefined }: VersionsOptions) {
  // the texts of the last few versions read, by hash: a 1,000-page draft is 5 MB to fetch, and the draft preview
  // and GET /edit/api/site send it again and again; the hash comes from the database without the text
  const texts = new Map<string, Held>();
  const remember = (hash: string, held: Held): Held => {
    texts.delete(hash);
    texts.set(hash, held);
    if (texts.size > 2) texts.delete(texts.keys().next().value!);
    return held;
  };
  /** the text of the version whose summary is `summary`, from memory or the database */
  const heldOf = async (summary: VersionSummary) => texts.get(summary.hash) ?? remember(summary.hash, { text: (await store.getVersion(summary.id))!.text });
  const currentOf = (held: Held, fields: Omit<Current, 'text' | 'utf8'>): Current => ({ ...fields, text: held.text, utf8: () => (held.utf8 ??= Buffer.from(held.text)) });

  /** The draft (or the live version) without its text: what the worker is told to start from. */
  async function head(): Promise<Omit<Current, 'text' | 'utf8'>> {
    const [draft, live] = await Promise.all([store.draftHead(), store.liveVersion()]);
    if (draft) return { ...draft, live };
    if (!live) throw new Error('Nothing is published yet: the server publishes site.json when it starts.');
    return { hash: live.hash, baseVersion: live.id, live };
  }

  async function current(): Promise<Current> {
    const [draftHead, live] = await Promise.all([store.draftHead(), store.liveVersion()]);
    const held = draftHead ? texts.get(draftHead.hash) : undefined;
    if (draftHead && held) return currentOf(remember(draftHead.hash, held), { ...draftHead, live });
    const draft = draftHead && (await store.getDraft());
    if (draft) return currentOf(remember(draft.hash, { text: draft.text }), { hash: draft.hash, baseVersion: draft.baseVersion, live });
    if (!live) throw new Error('Nothing is published yet: the server publishes site.json when it starts.');
    return currentOf(await heldOf(live), { hash: live.hash, baseVersion: live.id, live });
  }

  /**
   * What the editor's watch compares, without the draft's text: its hash, the version it is based on and the live
   * version (a publish or restore elsewhere changes the last two and not the text).
   */
  async function currentTag(): Promise<string> {
    const [draft, live] = await Promise.all([store.draftHead(), store.liveVersion()]);
    return versionTag({ hash: draft?.hash ?? live?.hash ?? '', baseVersion: draft ? draft.baseVersion : (live?.id ?? null), live });
  }

  /**
   * Asks the draft worker about the current draft, named by its hash; its text is sent only when the worker does
   * not hold it (first use, or a worker started again). The TimeLimitError when the worker ran out of time.
   */
  async function check(make: (base: BaseRef, live: VersionSummary | null) => DraftRequest): Promise<Exclude<DraftReply, { missing: true }> | TimeLimitError> {
    try {
      const [now] = await Promise.all([head(), syncMedia()]);
      const reply = await checker.ask(make({ hash: now.hash, baseVersion: now.baseVersion }, now.live));
      if (!('missing' in reply)) return reply;
      const full = await current();
      const again = await checker.ask(make({ hash: full.hash, baseVersion: full.baseVersion, text: full.text }, full.live));
      if ('missing' in again) throw new Error('the draft worker did not take the text it was sent');
      return again;
    } catch (error) {
      if (error instanceof TimeLimitError) return error;
      throw error;
    }
  }

  /** POST /edit/api/validate with its body as text: the problems of a whole site, or of changes to the draft. */
  async function validate(body: string): Promise<EditorAnswer> {
    const reply = await check((base) => ({ kind: 'validate', body, base }));
    return reply instanceof TimeLimitError ? tooLong('Checking the site', reply) : reply;
  }

  /** POST /edit/api/site with its body as text: the draft changed (compare-and-swap on its hash), or why not. */
  async function save(body: string, by: string, role: Role): Promise<EditorAnswer> {
    const reply = await check((base, live) => ({ kind: 'save', body, base, live: live?.id ?? null, role }));
    if (reply instanceof TimeLimitError) return tooLong('Checking the site', reply, ' Nothing was saved.');
    const { store: next, hash, ...answer } = reply;
    if (!next) return { ...answer, saved: hash };
    const stored = await store.saveDraft({ expectedHash: next.expectedHash, text: next.text, hash: next.hash, baseVersion: next.baseVersion, by, at: new Date() });
    if (!stored.ok) return encodeAnswer(conflictAnswer(stored.current?.hash ?? (await store.liveVersion())?.hash ?? ''));
    // the worker encoded it too: the editors' next GET /edit/api/site sends these bytes
    remember(next.hash, { text: next.text, utf8: Buffer.from(next.utf8.buffer, next.utf8.byteOffset, next.utf8.byteLength) });
    return { ...answer, saved: next.hash };
  }

  /** GET /edit/api/schema: the forms' schemas with the draft's routes and ids as enums. */
  async function schemas(): Promise<EditorAnswer> {
    const reply = await check((base) => ({ kind: 'schemas', base }));
    return reply instanceof TimeLimitError ? tooLong('Making the forms of the site', reply) : reply;
  }

  /**
   * The pages of the draft and of the live version that show each uploaded image (the media library's "Used on",
   * and what Delete refuses), worked out in the draft worker; rejects with a TimeLimitError past the limit.
   */
  async function mediaUsage(): Promise<Map<string, string[]>> {
    const now = await head();
    const usageOf = async (ref: BaseRef, text: () => Promise<string>) => {
      let reply = await checker.ask({ kind: 'media-usage', base: ref });
      if ('missing' in reply) reply = await checker.ask({ kind: 'media-usage', base: { ...ref, text: await text() } });
      if ('missing' in reply) throw new Error('the draft worker did not take the text it was sent');
      return (JSON.parse(Buffer.from(reply.json).toString('utf8')) as { usage: Record<string, string[]> }).usage;
    };
    const draft = await usageOf({ hash: now.hash, baseVersion: now.baseVersion }, async () => (await current()).text);
    const { live } = now;
    const published = live && live.hash !== now.hash ? await usageOf({ hash: live.hash, baseVersion: live.id }, async () => (await heldOf(live)).text) : {};
    const sources = new Set([...Object.keys(draft), ...Object.keys(published)]);
    return new Map([...sources].map((src) => [src, mergedPages(draft[src], published[src])]));
  }

  /**
   * GET /edit/api/publish/redirects: what publishing the saved draft now would do to the redirects (those its path
   * changes would make, those a page would take the path of), worked out in the draft worker; the texts are sent
   * only when it does not hold them.
   */
  async function pendingRedirects(): Promise<EditorAnswer> {
    try {
      return await redirectsOfDraft();
    } catch (error) {
      if (error instanceof TimeLimitError) return tooLong('Working out the redirects of a publish', error);
      throw error;
    }
  }

  async function redirectsOfDraft(): Promise<EditorAnswer> {
    const none = (hash: string) => encodeAnswer({ status: 200, body: { hash, added: [], removed: [] } });
    const now = await head();
    if (!now.live || now.live.hash === now.hash) return none(now.hash);
    const reply = await checker.ask({ kind: 'redirects', base: { hash: now.hash, baseVersion: now.baseVersion }, live: { hash: now.live.hash, baseVersion: now.live.id } });
    if (!('missing' in reply)) return reply;
    // the worker lacks a text (or the draft changed meanwhile): both sent as they are now
    const full = await current();
    const { live } = full;
    if (!live || live.hash === full.hash) return none(full.hash);
    const liveText = (await heldOf(live)).text;
    const again = await checker.ask({ kind: 'redirects', base: { hash: full.hash, baseVersion: full.baseVersion, text: full.text }, live: { hash: live.hash, baseVersion: live.id, text: liveText } });
    if ('missing' in again) throw new Error('the draft worker did not take the texts it was sent');
    return again;
  }

  /** a new live version from `text`, if the live version is still `live`; rendered here before it resolves */
  type LiveFields = {
    author: string;
    role: Role;
    source: 'editor' | 'restore';
    restoredFrom: number | null;
    draftHash?: string;
    schedule?: { id: number; message: string | null };
    review?: { id: number; by: string };
  };

  /** Whether `role` must ask for review instead of making a text live: an editor's, while the site requires it. */
  const mustAskReview = async (role: Role) => role !== 'admin' && (await store.getSettings()).reviewRequired;

  /**
   * Whether `text` may replace `live`: validation and who may change what (write-rules.ts), in the publish worker.
   * With `stamp`, the text as it would go live: with the redirects of its path changes (the reply's `made`).
   */
  async function checkAgainst(text: string, live: VersionSummary, { role, source }: Pick<LiveFields, 'role' | 'source'>, stamp?: RedirectStamp) {
    await syncMedia();
    return publisher.check(text, (await heldOf(live)).text, label, { role, action: source === 'restore' ? 'restore' : 'publish' }, stamp);
  }

  /**
   * Every way a text goes live (publish, restore, a schedule, an approved review) comes here: the version is the
   * text with the redirects its path changes over `live` make, and a draft that was what was published follows it.
   */
  async function makeLive(given: { text: string; hash: string }, live: VersionSummary, fields: LiveFields): Promise<PublishAnswer> {
    const at = new Date();
    const check = await checkAgainst(given.text, live, fields, { by: fields.author, at: at.toISOString() });
    if (!check.ok && 'refusal' in check) return check.refusal;
    if (!check.ok) return { status: 422, message: `The draft has ${check.problems.length} problem(s); nothing was published.`, problems: check.problems };
    const { text, hash } = check.made ?? given;
    const result = await store.addLiveVersion(
      { text, hash, author: fields.author, source: fields.source, pages: check.pages, restoredFrom: fields.restoredFrom, at },
      { expectedLive: live.id, draftHash: fields.draftHash, schedule: fields.schedule, review: fields.review },
    );
    if (!result.ok && 'scheduleFinished' in result) return { status: 410, message: 'This schedule has already run or was cancelled.' };
    if (!result.ok && 'reviewDecided' in result) return { status: 409, reason: 'review-decided', message: 'Another admin decided this request in the meantime.' };
    if (!result.ok) return liveChanged(result.live);
    // the draft that was published now holds this text (the store's followDraft): read from memory
    if (check.made) remember(hash, { text });
    await serveLive();
    return { status: 200, version: result.version, redirects: check.redirects };
  }

  const liveChanged = (live: VersionSummary | null): PublishAnswer => ({
    status: 409,
    reason: 'live-changed',
    message: `The live site changed since this draft was started${live ? ` (version ${live.id}, ${live.source === 'restore' ? 'restored' : 'published'} by ${live.author})` : ''}: re-apply the draft onto it, then publish.`,
    live,
  });

  async function publish(hash: string, author: string, role: Role): Promise<PublishAnswer> {
    if (await mustAskReview(role)) return reviewRequired;
    const [draftHead, live] = await Promise.all([store.draftHead(), store.liveVersion()]);
    const held = draftHead ? texts.get(draftHead.hash) : undefined;
    const stored = draftHead && (held ? { ...draftHead, text: held.text } : await store.getDraft());
    if (!live) return liveChanged(null);
    if ((stored?.hash ?? live.hash) !== hash) {
      return { status: 409, reason: 'draft-changed', message: 'The draft changed since you loaded it (another editor saved); reload it, then publish.', live };
    }
    if (!stored || stored.hash === live.hash) return { status: 200, version: live, redirects: { added: [], removed: [] } };
    if (stored.baseVersion !== live.id) return liveChanged(live);
    return makeLive(stored, live, { author, role, source: 'editor', restoredFrom: null, draftHash: stored.hash });
  }

  async function restore(id: number, author: string, role: Role): Promise<PublishAnswer | { status: 404; message: string }> {
    if (await mustAskReview(role)) return reviewRequired;
    const [version, live] = await Promise.all([store.getVersion(id), store.liveVersion()]);
    if (!version) return { status: 404, message: `There is no version ${id}.` };
    if (!live) return liveChanged(null);
    return makeLive(version, live, { author, role, source: 'restore', restoredFrom: id });
  }

  /**
   * A schedule for `dueAt`: the draft as it is now, version `restoreOf` made live again, or `given` (an approved
   * review's text). Refused, with the problems, when it would not publish now: it is checked again when it runs.
   */
  async function schedule(request: {
    dueAt: Date;
    restoreOf: number | null;
    by: string;
    role: Role;
    given?: { text: string; hash: string };
  }): Promise<{ status: 201; schedule: Schedule } | PublishAnswer | { status: 404; message: string }> {
    if (!request.given && (await mustAskReview(request.role))) return reviewRequired;
    const live = await store.liveVersion();
    if (!live) return liveChanged(null);
    const restored = request.restoreOf === null ? undefined : await store.getVersion(request.restoreOf);
    if (request.restoreOf !== null && !restored) return { status: 404, message: `There is no version ${request.restoreOf}.` };
    const { text, hash } = request.given ?? restored ?? (await current());
    const check = await checkAgainst(text, live, { role: request.role, source: restored ? 'restore' : 'editor' });
    if (!check.ok && 'refusal' in check) return check.refusal;
    if (!check.ok) return { status: 422, message: `The draft has ${check.problems.length} problem(s): it cannot be scheduled until they are fixed.`, problems: check.problems };
    const stored = await store.addSchedule({ dueAt: request.dueAt, text, hash, restoreOf: request.restoreOf, baseVersion: live.id, by: request.by, role: request.role, at: new Date() });
    return { status: 201, schedule: stored };
  }

  /** Publishes a due schedule, as its author's Publish would; `message` is kept with it (that it ran late). */
  async function runSchedule(due: Schedule, message: string | null): Promise<PublishAnswer> {
    const [text, live] = await Promise.all([store.scheduleText(due.id), store.liveVersion()]);
    if (text === undefined || !live) return liveChanged(live);
    // a draft still as it was scheduled is based on the version it becomes, as after a Publish: its editor goes on from there
    return makeLive(
      { text, hash: due.hash },
      live,
      { author: due.createdBy, role: due.role, source: due.restoreOf === null ? 'editor' : 'restore', restoredFrom: due.restoreOf, draftHash: due.hash, schedule: { id: due.id, message } },
    );
  }

  /**
   * An approved review's text made live over `live`, its base (the caller checked), marking it approved; if another
   * publish came between, the store refuses it as for any publish.
   */
  async function approve(review: { id: number; hash: string }, text: string, live: VersionSummary, by: string, role: Role): Promise<PublishAnswer> {
    // the draft, if it is still what was reviewed, is based on the new version: its editor goes on from there
    return makeLive({ text, hash: review.hash }, live, { author: by, role, source: 'editor', restoredFrom: null, draftHash: review.hash, review: { id: review.id, by } });
  }

  /** Whether `text` would publish over `live`, for `role`; and the pages it changes. */
  const checkPublish = (text: string, live: VersionSummary, role: Role) => checkAgainst(text, live, { role, source: 'editor' });

  /** A version's text, from memory when it was read lately. */
  const versionText = async (summary: VersionSummary) => (await heldOf(summary)).text;

  return { current, currentTag, save, validate, schemas, mediaUsage, pendingRedirects, publish, restore, schedule, runSchedule, approve, checkPublish, versionText };
}

export type SiteVersions = ReturnType<typeof siteVersions>;
