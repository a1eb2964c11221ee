import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

/** Writes .gz and .br beside every text file worth compressing, so the server sends them without work per request. */
export function precompress(dir: string): { files: number; bytes: number; gzip: number; brotli: number } {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (compressible.test(name)) {
        const content = readFileSync(file);
        if (content.length < 512) continue;
        const gz = gzipSync(content, { level: 9 });
        const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
        writeFileSync(`${file}.gz`, gz);
        writeFileSync(`${file}.br`, br);
        totals.files += 1;
        totals.bytes += content.length;
        totals.gzip += gz.length;
        totals.brotli += br.length;
      }
    }
  };
  walk(dir);
  return totals;
}
