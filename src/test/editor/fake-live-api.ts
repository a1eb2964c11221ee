import { afterEach, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { editorSchemas } from '../../model/editor-schema';
import type { Role } from '../../editor/api/editor-config';
import type { AuditEntry, Schedule, VersionSummary } from '../../editor/api/live-api';
import { utcOfLocal } from '@/shared/local-time';
import { applyChanges, type Change } from '@/shared/json-diff';
import { fakeMedia } from './fake-media';
import { withPathRedirects } from '../../model/redirects';

type Answer = { status: number; body?: unknown };
interface Stored {
  summary: VersionSummary;
  site: Site;
}

const api = '/edit/api';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 13, minute)).toISOString();

/** The page's settings as the live site writes them; gone with the returned function. */
export function installEditorConfig(role: Role = 'editor', email = 'ann@example.com', timeZone = 'UTC'): () => void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'editor-config';
  element.textContent = JSON.stringify({ api, account: { email, role }, draftPreview: '/edit/draft', leads: '/edit/leads', timeZone, languages: ['en', 'hi'] });
  document.head.append(element);
  return () => element.remove();
}

// The paths of the pages whose content differs between two versions: what the server's History names.
const changedPages = (before: Site | null, after: Site) =>
  after.pages.filter((page) => JSON.stringify(before?.pages.find((old) => old.path === page.path)) !== JSON.stringify(page)).map((page) => page.path);

/**
 * The live site's editor API (docs/editor-api.md) for jsdom tests, on fetch: one shared draft, versions (the first
 * is `site`, live), publish (making the redirects of the draft's path changes), restore, the audit log, schedules (in `timeZone`, which never run) and sign-out; every
 * request recorded. `signedIn = false` answers 401 to everything; `nextSave`, `nextPublish` and `nextSchedule`
 * override the next answer.
 */
/** More routes of the API, answered before the fake's own (`path` is after /edit/api); undefined passes the request on. */
export type FakeRoute = (method: string, path: string, body: Record<string, unknown> | null) => Response | undefined;

