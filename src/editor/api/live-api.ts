import type { Site } from '@/generated/site';
import { editorConfig } from './editor-config';
import type { Problem } from './editor-types';
import type { AuditEntry, Schedule, VersionSummary } from '@/shared/live-editor';
import type { Redirect, RedirectChanges } from '@/shared/redirects';
import { json, messageOf, post, request } from './request';

// The calls only the live site has (docs/editor-api.md, "The editor on the live site"): publish, versions,
// restore, the audit log, schedules, sign out.

export type { AuditEntry, Redirect, RedirectChanges, Schedule, VersionSummary };

export type PublishResult =
  /** `redirects`: those the publish made of the draft's path changes, and those a page took the path of */
  | { kind: 'published'; version: VersionSummary; redirects: RedirectChanges }
  /** the stored draft is no longer the one published: another editor saved */
  | { kind: 'draft-changed'; message: string }
  /** the live site moved on since the draft's base version (a restore, `npm run publish`) */
  | { kind: 'live-changed'; message: string; live: VersionSummary }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'failed'; message: string }
  | { kind: 'session-ended' };

function api(path: string): string {
  const config = editorConfig();
  if (!config) throw new Error('the dev server has no publishing');
  return `${config.api}${path}`;
}

/**
 * A publish's problem: the publish worker sends each as the line `npm run validate` prints
 * (`site.json:12:5  /pointer  message`), a save as an object; either becomes the object the editor shows.
 */
export function problemOf(problem: Problem | string): Problem {
  if (typeof problem !== 'string') return problem;
  const parts = /^.*?:(\d+):(\d+) {2}(\S*) {2}([\s\S]*)$/.exec(problem);
  if (!parts) return { pointer: '', line: 0, column: 0, message: problem, text: problem };
  const [, line, column, pointer, message] = parts;
  return { pointer: pointer === '/' ? '' : pointer!, line: Number(line), column: Number(column), message: message!, text: problem };
}

/** Makes the stored draft whose hash is `hash` live. */
export async function publishDraft(hash: string): Promise<PublishResult> {
  let response: Response;
  try {
    response = await post(api('/publish'), { hash });
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
  if (response.status === 200) {
    const { version, redirects } = (await response.json()) as { version: VersionSummary; redirects?: RedirectChanges };
    return { kind: 'published', version, redirects: redirects ?? { added: [], removed: [] } };
  }
  if (response.status === 401) return { kind: 'session-ended' };
  if (response.status === 409) {
    const body = (await response.json()) as { reason?: string; message: string; live?: VersionSummary | null };
    if (body.reason === 'live-changed' && body.live) return { kind: 'live-changed', message: body.message, live: body.live };
    return { kind: 'draft-changed', message: body.message };
  }
  if (response.status === 422) return { kind: 'invalid', problems: ((await response.json()) as { problems?: (Problem | string)[] }).problems?.map(problemOf) ?? [] };
  return { kind: 'failed', message: await messageOf(response) };
}

/** What publishing the saved draft (whose hash is `hash`) would do to the redirects, before Publish. */
export const fetchPublishRedirects = async (): Promise<RedirectChanges & { hash: string }> =>
  request(api('/publish/redirects'), { cache: 'no-store' }).then(json<RedirectChanges & { hash: string }>);

/** The live version's id and the latest versions, newest first. */
export const fetchVersions = async (): Promise<{ live: number | null; versions: VersionSummary[] }> =>
  request(api('/versions'), { cache: 'no-store' }).then(json<{ live: number | null; versions: VersionSummary[] }>);

/** One version with its content. */
export const fetchVersion = async (id: number): Promise<VersionSummary & { site: Site }> => request(api(`/versions/${id}`), { cache: 'no-store' }).then(json<VersionSummary & { site: Site }>);

/** Publishes the content of version `id` again, as a new version (admins only). */
export const restoreVersion = (id: number): Promise<VersionSummary> =>
  post(api(`/versions/${id}/restore`), {})
    .then(json<{ version: VersionSummary }>)
    .then((body) => body.version);

/** The audit log, newest first (admins only). */
export const fetchAudit = async (): Promise<AuditEntry[]> =>
  request(api('/audit'), { cache: 'no-store' })
    .then(json<{ entries: AuditEntry[] }>)
    .then((body) => body.entries);

export type ScheduleResult =
  | { kind: 'scheduled'; schedule: Schedule }
  /** the time is refused (past, skipped by summer time, not a time): the message is for the field */
  | { kind: 'refused'; message: string }
  /** the draft would not publish now */
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'failed'; message: string }
  | { kind: 'session-ended' };

/** The pending schedules by time, then the finished ones newest first. */
export const fetchSchedules = async (): Promise<{ timeZone: string; schedules: Schedule[] }> =>
  request(api('/schedules'), { cache: 'no-store' }).then(json<{ timeZone: string; schedules: Schedule[] }>);

/** The saved draft as it is now (or version `version` again) to go live at `at`, YYYY-MM-DDTHH:MM in the site's zone. */
export async function scheduleDraft(at: string, version?: number): Promise<ScheduleResult> {
  let response: Response;
  try {
    response = await post(api('/schedules'), version === undefined ? { at } : { at, version });
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
  if (response.status === 201) return { kind: 'scheduled', schedule: ((await response.json()) as { schedule: Schedule }).schedule };
  if (response.status === 401) return { kind: 'session-ended' };
  if (response.status === 400) return { kind: 'refused', message: await messageOf(response) };
  if (response.status === 422) return { kind: 'invalid', problems: ((await response.json()) as { problems?: (Problem | string)[] }).problems?.map(problemOf) ?? [] };
  return { kind: 'failed', message: await messageOf(response) };
}

/** Cancels a pending schedule; an error with the server's words when it already ran or was cancelled. */
export const cancelSchedule = (id: number): Promise<void> =>
  post(api(`/schedules/${id}/cancel`), {})
    .then(json<{ cancelled: number }>)
    .then(() => undefined);

/** Ends this session on every instance; an ended one counts as signed out. */
export async function signOut(): Promise<void> {
  const response = await post(api('/sign-out'), {});
  if (!response.ok && response.status !== 401) throw new Error(await messageOf(response));
}
