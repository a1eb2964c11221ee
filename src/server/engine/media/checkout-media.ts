import { constants, copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { mediaBase, parseMediaSrc } from '../../../shared/media.ts';

/**
 * The uploads `content pull` wrote into the checkout's public/media that this instance's media folder lacks, copied
 * there when the text shows them: the publish's check and the server look for uploads in that folder (and in the
 * code build's copy of public/, which is only as new as the last build). Each file is named by its content's hash,
 * so a copy never replaces another image. Returns the public paths copied.
 */
export function bringCheckoutMedia(text: string | Uint8Array, checkoutMediaDir: string, mediaDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(checkoutMediaDir);
  } catch {
    return [];
  }
  const bytes = typeof text === 'string' ? undefined : Buffer.from(text.buffer, text.byteOffset, text.byteLength);
  const copied: string[] = [];
  for (const name of names) {
    const src = `${mediaBase}${name}`;
    if (!parseMediaSrc(src) || existsSync(path.join(mediaDir, name))) continue;
    if (!(bytes ? bytes.includes(src) : (text as string).includes(src))) continue;
    mkdirSync(mediaDir, { recursive: true });
    try {
      copyFileSync(path.join(checkoutMediaDir, name), path.join(mediaDir, name), constants.COPYFILE_EXCL);
    } catch (error) {
      // another publish copied it meanwhile: the same bytes, by its name
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    copied.push(src);
  }
  return copied;
}
