import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface HtmlVariants {
  raw: string;
  br?: Buffer;
  gzip?: Buffer;
}

const optional = (file: string) => readFile(file).catch(() => undefined);

/** A prerendered page with the .br and .gz copies the build wrote beside it. */
export async function loadHtml(file: string): Promise<HtmlVariants> {
  const [raw, br, gzip] = await Promise.all([readFile(file, 'utf8'), optional(`${file}.br`), optional(`${file}.gz`)]);
  return { raw, br, gzip };
}

/** Sends the smallest copy the client accepts; HTML revalidates on every visit. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, page: HtmlVariants) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.code(status).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (page.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}
