import type { Site } from '@/generated/site';
import { editorConfig } from './editor-config';
import type { EditorSchemas, Problem, Untranslated } from './editor-types';
import type { VersionSummary } from './live-api';
import { json, messageOf, post, request } from './request';
import { diff } from '@/shared/json-diff';

// The same three calls in both places: the dev server's /__editor (scripts/vite-plugins/editor-api-plugin.ts) or
// the live site's API named by the page (docs/editor-api.md).
/** The base of every editor call: the live site's API named by the page, or the dev server's /__editor. */
export const apiRoot = (): string => editorConfig()?.api ?? '/__editor';
const sitePath = () => `${apiRoot()}/site`;

export interface SiteSnapshot {
  /** the version the editor's changes are based on, sent back with a save */
  hash: string;
  site: Site;
  /** the live site: the published version the draft was started from (null before the first publish) */
  baseVersion?: number | null;
  /** the live site: the version visitors see (null before the first publish) */
  live?: VersionSummary | null;
}

/** A version of the site the server holds (or held): its content and its hash. */
export interface Version {
  site: Site;
  hash: string;
}

export type SaveResult =
  | { kind: 'saved'; hash: string }
  | { kind: 'conflict'; message: string; current: { hash: string } }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'failed'; message: string }
  | { kind: 'session-ended' };

export const fetchSite = (signal?: AbortSignal): Promise<SiteSnapshot> => request(sitePath(), { cache: 'no-store', signal }).then(json<SiteSnapshot>);

/**
 * The server's ETag for `known`: its hash; on the live site also the version it is based on and the live one
 * (src/server/engine/versions/site-versions.ts versionTag), which a publish or restore elsewhere changes.
 */
const tagOf = ({ hash, baseVersion, live }: SiteSnapshot) => (live === undefined ? hash : `${hash}.${baseVersion ?? 0}.${live?.id ?? 0}`);

/** The site when it is no longer `known`; null while it is (the server answers 304 without it). */
export async function fetchSiteIfChanged(known: SiteSnapshot, signal?: AbortSignal): Promise<SiteSnapshot | null> {
  const response = await request(sitePath(), { cache: 'no-store', headers: { 'If-None-Match': `"${tagOf(known)}"` }, signal });
  return response.status === 304 ? null : json<SiteSnapshot>(response);
}

export const fetchSchemas = (signal?: AbortSignal): Promise<EditorSchemas> => request(`${apiRoot()}/schema`, { signal }).then(json<EditorSchemas>);

/**
 * Writes the draft unless the site changed since `base` was loaded or the draft is invalid; nothing is written
 * then. The draft travels as its changes from `base`: a few lines instead of the whole site. `baseVersion`: the
 * live version the draft was re-applied onto (the live site only).
 */
export async function saveSite(base: Version, draft: Site, baseVersion?: number): Promise<SaveResult> {
  let response: Response;
  try {
    response = await post(sitePath(), { baseHash: base.hash, changes: diff(base.site, draft), ...(baseVersion !== undefined && { baseVersion }) });
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
  if (response.status === 200) return { kind: 'saved', hash: ((await response.json()) as { hash: string }).hash };
  if (response.status === 401) return { kind: 'session-ended' };
  if (response.status === 409) {
    const body = (await response.json()) as { message: string; current: { hash: string } };
    return { kind: 'conflict', message: body.message, current: body.current };
  }
  if (response.status === 422) return { kind: 'invalid', problems: ((await response.json()) as { problems: Problem[] }).problems };
  return { kind: 'failed', message: await messageOf(response) };
}

/** What validation says of a draft: its problems, and the texts not yet translated (neither stops a save). */
export interface DraftCheck {
  problems: Problem[];
  untranslated: Untranslated[];
}

// an older server (or a test's) may not list the untranslated texts
const checkOf = (body: { problems: Problem[]; untranslated?: Untranslated[] }): DraftCheck => ({ problems: body.problems, untranslated: body.untranslated ?? [] });

/** The problems validation finds in `site` (an empty list when it is valid), and its untranslated texts. */
export const validateSite = (site: Site, signal?: AbortSignal): Promise<DraftCheck> => post(`${apiRoot()}/validate`, { site }, signal).then(json<DraftCheck>).then(checkOf);

/**
 * The problems and untranslated texts of `draft`, sent as its changes from `base` (the version whose hash is `baseHash`): a few lines
 * instead of megabytes on a large site. `current` names the version the server holds in place of one (this editor's
 * save in flight or just answered, use-live-validation.ts): the changes go to that one, and when the server answers
 * that the version named is gone (409), to the one a save that got there first stored, else the whole draft.
 */
export async function validateDraft(base: Version, draft: Site, { signal, current }: { signal?: AbortSignal; current: (version: Version) => Promise<Version> }): Promise<DraftCheck> {
  const target = await current(base);
  const response = await post(`${apiRoot()}/validate`, { baseHash: target.hash, changes: diff(target.site, draft) }, signal);
  if (response.status !== 409) return checkOf(await json<DraftCheck>(response));
  const next = await current(target);
  return next === target ? validateSite(draft, signal) : validateDraft(next, draft, { signal, current });
}
