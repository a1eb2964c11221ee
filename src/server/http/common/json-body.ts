import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { parseJsonText } from '../../../model/json-text.ts';

/** The code of the error a Fastify body parser fails with when parseJsonText refuses the text: its message is for the client. */
export const jsonRefusedCode = 'JSON_BODY_REFUSED';

/** Reads at most `limit` bytes; past that the rest is drained and dropped, so the answer can still reach the client. */
export function readLimited(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : undefined));
    request.on('error', reject);
  });
}

/** Fastify's parser of application/json bodies (as text, already within the route's bodyLimit): parseJsonText's refusal is a 400 with its message. */
export function jsonBodyParser(_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void): void {
  const read = parseJsonText(String(body));
  if (read.ok) done(null, read.value);
  else done(Object.assign(new Error(read.message), { statusCode: read.status, code: jsonRefusedCode }), undefined);
}
