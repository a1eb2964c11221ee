import type { EditingSettings, Review, ReviewChangesAnswer, ReviewsAnswer } from '@/shared/reviews';
import type { Schedule, VersionSummary } from '@/shared/live-editor';
import { editorConfig } from './editor-config';
import type { Problem } from './editor-types';
import { problemOf } from './live-api';
import { json, messageOf, post, request } from './request';

// The calls of review before publishing (docs/editor-api.md, "Reviews"): the setting, the requests, their changes,
// an admin's decision. Answers the user acts on come back as results; lists and settings reject, as live-api's do
// (without the live site's config too: async, so a caller's `.then` hears of it rather than a throw).

export type { EditingSettings, Review, ReviewChangesAnswer, ReviewsAnswer };

function api(path: string): string {
  const config = editorConfig();
  if (!config) throw new Error('the dev server has no reviews');
  return `${config.api}${path}`;
}

/** A call that failed without an answer (offline), as the answer it would have been. */
async function sent(call: () => Promise<Response>): Promise<Response | { failed: string }> {
  try {
    return await call();
  } catch (error) {
    return { failed: (error as Error).message };
  }
}

const problemsOf = async (response: Response): Promise<Problem[]> => ((await response.json()) as { problems?: (Problem | string)[] }).problems?.map(problemOf) ?? [];

export const fetchSettings = async (): Promise<EditingSettings> => request(api('/settings'), { cache: 'no-store' }).then(json<EditingSettings>);

/** Turns review on or off (admins only); the settings as the server now has them. */
export const saveSettings = async (settings: EditingSettings): Promise<EditingSettings> =>
  request(api('/settings'), { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(settings) }).then(json<EditingSettings>);

/** The pending requests oldest first, then the decided ones latest first. */
export const fetchReviews = async (): Promise<ReviewsAnswer> => request(api('/reviews'), { cache: 'no-store' }).then(json<ReviewsAnswer>);

/** What request `id` changes, against the live version (or the one it was made from). */
export const fetchReviewChanges = async (id: number, against: 'live' | 'base' = 'live'): Promise<ReviewChangesAnswer> =>
  request(api(`/reviews/${id}/changes?against=${against}`), { cache: 'no-store' }).then(json<ReviewChangesAnswer>);

export type RequestResult =
  | { kind: 'requested'; review: Review }
  /** another editor saved: the hash is not the stored draft's */
  | { kind: 'draft-changed' }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'failed'; message: string }
  | { kind: 'session-ended' };

/** Asks an admin to review the saved draft whose hash is `hash`. */
export async function requestReview(hash: string, comment: string): Promise<RequestResult> {
  const response = await sent(() => post(api('/reviews'), { hash, comment }));
  if ('failed' in response) return { kind: 'failed', message: response.failed };
  if (response.status === 201) return { kind: 'requested', review: ((await response.json()) as { review: Review }).review };
  if (response.status === 401) return { kind: 'session-ended' };
  if (response.status === 409) return { kind: 'draft-changed' };
  if (response.status === 422) return { kind: 'invalid', problems: await problemsOf(response) };
  return { kind: 'failed', message: await messageOf(response) };
}

export type DecisionResult =
  | { kind: 'published'; review: Review; version: VersionSummary }
  | { kind: 'scheduled'; review: Review; schedule: Schedule }
  | { kind: 'sent-back'; review: Review }
  /** the time is refused (past, skipped by summer time): the message is for the field */
  | { kind: 'refused'; message: string }
  | { kind: 'invalid'; problems: Problem[] }
  /** not pending any more, the live site moved on, or anything else: the server's words */
  | { kind: 'failed'; message: string }
  | { kind: 'session-ended' };

/** A decision made: the request's new state, and what it published or scheduled. */
export type Decided = Extract<DecisionResult, { kind: 'published' | 'scheduled' | 'sent-back' }>;

async function decided(response: Response | { failed: string }): Promise<DecisionResult> {
  if ('failed' in response) return { kind: 'failed', message: response.failed };
  if (response.status === 401) return { kind: 'session-ended' };
  if (response.status === 422) return { kind: 'invalid', problems: await problemsOf(response) };
  if (!response.ok) return { kind: 'failed', message: await messageOf(response) };
  const body = (await response.json()) as { review: Review; version?: VersionSummary; schedule?: Schedule };
  if (body.version) return { kind: 'published', review: body.review, version: body.version };
  if (body.schedule) return { kind: 'scheduled', review: body.review, schedule: body.schedule };
  return { kind: 'sent-back', review: body.review };
}

/** Approves request `id`: published now, or at `at` (YYYY-MM-DDTHH:MM in the site's zone). */
export async function approveReview(id: number, at?: string): Promise<DecisionResult> {
  const response = await sent(() => post(api(`/reviews/${id}/approve`), at === undefined ? {} : { at }));
  // a 400 of an approval names its time
  if (!('failed' in response) && response.status === 400) return { kind: at === undefined ? 'failed' : 'refused', message: await messageOf(response) };
  return decided(response);
}

/** Sends request `id` back to its editor with what should change. */
export const sendBackReview = async (id: number, comment: string): Promise<DecisionResult> => decided(await sent(() => post(api(`/reviews/${id}/send-back`), { comment })));
