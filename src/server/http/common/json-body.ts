import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { parseJsonText } from '../../../model/json-text.ts';
import { isObject } from '../../../shared/is-object.ts';

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

/** A body's refusal as the error a Fastify parser fails with: a 400 (or `status`) whose message is for the client. */
export const refusedBody = (message: string, status = 400) => Object.assign(new Error(message), { statusCode: status, code: jsonRefusedCode });

// PostgreSQL refuses a NUL in text and SQLite ends a string at it: no field of a request may hold one
export const nulMessage = 'The request holds a NUL character (\\u0000), which no text of this site may contain: remove it and send it again.';
export const holdsNul = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\0') : Array.isArray(value) ? value.some(holdsNul) : isObject(value) && Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item));

/** Fastify's parser of application/json bodies (as text, already within the route's bodyLimit): parseJsonText's refusal, or a NUL, is a 400 with its message. */
export function jsonBodyParser(_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void): void {
  const read = parseJsonText(String(body));
  if (!read.ok) done(refusedBody(read.message, read.status), undefined);
  else if (holdsNul(read.value)) done(refusedBody(nulMessage), undefined);
  else done(null, read.value);
}
