import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isHash } from '../../../model/edit-version.ts';
import { editorApiBase } from '../../../shared/server-paths.ts';
import type { AuditStore, ReviewsStore } from '../../db/editor-store.ts';
import { commentOf, type SiteReviews } from '../../engine/versions/reviews.ts';
import { jsonBody, smallBodyLimit } from '../common/write-body.ts';
import { routeId } from '../common/route-id.ts';
import { timeProblem } from './schedules-api.ts';

export const reviewsBase = `${editorApiBase}/reviews`;
/** the decided requests the list shows */
const decidedShown = 50;

export interface ReviewsApiOptions {
  reviews: SiteReviews;
  store: ReviewsStore & AuditStore;
  timeZone: string;
}

/** Review before publishing (docs/editor-api.md, "Reviews"), and the setting that requires it. */
export async function reviewsApi(app: FastifyInstance, { reviews, store, timeZone }: ReviewsApiOptions): Promise<void> {
  const small = { bodyLimit: smallBodyLimit };
  const admin = { ...small, config: { editorAccess: 'admin' as const } };
  const who = (request: FastifyRequest) => request.editorSession!.email;
  const audit = (request: FastifyRequest, action: 'review-request' | 'review-approve' | 'review-send-back' | 'review-setting', detail: string) =>
    store.audit({ at: new Date(), actor: who(request), action, ip: request.ip, detail });
  const noSuch = { message: 'There is no such review request.' };

  app.get(`${editorApiBase}/settings`, async () => store.getSettings());

  app.put(`${editorApiBase}/settings`, admin, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    if (typeof body.reviewRequired !== 'boolean') return reply.code(400).send({ message: '"reviewRequired" must be true or false.' });
    await store.setSettings({ reviewRequired: body.reviewRequired });
    await audit(request, 'review-setting', body.reviewRequired ? "editors' changes need review" : "editors publish their changes themselves");
    return store.getSettings();
  });

  app.get(reviewsBase, async () => ({ reviewRequired: (await store.getSettings()).reviewRequired, reviews: await store.listReviews(decidedShown) }));

  app.post(reviewsBase, small, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    if (!isHash(body.hash)) return reply.code(400).send({ message: '"hash" must be the sha256 hex of the saved draft to review.' });
    const comment = commentOf(body.comment, false);
    if (typeof comment !== 'string') return reply.code(comment.status).send({ message: comment.message });
    const { status, ...answer } = await reviews.request({ hash: body.hash, comment, by: who(request), role: request.editorSession!.role });
    if (status === 201 && 'review' in answer) await audit(request, 'review-request', `review ${answer.review.id}: ${answer.review.pages.join(', ') || 'no page changed'}`);
    return reply.code(status).send(answer);
  });

  app.get(`${reviewsBase}/:id/changes`, { config: { query: { against: 4 } } }, async (request, reply) => {
    const id = routeId(request);
    if (id === undefined) return reply.code(404).send(noSuch);
    const against = (request.query as { against?: string }).against === 'base' ? 'base' : 'live';
    const found = await reviews.changes(id, against);
    return found.status === 200 ? found.answer : reply.code(found.status).send({ message: found.message });
  });

  app.post(`${reviewsBase}/:id/approve`, admin, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    const id = routeId(request);
    if (id === undefined) return reply.code(404).send(noSuch);
    let dueAt: Date | null = null;
    if (body.at !== undefined && body.at !== null) {
      const time = timeProblem(body.at, timeZone, new Date());
      if ('message' in time) return reply.code(400).send({ message: time.message });
      dueAt = time.dueAt;
    }
    const { status, ...answer } = await reviews.approve(id, { by: who(request), role: request.editorSession!.role, dueAt });
    if (status === 200 && 'review' in answer && 'version' in answer) await audit(request, 'review-approve', `review ${id} by ${answer.review.requestedBy}: published as version ${answer.version.id}`);
    if (status === 201 && 'schedule' in answer) await audit(request, 'review-approve', `review ${id} by ${answer.review.requestedBy}: schedule ${answer.schedule.id} at ${answer.schedule.dueAt} (${String(body.at)} ${timeZone})`);
    return reply.code(status).send(answer);
  });

  app.post(`${reviewsBase}/:id/send-back`, admin, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    const id = routeId(request);
    if (id === undefined) return reply.code(404).send(noSuch);
    const comment = commentOf(body.comment, true);
    if (typeof comment !== 'string') return reply.code(comment.status).send({ message: comment.message });
    const { status, ...answer } = await reviews.sendBack(id, { by: who(request), comment });
    if (status === 200 && 'review' in answer) await audit(request, 'review-send-back', `review ${id} by ${answer.review.requestedBy}`);
    return reply.code(status).send(answer);
  });
}
