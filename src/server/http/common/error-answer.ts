import type { FastifyError, FastifyInstance } from 'fastify';

/** What a client reads when the server fails: never the failure itself (a database's message names its tables and its data). */
export const serverFailure = 'Something went wrong on the server, and this request was not completed. Try again in a moment; if it keeps happening, the server’s log says why.';

/**
 * The answer to an error no route answered itself: a refusal of the request (4xx) keeps Fastify's words, which are
 * about the request; a failure of the server (5xx, or an error with no status) is logged whole and answered in words.
 */
export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, method: request.method, url: request.url.split('?')[0] }, 'request failed');
    if (reply.sent || reply.raw.headersSent) return;
    return reply.code(status).type('application/json; charset=utf-8').send({ message: status === 500 ? serverFailure : error.message });
  });
}
