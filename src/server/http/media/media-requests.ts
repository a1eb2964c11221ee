// The media library's requests apart from what carries them: the live site's Fastify routes (media-api.ts) and the
// Vite middleware of `npm run edit` (scripts/vite-plugins/media-dev-plugin.ts) both answer with these, so an upload or
// a delete gets the same answer in the same words.
import { parseMediaSrc, type MediaItem } from '../../../shared/media.ts';
import { MediaRefusal } from '../../engine/media/media-refusal.ts';
import type { Answer } from '../../engine/versions/draft-work.ts';
import { formBodyMessage, isFormBody } from '../common/write-body.ts';

/**
 * Where the uploads are kept: the media store and the draft worker's "used on" on the live site (media-library.ts),
 * a folder and site.json in `npm run edit`.
 */
export interface Media {
  /** the largest upload, in bytes */
  maxBytes: number;
  /** cleans and stores an upload; refusals throw MediaRefusal */
  upload(bytes: Buffer, fileName: string, alt: string, by: string): Promise<{ item: MediaItem; stored: boolean }>;
  list(): Promise<MediaItem[]>;
  /** the pages that show each image */
  usage(): Promise<Map<string, string[]>>;
  /** false when there was no such image */
  remove(src: string): Promise<boolean>;
}

export const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The 413's body for an upload past `maxBytes`. */
export const fileTooLarge = (maxBytes: number) => ({
  message: `The file is larger than ${mb(maxBytes)}, the most an upload may be; nothing was stored. Save it smaller (a photo 2,000 to 4,000 pixels wide is plenty) and upload it again.`,
});

export type UploadAnswer = { status: 200 | 201; body: { item: MediaItem; stored: boolean } } | { status: number; body: { message: string } };

/** An upload as it arrived: its Content-Type, its bytes (already within maxBytes), and the `name` and `alt` of its query. */
export interface Upload {
  contentType: string | undefined;
  bytes: Buffer;
  name: string;
  alt: string;
}

/** What an upload reads of its query, read by readQuery (common/query.ts): a name's and an alt text's own limits (255, 200) are said below, in the upload's words. */
export const uploadQuery = { name: 1000, alt: 1000 };

/** POST …/media: the file itself as the body, cleaned and stored (201), or already stored (200), or why not. */
export async function uploadRequest({ contentType, bytes, name, alt }: Upload, media: Media, by: string): Promise<UploadAnswer> {
  if (isFormBody(contentType)) return { status: 415, body: { message: formBodyMessage } };
  if (alt.length > 200) return { status: 422, body: { message: 'The alternative text is longer than 200 characters: say what the image shows in a sentence.' } };
  try {
    const { item, stored } = await media.upload(bytes, name, alt, by);
    return { status: stored ? 201 : 200, body: { item, stored } };
  } catch (error) {
    if (error instanceof MediaRefusal) return { status: error.status, body: { message: error.message } };
    throw error;
  }
}

/** GET …/media: every image, with the pages that show it. */
export async function listRequest(media: Media): Promise<Answer> {
  const [items, usage] = await Promise.all([media.list(), media.usage()]);
  return { status: 200, body: { items: items.map((item) => ({ ...item, usedOn: usage.get(item.src) ?? [] })) } };
}

export type DeleteAnswer = { status: 200; body: { deleted: string } } | { status: 400 | 404 | 409; body: { message: string; usedOn?: string[] } };

/** POST …/media/delete with its JSON body: the image deleted while nothing shows it. */
export async function deleteRequest(body: Record<string, unknown>, media: Media): Promise<DeleteAnswer> {
  const { src } = body;
  if (typeof src !== 'string' || !parseMediaSrc(src)) return { status: 400, body: { message: '"src" must be the path of an uploaded image, /media/….' } };
  const usedOn = (await media.usage()).get(src) ?? [];
  if (usedOn.length > 0) {
    return {
      status: 409,
      body: {
        message: `${src} is used on ${usedOn.join(', ')} (in the draft or on the live site), so it was not deleted. Choose another image there first, save and publish, then delete it.`,
        usedOn,
      },
    };
  }
  if (!(await media.remove(src))) return { status: 404, body: { message: `There is no uploaded image ${src}.` } };
  return { status: 200, body: { deleted: src } };
}
