import sharp from 'sharp';
import { pool } from '../publish/compress.ts';

/**
 * At most two images decoded or encoded at once, uploads and variants alike: a 12-megapixel photo holds about
 * 150 MB while it is worked on, so twenty uploads at once must wait in line rather than take 3 GB.
 */
export const imageWork = pool(2);

// libvips keeps recent operations and their decoded inputs for reuse; every image here is new, so it would only hold memory
sharp.cache(false);
