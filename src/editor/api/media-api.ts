import { apiRoot } from './api';
import type { MediaItem } from '@/shared/media';
import { json, messageOf, post, request } from './request';

// The media library's calls, in both places (docs/editor-api.md, "Media"): the dev server's /__editor/media or the
// live site's, under the base api.ts chooses.

export type { MediaItem };

/** An image of the library with the pages of the draft or the live version that show it ('/' first). */
export type LibraryItem = MediaItem & { usedOn: string[] };

export type UploadResult =
  /** `stored` false: the same bytes were there already, and this is that image */
  | { kind: 'uploaded'; item: MediaItem; stored: boolean }
  /** refused (too large, not an image, corrupt) or not sent: the server's message, or what stopped the request */
  | { kind: 'failed'; message: string }
  | { kind: 'session-ended' };

export type DeleteResult =
  | { kind: 'deleted' }
  /** the draft or the live version shows it */
  | { kind: 'in-use'; message: string; usedOn: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'session-ended' };

const mediaPath = () => `${apiRoot()}/media`;

/** The file's bytes as the body, its name and alt text in the query: no multipart parser on the server. */
export async function uploadImage(file: File, alt: string, signal?: AbortSignal): Promise<UploadResult> {
  const query = `name=${encodeURIComponent(file.name)}&alt=${encodeURIComponent(alt)}`;
  let response: Response;
  try {
    // the server tells the type from the bytes; a type the browser does not know goes as plain bytes
    response = await request(`${mediaPath()}?${query}`, { method: 'POST', headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file, signal });
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
  if (response.status === 200 || response.status === 201) {
    const body = (await response.json()) as { item: MediaItem; stored: boolean };
    return { kind: 'uploaded', item: body.item, stored: body.stored };
  }
  if (response.status === 401) return { kind: 'session-ended' };
  return { kind: 'failed', message: await messageOf(response) };
}

/** Every image of the library, newest first. */
export const fetchMedia = (signal?: AbortSignal): Promise<LibraryItem[]> =>
  request(mediaPath(), { cache: 'no-store', signal })
    .then(json<{ items: LibraryItem[] }>)
    .then((body) => body.items);

/** Deletes an image that neither the draft nor the live version shows. */
export async function deleteImage(src: string): Promise<DeleteResult> {
  let response: Response;
  try {
    response = await post(`${mediaPath()}/delete`, { src });
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
  if (response.status === 200) return { kind: 'deleted' };
  if (response.status === 401) return { kind: 'session-ended' };
  if (response.status === 409) {
    const body = (await response.json()) as { message: string; usedOn?: string[] };
    return { kind: 'in-use', message: body.message, usedOn: body.usedOn ?? [] };
  }
  return { kind: 'failed', message: await messageOf(response) };
}
