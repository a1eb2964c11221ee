import type { Site } from '@/generated/site';
import type { Review, ReviewChangesAnswer, SiteChanges } from '@/shared/reviews';
import type { Role } from '@/shared/live-editor';
import { utcOfLocal } from '@/shared/local-time';
import { fakeLiveApi, type FakeRoute } from './fake-live-api';

// Review before publishing (docs/editor-api.md, "Reviews") for jsdom tests, as routes of the fake live API: the
// setting, the requests (each keeps the draft it was asked for), their changes (canned per request: the diff is the
// server's), an admin's decisions (published and scheduled through the live fake), and the 403 an editor meets at
// Publish, Schedule or a restore while review is required.

type Answer = { status: number; body?: unknown };
type FakeLive = ReturnType<typeof fakeLiveApi>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString();
const noChanges = (): SiteChanges => ({ languages: ['en'], pages: [], shared: [] });

interface Options {
  /** the signed-in account: what the server lets it do */
  role?: Role;
  email?: string;
  reviewRequired?: boolean;
  timeZone?: string;
}

/** A review request as the server answers it: pending, with no comment, unless `fields` say otherwise. */
export const reviewOf = (fields: Partial<Review>): Review => ({
  id: 1,
  hash: 'hash-2',
  baseVersion: 1,
  comment: '',
  requestedBy: 'ann@example.com',
  requestedAt: '2026-11-26T09:00:00.000Z',
  state: 'pending',
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
  versionId: null,
  scheduleId: null,
  pages: [],
  ...fields,
});

