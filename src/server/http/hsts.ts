import type { FastifyInstance } from 'fastify';

/**
 * A year of HTTPS only. Without includeSubDomains: the site cannot know whether every name under its domain
 * speaks HTTPS (an intranet host, a mail web interface), and a header it sends would bind them all for a year.
 */
export const hstsValue = 'max-age=31536000';

/**
 * Strict-Transport-Security on every answer to a request that came over HTTPS: from a trusted proxy's
 * X-Forwarded-Proto (TRUST_PROXY), since the server itself speaks plain HTTP. Over plain HTTP, none: a browser
 * ignores it there, and a proxy that forgot X-Forwarded-Proto must not make it look like HTTPS.
 */
export function addHsts(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hstsValue);
  });
}
