import type { FastifyInstance } from 'fastify';

/**
 * Node's server.close() ends only the connections idle at that instant: one whose streamed answer ends a moment
 * later stays open until its keep-alive runs out (72 s), and the close waits for it. Ending the idle ones again
 * until the server is closed lets a close take as long as the answers in flight.
 */
export function closeIdleUntilClosed(app: FastifyInstance, everyMs = 100): void {
  app.addHook('preClose', async () => {
    const timer = setInterval(() => app.server.closeIdleConnections(), everyMs);
    app.server.once('close', () => clearInterval(timer));
  });
}
