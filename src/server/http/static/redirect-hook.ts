import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveRelease } from '../../engine/releases/live-release.ts';
import { isServersOwn } from '../../engine/releases/redirect-table.ts';
import type { VisitCounter } from '../../engine/visits/visit-counter.ts';
import { pagePath } from '../../../shared/page-path.ts';

export interface RedirectHookOptions {
  /** the live release, read once per request */
  release: () => LiveRelease | undefined;
  counter: Pick<VisitCounter, 'redirected'> | undefined;
  /** answers 410 for a path a redirect says is gone */
  gone: (request: FastifyRequest, reply: FastifyReply, release: LiveRelease) => Promise<unknown>;
}

// a query is sent on as it came, but a byte a header may not hold is percent-encoded
const headerUnsafe = /[^\x21-\x7e]/g;

/**
 * The live release's redirects, answered before any route looks for a file: one Map lookup of the path as the
 * routes see it (normalUrl's, without its trailing slash, in lowercase as the router matches), for GET and HEAD.
 * Location is the release's target with the request's query after it: nothing of the request chooses where it goes.
 */
export function answerRedirects(app: FastifyInstance, { release: current, counter, gone }: RedirectHookOptions): void {
  app.addHook('onRequest', (request, reply, done) => {
    const release = current();
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !release?.redirects.size) return done();
    const { url } = request;
    const start = url.indexOf('?');
    const route = pagePath(start === -1 ? url : url.slice(0, start)).toLowerCase();
    const answer = release.redirects.get(route);
    if (!answer || isServersOwn(route)) return done();
    counter?.redirected(route);
    if (answer.to === null) {
      gone(request, reply, release).catch((error: unknown) => reply.send(error));
      return;
    }
    const query = start === -1 ? '' : url.slice(start + 1).replace(headerUnsafe, encodeURIComponent);
    const location = query ? `${answer.to}${answer.to.includes('?') ? '&' : '?'}${query}` : answer.to;
    void reply
      .code(answer.status)
      .header('location', location)
      .header('cache-control', answer.status === 301 ? 'public, max-age=3600' : 'no-store')
      .send();
  });
}
