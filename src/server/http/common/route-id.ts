import type { FastifyRequest } from 'fastify';

/**
 * The `:id` of a route, written as the number it is (digits, no sign, no leading zero, at most 16), or undefined:
 * a route then answers 404, as for an id that names nothing.
 */
export function routeId(request: FastifyRequest): number | undefined {
  const { id } = request.params as { id: string };
  return /^[1-9]\d{0,15}$/.test(id) ? Number(id) : undefined;
}
