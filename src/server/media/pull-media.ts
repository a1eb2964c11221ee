import { existsSync, mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findMediaSrcs, mediaBase } from '../../shared/media.ts';
import type { MediaStore } from './media-store.ts';

/**
 * `content pull`: the uploaded originals a version shows, written into the repository's public/media (each once:
 * its name is its content), so that `npm run publish` from a checkout renders the same site. `missing`: images the
 * store no longer has (deleted since), which the publish will then name.
 */
export async function pullMedia(text: string, store: MediaStore, dir: string): Promise<{ written: string[]; missing: string[] }> {
  const written: string[] = [];
  const missing: string[] = [];
  for (const src of findMediaSrcs(text)) {
    const file = path.join(dir, src.slice(mediaBase.length));
    if (existsSync(file)) continue;
    const bytes = await store.read(src);
    if (!bytes) {
      missing.push(src);
      continue;
    }
    mkdirSync(dir, { recursive: true });
    await writeFile(`${file}.tmp`, bytes);
    await rename(`${file}.tmp`, file);
    written.push(src);
  }
  return { written, missing };
}
