import { maxJsonDepth, tooDeepAt, tooDeepMessage } from '../shared/json-depth.ts';

export type JsonText = { ok: true; value: unknown } | { ok: false; status: 400; message: string };

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
