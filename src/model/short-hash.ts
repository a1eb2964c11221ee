import { createHash } from 'node:crypto';

/** A release's name for some content: the sha256 of its parts (each ended by a NUL), 22 base64url characters. */
export function shortHash(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 22);
}