export function fakeLiveApi(site: Site, { author = 'ann@example.com', timeZone = 'UTC', routes = [] as FakeRoute[] } = {}) {
  const first: VersionSummary = { id: 1, hash: 'hash-1', author: 'npm run publish (dev@build)', createdAt: at(0), source: 'publish', pages: changedPages(null, site), restoredFrom: null };
  const state = {
    draft: { site, hash: 'hash-1', baseVersion: 1 as number | null },
    versions: new Map<number, Stored>([[1, { summary: first, site }]]),
    live: 1,
    signedIn: true,
    nextSave: null as Answer | null,
    nextPublish: null as Answer | null,
    nextSchedule: null as Answer | null,
    /** pending by time, then finished newest first: as the server lists them */
    schedules: [] as Schedule[],
    requests: [] as { method: string; path: string; body: unknown }[],
    audit: [] as AuditEntry[],
    schemas: editorSchemas(),
    /** /edit/api/media: the library */
    media: fakeMedia(),
  };
  let minute = 0;
  // a version's hash names its content, as the server's sha256 does: the same content, the same hash
  const hashes = new Map([[JSON.stringify(site), 'hash-1']]);
  const hashOf = (content: Site) => {
    const key = JSON.stringify(content);
    if (!hashes.has(key)) hashes.set(key, `hash-${hashes.size + 1}`);
    return hashes.get(key)!;
  };
  const sites = new Map([[state.draft.hash, site]]);
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const live = () => state.versions.get(state.live)!.summary;

  const addVersion = (content: Site, fields: Pick<VersionSummary, 'author' | 'source' | 'restoredFrom'>) => {
    const id = Math.max(...state.versions.keys()) + 1;
    const summary: VersionSummary = { id, hash: hashOf(content), createdAt: at(++minute), pages: changedPages(state.versions.get(state.live)!.site, content), ...fields };
    state.versions.set(id, { summary, site: content });
    state.live = id;
    state.audit.unshift({
      id: state.audit.length + 1,
      at: summary.createdAt,
      actor: fields.author,
      action: fields.source === 'restore' ? 'restore' : 'publish',
      ip: '203.0.113.5',
      detail: `version ${id}`,
    });
    return summary;
  };

  const storeDraft = (next: Site, baseVersion = state.draft.baseVersion) => {
    state.draft = { site: next, hash: hashOf(next), baseVersion };
    sites.set(state.draft.hash, next);
  };
  // another editor's save is newer than the two-second check's last look: the check still finds nothing new
  let unseenSave = false;
  /**
   * the stored draft, as another editor's save would leave it. `unseen`: saved after the editor's two-second check
   * last looked, so that the check finds nothing new until the editor asks in full (a refused Publish reloads):
   * what happens whenever the editor acts within the two seconds, made certain however slow the test runs.
   */
  const saveDraft = (next: Site, { unseen = false } = {}) => {
    unseenSave = unseen;
    storeDraft(next);
  };

  function route(method: string, path: string, init: RequestInit): Response | Promise<Response> {
    const media = state.media.route(method, path, init);
    if (media) return media;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    for (const extra of routes) {
      const answer = extra(method, path, body);
      if (answer) return answer;
    }
    if (path === '/schema') return json(state.schemas);
    if (path === '/validate') return json({ problems: [] });
    if (path === '/site' && method === 'GET') {
      const known = new Headers(init.headers).get('If-None-Match');
      if (known === `"${state.draft.hash}"` || (known !== null && unseenSave)) return new Response(null, { status: 304 });
      if (known === null) unseenSave = false;
      return json({ hash: state.draft.hash, site: state.draft.site, baseVersion: state.draft.baseVersion, live: live() });
    }
    if (path === '/site' && method === 'POST') {
      const { baseHash, changes, baseVersion } = body as { baseHash: string; changes: Change[]; baseVersion?: number };
      const answer = state.nextSave;
      state.nextSave = null;
      if (answer) return json(answer.body ?? {}, answer.status);
      if (baseHash !== state.draft.hash) return json({ conflict: true, message: 'Another editor saved the draft.', current: { hash: state.draft.hash } }, 409);
      storeDraft(applyChanges(sites.get(baseHash)!, changes), baseVersion ?? state.draft.baseVersion);
      return json({ hash: state.draft.hash, warnings: [] });
    }
    if (path === '/publish' && method === 'POST') {
      const answer = state.nextPublish;
      state.nextPublish = null;
      if (answer) return json(answer.body ?? {}, answer.status);
      if ((body as { hash: string }).hash !== state.draft.hash) return json({ reason: 'draft-changed', message: 'The draft changed since you loaded it: another editor saved it.' }, 409);
      if (state.draft.baseVersion !== state.live) return json({ reason: 'live-changed', message: 'The live version changed.', live: live() }, 409);
      // the redirects of the draft's path changes, written into the version, which the draft becomes (as the server's)
      const { redirects, added, removed } = withPathRedirects(state.draft.site, state.versions.get(state.live)!.site, { by: author, at: at(minute + 1) });
      const changed = added.length > 0 || removed.length > 0;
      const content = changed ? { ...state.draft.site, redirects } : state.draft.site;
      const version = addVersion(content, { author, source: 'editor', restoredFrom: null });
      storeDraft(content, version.id);
      return json({ version, redirects: { added, removed } });
    }
    if (path === '/publish/redirects' && method === 'GET') {
      const { added, removed } = withPathRedirects(state.draft.site, state.versions.get(state.live)!.site);
      return json({ hash: state.draft.hash, added, removed });
    }
    if (path === '/versions' && method === 'GET') return json({ live: state.live, versions: [...state.versions.values()].map((stored) => stored.summary).reverse() });
    const one = /^\/versions\/(\d+)(\/restore)?$/.exec(path);
    const stored = one ? state.versions.get(Number(one[1])) : undefined;
    if (one && !stored) return json({ message: 'no such version' }, 404);
    if (stored && !one![2] && method === 'GET') return json({ ...stored.summary, site: stored.site });
    if (stored && method === 'POST') return json({ version: addVersion(stored.site, { author, source: 'restore', restoredFrom: stored.summary.id }) });
    if (path === '/audit') return json({ entries: state.audit });
    if (path.startsWith('/schedules')) return scheduleRoute(method, path, body);
    if (path === '/sign-out' && method === 'POST') {
      state.signedIn = false;
      return new Response(null, { status: 204 });
    }
    return json({ message: 'not found' }, 404);
  }

  /** a schedule as the server stores it, pending unless `fields` says otherwise */
  const addSchedule = (fields: Partial<Schedule> & Pick<Schedule, 'dueAt'>): Schedule => {
    const schedule: Schedule = {
      id: Math.max(0, ...state.schedules.map((one) => one.id)) + 1,
      hash: state.draft.hash,
      restoreOf: null,
      baseVersion: state.live,
      createdBy: author,
      createdAt: at(++minute),
      role: 'editor',
      state: 'pending',
      finishedAt: null,
      finishedBy: null,
      versionId: null,
      message: null,
      ...fields,
    };
    state.schedules.push(schedule);
    const pending = state.schedules.filter((one) => one.state === 'pending').sort((a, b) => a.dueAt.localeCompare(b.dueAt));
    const finished = state.schedules.filter((one) => one.state !== 'pending').sort((a, b) => (b.finishedAt ?? '').localeCompare(a.finishedAt ?? ''));
    state.schedules = [...pending, ...finished];
    return schedule;
  };

  function scheduleRoute(method: string, path: string, body: Record<string, unknown> | null): Response {
    if (path === '/schedules' && method === 'GET') return json({ timeZone, schedules: state.schedules });
    if (path === '/schedules' && method === 'POST') {
      const answer = state.nextSchedule;
      state.nextSchedule = null;
      if (answer) return json(answer.body ?? {}, answer.status);
      const local = String(body?.at);
      const time = utcOfLocal(local, timeZone);
      if (!time.ok) return json({ message: `"${local}" is not a date and time: write it 2026-12-01T09:00, in ${timeZone}.` }, 400);
      if (time.utc.getTime() < Date.now() + 60_000) return json({ message: `${local.replace('T', ' ')} in ${timeZone} is past, or less than a minute away: choose a later time, or publish now.` }, 400);
      const restoreOf = typeof body?.version === 'number' ? body.version : null;
      return json({ schedule: addSchedule({ dueAt: time.utc.toISOString(), restoreOf }) }, 201);
    }
    const cancel = /^\/schedules\/(\d+)\/cancel$/.exec(path);
    const schedule = cancel && method === 'POST' ? state.schedules.find((one) => one.id === Number(cancel[1])) : undefined;
    if (!schedule) return json({ message: 'There is no such schedule.' }, 404);
    if (schedule.state !== 'pending') return json({ message: 'This schedule has already run, failed or been cancelled: there is nothing left to cancel.' }, 409);
    state.schedules = state.schedules.filter((one) => one !== schedule);
    addSchedule({ ...schedule, state: 'cancelled', finishedAt: at(++minute), finishedBy: author });
    return json({ cancelled: schedule.id });
  }

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (!input.startsWith(`${api}/`)) return json({ message: `not the live site's API: ${input}` }, 404);
      const path = input.slice(api.length);
      // an upload's body is the file: recorded by its name
      const body = init.body instanceof Blob ? { file: (init.body as File).name } : init.body ? JSON.parse(String(init.body)) : null;
      state.requests.push({ method, path, body });
      if (!state.signedIn) return json({ message: 'Sign in first.' }, 401);
      return route(method, path, init);
    }),
  );

  return Object.assign(state, {
    saveDraft,
    addSchedule,
    /** `npm run publish` of `content` from a command line: the live site moves on, the draft stays */
    publishFromCommand: (content: Site) => addVersion(content, { author: 'npm run publish (dev@build)', source: 'publish', restoredFrom: null }),
    /** the requests to `path` with `method` */
    sent: (method: string, path: string) => state.requests.filter((request) => request.method === method && request.path === path),
  });
}

/**
 * For a test file of the editor on the live site: after each test the config is removed, the browser's storage
 * cleared and stubbed globals restored. Returns what installs the config for an account with a role.
 */
export function liveEditorPerTest(): (role: Role, timeZone?: string) => void {
  let removeConfig: (() => void) | null = null;
  afterEach(() => {
    removeConfig?.();
    removeConfig = null;
    localStorage.clear();
    vi.unstubAllGlobals();
  });
  return (role, timeZone) => {
    removeConfig = installEditorConfig(role, undefined, timeZone);
  };
}
