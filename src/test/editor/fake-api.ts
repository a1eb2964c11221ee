import { vi } from 'vitest';
import type { Site } from '@/generated/site';
import { editorSchemas } from '../../model/editor-schema';
import type { Problem, Untranslated } from '../../editor/api/editor-types';
import { applyChanges, type Change } from '@/shared/json-diff';
import { fakeMedia } from './fake-media';

type SaveAnswer = { status: 200 | 409 | 422 | 403; body?: unknown };

/**
 * The dev server's editor API for jsdom tests, on fetch: site.json as `disk` (which a test may change),
 * saves answered with `nextSave` (200 writes the site to disk) and every request recorded.
 */
export function fakeApi(site: Site) {
  const api = {
    disk: { site, hash: 'hash-1' },
    nextSave: null as SaveAnswer | null,
    problems: [] as Problem[],
    /** the texts validation lists as not yet translated */
    untranslated: [] as Untranslated[],
    /** each save as sent, and the site it makes of the version it names (what the dev server would write) */
    saves: [] as { headers: Headers; body: { baseHash: string; changes: Change[] }; site: Site }[],
    schemas: editorSchemas(),
    /** /__editor/media: the library */
    media: fakeMedia(),
  };
  let version = 1;
  const versions = new Map([[api.disk.hash, site]]);
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (input === '/__editor/schema') return json(api.schemas);
      if (input === '/__editor/site' && method === 'GET') {
        const known = new Headers(init.headers).get('If-None-Match');
        return known === `"${api.disk.hash}"` ? new Response(null, { status: 304 }) : json(api.disk);
      }
      if (input === '/__editor/validate') return json({ problems: api.problems, untranslated: api.untranslated });
      if (input === '/__editor/site' && method === 'POST') {
        const body = JSON.parse(String(init.body)) as { baseHash: string; changes: Change[] };
        const saved = applyChanges(versions.get(body.baseHash)!, body.changes);
        api.saves.push({ headers: new Headers(init.headers), body, site: saved });
        const answer = api.nextSave ?? { status: 200 };
        api.nextSave = null;
        if (answer.status === 200) {
          api.disk = { site: saved, hash: `hash-${++version}` };
          versions.set(api.disk.hash, saved);
          return json({ hash: api.disk.hash });
        }
        return json(answer.body ?? {}, answer.status);
      }
      const media = input.startsWith('/__editor/media') ? api.media.route(method, input.slice('/__editor'.length), init) : null;
      return media ?? json({ message: 'not found' }, 404);
    }),
  );
  /** site.json changed on disk by someone else */
  const write = (next: Site) => {
    api.disk = { site: next, hash: `hash-${++version}` };
    versions.set(api.disk.hash, next);
  };
  return Object.assign(api, { write });
}
