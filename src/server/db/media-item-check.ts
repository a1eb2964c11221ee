import { createHash } from 'node:crypto';
import { parseMediaSrc } from '../../shared/media.ts';
import type { MediaItem } from './media-store.ts';

/**
 * Throws unless `item` describes `bytes`: its path names their hash and size, its type their format. A store
 * keeps one image per path, so a wrong pair would serve other bytes under that path for good.
 */
export function checkItem(item: MediaItem, bytes: Buffer): void {
  const name = parseMediaSrc(item.src);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const type = name?.ext === 'png' ? 'image/png' : 'image/jpeg';
  if (!name || name.hash !== sha256.slice(0, 16) || item.sha256 !== sha256 || item.bytes !== bytes.length || item.type !== type || item.width !== name.width || item.height !== name.height)
    throw new Error(`The media item ${JSON.stringify(item.src)} does not describe the bytes given with it.`);
}
