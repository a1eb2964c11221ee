import type { FastifyInstance } from 'fastify';
import type { Storage } from '../db/requests-store.ts';
import { healthPath } from '../../shared/server-paths.ts';

/** how long the database may take to answer before the instance counts as unhealthy */
export const pingTimeoutMs = 2_000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** GET /healthz for load balancers: 200 "ok" while the database answers, 503 "unavailable" when it does not; nothing else. */
export async function healthRoute(app: FastifyInstance, { storage }: { storage: Storage | undefined }): Promise<void> {
  app.get(healthPath, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    try {
      await withTimeout(storage?.ping() ?? Promise.resolve(), pingTimeoutMs);
      return reply.code(200).send('ok');
    } catch (error) {
      request.log.warn({ err: error }, 'database did not answer the health check');
      return reply.code(503).send('unavailable');
    }
  });
}
