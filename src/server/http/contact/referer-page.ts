import type { FastifyRequest } from 'fastify';

const longestPath = 300;

/**
 * The site path a form was sent from: its Referer's path, when the Referer is a page of the host the request came
 * to (the site sends `strict-origin-when-cross-origin`, so its own pages give their full address). '' otherwise: a
 * script, a privacy setting or another site leaves it unknown, never a path someone else chose.
 */
export function refererPage(request: Pick<FastifyRequest, 'headers'>): string {
  const { referer, host } = request.headers;
  if (!referer || !host) return '';
  try {
    const url = new URL(referer);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== host.toLowerCase()) return '';
    return url.pathname.length <= longestPath ? url.pathname : '';
  } catch {
    return '';
  }
}