export function fakeReviewsApi({ role = 'editor', email = 'ann@example.com', reviewRequired = false, timeZone = 'UTC' }: Options = {}) {
  let live: FakeLive | null = null;
  let minute = 0;
  const contents = new Map<number, Site>();
  const state = {
    reviewRequired,
    /** in the order they were asked for */
    reviews: [] as Review[],
    /** what GET /reviews/:id/changes answers, by request (none: nothing differs) */
    changes: new Map<number, SiteChanges>(),
    nextRequest: null as Answer | null,
    nextApprove: null as Answer | null,
  };
  const connected = () => {
    if (!live) throw new Error('fakeReviewsApi: connect(live) first');
    return live;
  };

  /** a request as the server stores it, pending unless `fields` says otherwise; `site` is the draft it asks for */
  const addReview = (fields: Partial<Review> = {}, site?: Site): Review => {
    const api = connected();
    const review = reviewOf({ id: state.reviews.length + 1, hash: api.draft.hash, baseVersion: api.live, requestedBy: email, requestedAt: at(++minute), ...fields });
    state.reviews.push(review);
    contents.set(review.id, site ?? api.draft.site);
    return review;
  };

  // pending oldest first, then the decided latest first
  const listed = () => [
    ...state.reviews.filter((one) => one.state === 'pending').sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)),
    ...state.reviews.filter((one) => one.state !== 'pending').sort((a, b) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? '')),
  ];

  const decide = (review: Review, fields: Partial<Review>) => Object.assign(review, { decidedBy: email, decidedAt: at(++minute), ...fields });

  function approve(review: Review, body: Record<string, unknown> | null): Response {
    const api = connected();
    if (typeof body?.at === 'string') {
      const time = utcOfLocal(body.at, timeZone);
      if (!time.ok) return json({ message: `"${body.at}" is not a date and time in ${timeZone}.` }, 400);
      if (time.utc.getTime() < Date.now() + 60_000) return json({ message: `${body.at.replace('T', ' ')} in ${timeZone} is past, or less than a minute away: choose a later time, or publish now.` }, 400);
      const schedule = api.addSchedule({ dueAt: time.utc.toISOString(), hash: review.hash, baseVersion: review.baseVersion, role: 'admin' });
      return json({ review: decide(review, { state: 'approved', scheduleId: schedule.id }), schedule }, 201);
    }
    if (review.baseVersion !== api.live) return json({ message: 'The live site changed since this request was made: send it back, so that its editor re-applies the changes onto the live version.' }, 409);
    const version = api.publishFromCommand(contents.get(review.id)!);
    if (api.draft.hash === review.hash) api.draft.baseVersion = version.id;
    return json({ review: decide(review, { state: 'approved', versionId: version.id }), version });
  }

  const route: FakeRoute = (method, path, body) => {
    const api = connected();
    const refused = role === 'editor' && state.reviewRequired && method === 'POST' && (path === '/publish' || path === '/schedules' || /^\/versions\/\d+\/restore$/.test(path));
    if (refused) return json({ reason: 'review-required', message: 'Your changes need an admin’s review before they go live: ask for a review.' }, 403);
    if (path === '/settings' && method === 'GET') return json({ reviewRequired: state.reviewRequired });
    if (path === '/settings' && method === 'PUT') {
      if (role !== 'admin') return json({ message: 'Only an admin may change the site settings.' }, 403);
      state.reviewRequired = body?.reviewRequired === true;
      return json({ reviewRequired: state.reviewRequired });
    }
    if (path === '/reviews' && method === 'GET') return json({ reviewRequired: state.reviewRequired, reviews: listed() });
    if (path === '/reviews' && method === 'POST') {
      const answer = state.nextRequest;
      state.nextRequest = null;
      if (answer) return json(answer.body ?? {}, answer.status);
      if (body?.hash !== api.draft.hash) return json({ reason: 'draft-changed', message: 'The draft changed since you loaded it: another editor saved it.' }, 409);
      if (api.draft.hash === api.versions.get(api.live)!.summary.hash) return json({ message: 'There is nothing to review: the draft is what is live.' }, 400);
      return json({ review: addReview({ comment: String(body.comment ?? '') }) }, 201);
    }
    const one = /^\/reviews\/(\d+)(\/changes|\/approve|\/send-back)?(\?.*)?$/.exec(path);
    if (!one) return undefined;
    const review = state.reviews.find((found) => found.id === Number(one[1]));
    if (!review) return json({ message: 'There is no such request.' }, 404);
    if (one[2] === '/changes' && method === 'GET') {
      const kind = new URLSearchParams(one[3] ?? '').get('against') === 'base' ? 'base' : 'live';
      const answer: ReviewChangesAnswer = {
        review,
        against: { kind, version: kind === 'base' ? (review.baseVersion ?? api.live) : api.live },
        baseIsLive: review.baseVersion === api.live,
        changes: state.changes.get(review.id) ?? noChanges(),
      };
      return json(answer);
    }
    if (method !== 'POST') return json({ message: 'not found' }, 404);
    if (role !== 'admin') return json({ message: 'Only an admin reviews changes.' }, 403);
    if (review.state !== 'pending') return json({ message: 'This request has already been decided.' }, 409);
    if (one[2] === '/approve') {
      const answer = state.nextApprove;
      state.nextApprove = null;
      return answer ? json(answer.body ?? {}, answer.status) : approve(review, body);
    }
    const comment = typeof body?.comment === 'string' ? body.comment.trim() : '';
    if (!comment) return json({ message: 'Say what should change.' }, 400);
    return json({ review: decide(review, { state: 'sent-back', decisionComment: comment }) });
  };

  return Object.assign(state, {
    route,
    addReview,
    connect: (api: FakeLive) => {
      live = api;
    },
  });
}

/** The live site's fake API with reviews, for an account with `role` in `timeZone`. */
export function fakeLiveWithReviews(site: Site, options: Options & { author?: string } = {}) {
  const reviews = fakeReviewsApi(options);
  const api = fakeLiveApi(site, { author: options.author ?? options.email, timeZone: options.timeZone, routes: [reviews.route] });
  reviews.connect(api);
  return { api, reviews };
}
