import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when the answer is sent: method, path, status, time and client address.
 * Bodies, query strings and error messages of client errors (a JSON parse error quotes the body) never reach the log.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override defaultErrorLog(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (reply.statusCode >= 500) request.log.error({ ...line, err: error ?? undefined }, 'request failed');
    else request.log.info(line, 'request');
  }
}
