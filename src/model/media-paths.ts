import { readdirSync } from 'node:fs';
import path from 'node:path';
import { mediaBase, parseMediaSrc } from '../shared/media.ts';

/** Where this instance keeps the uploaded originals, each under its public name: the validators look there. */
export const mediaDirOf = (dataDir: string): string => path.join(dataDir, 'media');
/** Where this instance keeps the variants it made (made again from the originals when lost). */
export const variantDirOf = (dataDir: string): string => path.join(dataDir, 'media-variants');

/** The public paths of the originals in a media directory (none when it does not exist yet). */
export function mediaFilesIn(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => `${mediaBase}${name}`)
    .filter((src) => parseMediaSrc(src) !== undefined)
    .sort();
}
