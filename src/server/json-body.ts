import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { maxJsonDepth, tooDeepAt, tooDeepMessage } from '../shared/json-depth.ts';

export type BodyResult = { ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415; message: string };
export type JsonText = { ok: true; value: unknown } | { ok: false; status: 400; message: string };

/** The code of the error a Fastify body parser fails with when parseJsonText refuses the text: its message is for the client. */
export const jsonRefusedCode = 'JSON_BODY_REFUSED';

// a key "__proto__" or "constructor", also written with \u escapes: JSON.parse makes it an own property, which a
// later merge or spread could turn into a prototype (Fastify's own parser refuses both, and so does this one)
const protoKey = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
const constructorKey = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;

class PoisonedKey extends Error {}

/** Refuses a "__proto__" key, and a "constructor" key whose value has a "prototype" (the reviver runs only when the text has such a key). */
function refusePoison(key: string, value: unknown): unknown {
  const poisoned = key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype'));
  if (poisoned) throw new PoisonedKey(`The JSON has a "${key}" key, which could change the prototype of every object; send the data without it.`);
  return value;
}

/**
 * JSON text as a value, or why it is refused (400): nested deeper than `depthLimit` (checked without parsing or
 * recursion, so a 10,000-deep body never reaches a recursive walk), not JSON, or with a "__proto__" key. Every JSON
 * body the servers accept goes through it: Fastify's JSON parser, the dev server's editor API, a worker given the text.
 */
export function parseJsonText(text: string, depthLimit = maxJsonDepth): JsonText {
  if (tooDeepAt(text, depthLimit) !== -1) return { ok: false, status: 400, message: tooDeepMessage(depthLimit) };
  try {
    const poisonable = protoKey.test(text) || constructorKey.test(text);
    return { ok: true, value: (poisonable ? JSON.parse(text, refusePoison) : JSON.parse(text)) as unknown };
  } catch (error) {
    if (error instanceof PoisonedKey) return { ok: false, status: 400, message: error.message };
    return { ok: false, status: 400, message: `The request body is not valid JSON: ${(error as Error).message}` };
  }
}

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
