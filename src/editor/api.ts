import type { Site } from '@/generated/site';
import type { EditorSchemas, Problem } from './editor-types';
import { diff } from '@/shared/json-diff';

// The dev server's editor API (scripts/lib/editor/editor-api-plugin.ts and scripts/lib/editor-dev-plugin.ts).
const sitePath = '/__editor/site';
const validatePath = '/__editor/validate';
const schemaPath = '/__editor/schema';

export interface SiteSnapshot {
  /** the version the editor's changes are based on, sent back with a save */
  hash: string;
  site: Site;
}

export type SaveResult =
  | { kind: 'saved'; hash: string }
  | { kind: 'conflict'; message: string; current: { hash: string } }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'failed'; message: string };

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `${response.status} ${response.statusText}`;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(await messageOf(response));
  return (await response.json()) as T;
}

const post = (path: string, body: unknown, signal?: AbortSignal) =>
  fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });

export const fetchSite = (signal?: AbortSignal): Promise<SiteSnapshot> => fetch(sitePath, { cache: 'no-store', signal }).then(json<SiteSnapshot>);

/** site.json when its hash is no longer `hash`; null while it is (the server answers 304 without the file). */
export async function fetchSiteIfChanged(hash: string, signal?: AbortSignal): Promise<SiteSnapshot | null> {
  const response = await fetch(sitePath, { cache: 'no-store', headers: { 'If-None-Match': `"${hash}"` }, signal });
  return response.status === 304 ? null : json<SiteSnapshot>(response);
}

export const fetchSchemas = (signal?: AbortSignal): Promise<EditorSchemas> => fetch(schemaPath, { signal }).then(json<EditorSchemas>);

/**
 * Writes the draft unless site.json changed since `base` was loaded or the draft is invalid; nothing is written
 * then. The draft travels as its changes from `base`: a few lines instead of the whole site.
 */
export async function saveSite(base: { site: Site; hash: string }, draft: Site): Promise<SaveResult> {
  let response: Response;
  try {
    response = await post(sitePath, { baseHash: base.hash, changes: diff(base.site, draft) });
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
  if (response.status === 200) return { kind: 'saved', hash: ((await response.json()) as { hash: string }).hash };
  if (response.status === 409) {
    const body = (await response.json()) as { message: string; current: { hash: string } };
    return { kind: 'conflict', message: body.message, current: body.current };
  }
  if (response.status === 422) return { kind: 'invalid', problems: ((await response.json()) as { problems: Problem[] }).problems };
  return { kind: 'failed', message: await messageOf(response) };
}

/** The problems validation finds in `site` (an empty list when it is valid). */
export const validateSite = (site: Site, signal?: AbortSignal): Promise<Problem[]> =>
  post(validatePath, { site }, signal)
    .then(json<{ problems: Problem[] }>)
    .then((body) => body.problems);

/**
 * The problems of `draft`, sent as its changes from `base` (the site.json whose hash is `baseHash`): a few lines
 * instead of megabytes on a large site. When that version is no longer on disk, the whole draft goes instead.
 */
export async function validateDraft(base: { site: Site; hash: string }, draft: Site, signal?: AbortSignal): Promise<Problem[]> {
  const response = await post(validatePath, { baseHash: base.hash, changes: diff(base.site, draft) }, signal);
  if (response.status === 409) return validateSite(draft, signal);
  return (await json<{ problems: Problem[] }>(response)).problems;
}
