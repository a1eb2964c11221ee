import type { NotFoundPath, RedirectHits } from '@/shared/visits';
import { editorConfig } from '../../api/editor-config';
import { json, post, request } from '../../api/request';

// What the live site counted of visitors' requests (docs/editor-api.md, "Redirects: hits and paths not found").

export type { NotFoundPath, RedirectHits };

function api(path: string): string {
  const config = editorConfig();
  if (!config) throw new Error('the dev server counts no visits');
  return `${config.api}${path}`;
}

/** Every redirected path asked for (each language's apart), busiest first. */
export const fetchRedirectHits = (): Promise<RedirectHits[]> =>
  request(api('/redirects/hits'), { cache: 'no-store' })
    .then(json<{ hits: RedirectHits[] }>)
    .then((body) => body.hits);

/** The paths not found holding `words` (none: all), busiest first: the hidden ones, or the others. */
export function fetchNotFound(words: string, hidden: boolean): Promise<NotFoundPath[]> {
  const query = new URLSearchParams({ hidden: String(hidden) });
  if (words.trim()) query.set('words', words.trim());
  return request(api(`/not-found?${query}`), { cache: 'no-store' })
    .then(json<{ paths: NotFoundPath[] }>)
    .then((body) => body.paths);
}

/** Hides a path not found (a bot's probe) from the list, or shows it again. */
export const hideNotFound = (path: string, hidden: boolean): Promise<unknown> => post(api('/not-found/hide'), { path, hidden }).then(json);
