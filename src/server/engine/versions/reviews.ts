import type { Role } from '../../../shared/live-editor.ts';
import type { Review, ReviewChangesAnswer } from '../../../shared/reviews.ts';
import type { ContentStore, ReviewsStore, Schedule, SchedulesStore, VersionSummary } from '../../db/editor-store.ts';
import type { Publisher } from '../publish/publisher.ts';
import type { WriteRefusal } from '../../../model/write-rules.ts';
import type { PublishAnswer, SiteVersions } from './site-versions.ts';

type Refused = { status: 400 | 404 | 409; message: string };
export type RequestAnswer = { status: 201; review: Review } | { status: 409; reason: 'draft-changed'; message: string } | { status: 422; message: string; problems: string[] } | Refused | WriteRefusal;
export type ApproveAnswer = { status: 200; review: Review; version: VersionSummary } | { status: 201; review: Review; schedule: Schedule } | PublishAnswer | Refused;

const commentLimit = 2000;
const notPending = (review: Review): Refused => ({
  status: 409,
  message: review.state === 'approved' ? `${review.decidedBy ?? 'An admin'} approved this request already.` : `${review.decidedBy ?? 'An admin'} sent this request back already.`,
});
const staleBase = (review: Review, live: VersionSummary | null): Refused => ({
  status: 409,
  message: `The live site changed since this request was made from version ${review.baseVersion ?? '–'}${live ? ` (version ${live.id} is live now)` : ''}: send it back, so that its author makes the changes again on what is live now.`,
});

/** A comment as given: text of at most 2,000 characters, or why not. */
export function commentOf(value: unknown, required: boolean): string | Refused {
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null;
  if (text === null) return { status: 400, message: '"comment" must be text.' };
  if (required && text === '') return { status: 400, message: 'Say what to change: the comment is what the editor reads.' };
  if (text.length > commentLimit) return { status: 400, message: `The comment is ${text.length} characters long: at most ${commentLimit}.` };
  return text;
}

/**
 * Review before publishing (docs/publishing-workflow.md): an editor's saved draft kept as it was when they asked, compared
 * with what is live, and approved by an admin (published now or at a set time) or sent back with a comment.
 */
export function siteReviews({ store, versions, publisher }: { store: ReviewsStore & ContentStore & SchedulesStore; versions: SiteVersions; publisher: Publisher }) {
  /** the saved draft, named by its hash, kept for review if it would publish now */
  async function request({ hash, comment, by, role }: { hash: string; comment: string; by: string; role: Role }): Promise<RequestAnswer> {
    const draft = await versions.current();
    if (draft.hash !== hash) return { status: 409, reason: 'draft-changed', message: 'The draft changed since you loaded it (another editor saved): reload it, then ask for review.' };
    if (draft.live && draft.hash === draft.live.hash) return { status: 400, message: 'There is nothing to review: the saved draft is what is live.' };
    const { live } = draft;
    if (!live) return { status: 409, message: 'Nothing is published yet.' };
    // a stale draft is said before it is validated: no worker time spent on a request that cannot be made
    if (draft.baseVersion !== live.id) return { status: 409, message: 'The live site changed since this draft was started: re-apply the draft onto it, then ask for review.' };
    const check = await versions.checkPublish(draft.text, live, role);
    if (!check.ok && 'refusal' in check) return check.refusal;
    if (!check.ok) return { status: 422, message: `The draft has ${check.problems.length} problem(s): fix them before asking for review.`, problems: check.problems };
    const review = await store.addReview({ text: draft.text, hash, baseVersion: live.id, comment, pages: check.pages, by, at: new Date() });
    return { status: 201, review };
  }

  async function pending(id: number): Promise<{ review: Review; text: string } | Refused> {
    const review = await store.getReview(id);
    if (!review) return { status: 404, message: 'There is no such review request.' };
    if (review.state !== 'pending') return notPending(review);
    return { review, text: (await store.reviewText(id))! };
  }

  /** publishes the request now, or schedules it for `dueAt`, if it is pending and its base is still live */
  async function approve(id: number, { by, role, dueAt }: { by: string; role: Role; dueAt: Date | null }): Promise<ApproveAnswer> {
    const found = await pending(id);
    if ('status' in found) return found;
    const { review, text } = found;
    const live = await store.liveVersion();
    // the live site may have moved on by another admin's approval of this very request since it was read as pending
    if (!live || live.id !== review.baseVersion) return settledMeanwhile(id, review);
    if (dueAt === null) {
      const answer = await versions.approve(review, text, live, by, role);
      // of admins approving at once, one publishes: the others are told who decided it, or that the live site moved on
      if (answer.status === 409) return settledMeanwhile(id, review);
      if (answer.status !== 200) return answer;
      return { status: 200, review: (await store.getReview(id))!, version: answer.version };
    }
    const scheduled = await versions.schedule({ dueAt, restoreOf: null, by, role, given: { text, hash: review.hash } });
    if (scheduled.status !== 201 || !('schedule' in scheduled)) return scheduled as ApproveAnswer;
    const at = new Date();
    if (!(await store.decideReview(id, { state: 'approved', by, at, scheduleId: scheduled.schedule.id }))) {
      // another admin decided it first: this approval's schedule must not run
      await store.finishSchedule(scheduled.schedule.id, { state: 'cancelled', by, at, message: 'Another admin decided the review request first.' });
      return notPending((await store.getReview(id))!);
    }
    return { status: 201, review: (await store.getReview(id))!, schedule: scheduled.schedule };
  }

  async function settledMeanwhile(id: number, review: Review): Promise<Refused> {
    const now = (await store.getReview(id))!;
    return now.state === 'pending' ? staleBase(review, await store.liveVersion()) : notPending(now);
  }

  async function sendBack(id: number, { by, comment }: { by: string; comment: string }): Promise<{ status: 200; review: Review } | Refused> {
    const found = await pending(id);
    if ('status' in found) return found;
    if (!(await store.decideReview(id, { state: 'sent-back', by, at: new Date(), comment }))) return notPending((await store.getReview(id))!);
    return { status: 200, review: (await store.getReview(id))! };
  }

  /** what the request changes from what is live now (or from its base version) */
  async function changes(id: number, against: 'live' | 'base'): Promise<{ status: 200; answer: ReviewChangesAnswer } | Refused> {
    const [review, live] = await Promise.all([store.getReview(id), store.liveVersion()]);
    if (!review) return { status: 404, message: 'There is no such review request.' };
    const compared = against === 'base' && review.baseVersion !== null ? await store.getVersion(review.baseVersion) : live;
    if (!compared) return { status: 409, message: 'Nothing is published yet.' };
    const [before, after] = await Promise.all([versions.versionText(compared), store.reviewText(id)]);
    const { changes: found } = await publisher.changes(before, after!);
    return { status: 200, answer: { review, against: { kind: compared.id === live?.id ? 'live' : 'base', version: compared.id }, baseIsLive: review.baseVersion === live?.id, changes: found } };
  }

  return { request, approve, sendBack, changes };
}

export type SiteReviews = ReturnType<typeof siteReviews>;
