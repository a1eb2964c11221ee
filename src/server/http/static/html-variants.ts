import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileCache } from './file-cache.ts';
import { compressedCopies, type CompressedCopies } from './compressed-copies.ts';

// smallest first; the file itself for a client that accepts neither, or when a text too small has no copies
const variants = [
  { encoding: 'br', pattern: /\bbr\b/, extension: '.br' },
  { encoding: 'gzip', pattern: /\bgzip\b/, extension: '.gz' },
  { encoding: undefined, pattern: /^/, extension: '' },
] as const;

// one maker of compressed copies per file cache (per server)
const copiesOf = new WeakMap<FileCache, CompressedCopies>();

/** Whether If-None-Match names `etag` (or is *): the client's copy is current. */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

export interface ReleaseFile {
  file: string;
  /** hash of the file's bytes (the release manifest's), or undefined for a file answered without one */
  hash?: string;
  type: string;
  /** no-cache unless said: a page under test is `private, no-cache` (page-variant.ts) */
  cacheControl?: string;
}

/**
 * Sends a file of a release in the smallest copy the client accepts (.br and .gz beside it, made on the first
 * request that accepts them), with an ETag per copy; a request whose If-None-Match names it gets 304. Documents and data revalidate on
 * every use, so a publish is seen at once, and an unchanged page costs a 304.
 */
export async function sendReleaseFile(request: FastifyRequest, reply: FastifyReply, status: number, { file, hash, type, cacheControl = 'no-cache' }: ReleaseFile, cache: FileCache) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.code(status).header('cache-control', cacheControl).header('vary', 'Accept-Encoding').type(type);
  const key = hash ?? file;
  if (!copiesOf.has(cache)) copiesOf.set(cache, compressedCopies(cache));
  const copies = copiesOf.get(cache)!;
  for (const { encoding, pattern, extension } of variants) {
    if (!pattern.test(accepts)) continue;
    const etag = `"${key}${extension}"`;
    if (hash && status === 200 && isFresh(request, etag)) return reply.code(304).header('etag', etag).send();
    const body = (await cache.read(`${key}${extension}`, `${file}${extension}`)) ?? (encoding ? await copies.copyOf(key, file, encoding, extension) : null);
    if (!body) continue;
    if (hash) reply.header('etag', etag);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  }
  throw new Error(`${file} is missing from its release`);
}
