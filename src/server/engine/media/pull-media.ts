import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { findMediaSrcs, mediaFileName } from '../../../shared/media.ts';
import type { MediaStore } from '../../db/media-store.ts';
import { createFileAtomically } from '../../lib/atomic-write.ts';

/**
 * `content pull`: the uploaded originals a version shows, written into the repository's public/media (each once:
 * its name is its content), so that `npm run publish` from a checkout renders the same site. `missing`: images the
 * store no longer has (deleted since), which the publish will then name.
 */
export async function pullMedia(text: string, store: MediaStore, dir: string): Promise<{ written: string[]; missing: string[] }> {
  const written: string[] = [];
  const missing: string[] = [];
  for (const src of findMediaSrcs(text)) {
    const file = path.join(dir, mediaFileName(src));
    if (existsSync(file)) continue;
    const bytes = await store.read(src);
    if (!bytes) {
      missing.push(src);
      continue;
    }
    mkdirSync(dir, { recursive: true });
    if (await createFileAtomically(file, bytes)) written.push(src);
  }
  return { written, missing };
}
