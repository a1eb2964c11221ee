import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

export interface Totals {
  files: number;
  bytes: number;
  gzip: number;
  brotli: number;
}

// Brotli 11 takes about three times as long as 10 for 2% fewer bytes: worth it for the few hashed assets,
// cached for a year, not for a thousand pages, which would then take minutes to build.
const quality = (file: string) => (file.endsWith('.html') ? 10 : 11);

/**
 * Writes .gz and .br beside a text file worth compressing, so the server sends them without work per
 * request. zlib runs in Node's thread pool: files compress in parallel, and while the caller renders.
 */
export async function precompressFile(file: string): Promise<Totals> {
  const content = await readFile(file);
  if (!compressible.test(file) || content.length < 512) return { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality(file), [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
  const [zipped, brotlied] = await Promise.all([gz(content, { level: 9 }), brotli(content, { params })]);
  await Promise.all([writeFile(`${file}.gz`, zipped), writeFile(`${file}.br`, brotlied)]);
  return { files: 1, bytes: content.length, gzip: zipped.length, brotli: brotlied.length };
}

/** Runs at most `limit` of the queued jobs at a time: a thousand pages must not open a thousand files at once. */
export function pool(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Precompresses every file under `dir` but those `skip` names. */
export async function precompressTree(dir: string, skip: (file: string) => boolean = () => false): Promise<Totals> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const run = pool(8);
  return sum(await Promise.all(files.filter((file) => !skip(file)).map((file) => run(() => precompressFile(file)))));
}

export function sum(all: Totals[]): Totals {
  return all.reduce((total, one) => ({
    files: total.files + one.files,
    bytes: total.bytes + one.bytes,
    gzip: total.gzip + one.gzip,
    brotli: total.brotli + one.brotli,
  }), { files: 0, bytes: 0, gzip: 0, brotli: 0 });
}
