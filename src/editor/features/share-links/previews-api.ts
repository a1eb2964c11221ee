import type { NewPreviewAnswer, PreviewLink } from '@/shared/preview-links';
import { editorConfig } from '../../api/editor-config';
import { json, messageOf, post, request } from '../../api/request';

// Preview links under the live site's editor API (docs/editor-api.md, "Preview links"), as live-api.ts calls the rest.

export type { PreviewLink };

function api(path: string): string {
  const config = editorConfig();
  if (!config) throw new Error('the dev server has no preview links');
  return `${config.api}/previews${path}`;
}

/** The active links newest first, then the latest expired or revoked ones. */
export const fetchPreviewLinks = async (): Promise<PreviewLink[]> =>
  request(api(''), { cache: 'no-store' })
    .then(json<{ links: PreviewLink[] }>)
    .then((body) => body.links);

export type MakeResult =
  | { kind: 'made'; link: PreviewLink; url: string }
  /** 400: the days (or another field) refused, in the server's words */
  | { kind: 'refused'; message: string }
  /** 404: no such version */
  | { kind: 'no-version'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'session-ended' };

/** A link to version `version`, or (none) to the saved draft as it is now, for `days` days; `url` made absolute. */
export async function makePreviewLink(days: number, version?: number): Promise<MakeResult> {
  let response: Response;
  try {
    response = await post(api(''), version === undefined ? { days } : { days, version });
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
  if (response.status === 201) {
    const { link, url } = (await response.json()) as NewPreviewAnswer;
    return { kind: 'made', link, url: new URL(url, location.origin).href };
  }
  if (response.status === 401) return { kind: 'session-ended' };
  if (response.status === 400) return { kind: 'refused', message: await messageOf(response) };
  if (response.status === 404) return { kind: 'no-version', message: await messageOf(response) };
  return { kind: 'failed', message: await messageOf(response) };
}

/** Ends a link at once; an error with the server's words when it had already expired or been revoked (409). */
export const revokePreviewLink = (id: number): Promise<PreviewLink> =>
  post(api(`/${id}/revoke`), {})
    .then(json<{ link: PreviewLink }>)
    .then((body) => body.link);
