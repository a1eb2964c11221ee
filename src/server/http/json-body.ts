import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { parseJsonText } from '../../model/json-text.ts';

export type BodyResult = { ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

/** The code of the error a Fastify body parser fails with when parseJsonText refuses the text: its message is for the client. */
export const jsonRefusedCode = 'JSON_BODY_REFUSED';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

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

/** The request's JSON body, or the status and message that refuse it: 415 not JSON by type, 413 too large, 400 malformed or too deep. */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\s*(?:;|$)/i.test(type)) {
    request.resume();
    return { ok: false, status: 415, message: `The editor API takes JSON: send Content-Type: application/json (got "${type}").` };
  }
  const tooLarge = { ok: false, status: 413, message: `The request body is larger than ${megabytes(limit)}.` } as const;
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    request.resume();
    return tooLarge;
  }
  const bytes = await readLimited(request, limit);
  if (!bytes) return tooLarge;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, message: 'The request body is not UTF-8 text.' };
  }
  const parsed = parseJsonText(text);
  return parsed.ok ? { ok: true, body: parsed.value } : parsed;
}

/** Fastify's parser of application/json bodies (as text, already within the route's bodyLimit): parseJsonText's refusal is a 400 with its message. */
export function jsonBodyParser(_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void): void {
  const read = parseJsonText(String(body));
  if (read.ok) done(null, read.value);
  else done(Object.assign(new Error(read.message), { statusCode: read.status, code: jsonRefusedCode }), undefined);
}
