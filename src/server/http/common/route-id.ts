import type { FastifyRequest } from 'fastify';

/**
 * An id or a version number as the number it is: a whole number from 1, or the same written in digits (no sign, no
 * space, no leading zero, at most 16); anything else is undefined (`[1]`, `true`, `" 1 "`, `1.5`).
 */
export function idOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
  return typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
}

/** The `:id` of a route, or undefined: a route then answers 404, as for an id that names nothing. */
export const routeId = (request: FastifyRequest): number | undefined => idOf((request.params as { id: string }).id);
