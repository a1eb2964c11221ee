import type { NotFoundPath, RedirectHits } from '@/shared/visits';
import type { FakeRoute } from './fake-live-api';

/**
 * What the live site counted, as its API serves it (docs/editor-api.md, "Redirects: hits and paths not found"), a
 * route for `fakeLiveApi`: GET /redirects/hits, GET /not-found?words=&hidden=, POST /not-found/hide.
 */
export function fakeRedirectsApi({ hits = [] as RedirectHits[], notFound = [] as NotFoundPath[] } = {}) {
  const state = { hits, notFound };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const route: FakeRoute = (method, path, body) => {
    if (path === '/redirects/hits' && method === 'GET') return json({ hits: state.hits });
    const [route, search = ''] = path.split('?');
    if (route === '/not-found' && method === 'GET') {
      const query = new URLSearchParams(search);
      const hidden = query.get('hidden') === 'true';
      const words = (query.get('words') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const paths = state.notFound.filter((one) => one.hidden === hidden && words.every((word) => one.path.toLowerCase().includes(word)));
      return json({ paths: paths.sort((a, b) => b.count - a.count || b.lastAt.localeCompare(a.lastAt)) });
    }
    if (route === '/not-found/hide' && method === 'POST') {
      const entry = state.notFound.find((one) => one.path === body?.path);
      if (!entry) return json({ message: `${String(body?.path)} is not among the paths not found: it may have been pruned, as the least asked for are.` }, 404);
      entry.hidden = body?.hidden === true;
      return json({ path: entry.path, hidden: entry.hidden });
    }
    return undefined;
  };

  return Object.assign(state, { route });
}

/** A path not found asked for `count` times, last from `referrer`. */
export const notFoundPath = (path: string, count: number, fields: Partial<NotFoundPath> = {}): NotFoundPath => ({
  path,
  count,
  firstAt: '2026-11-20T09:00:00.000Z',
  lastAt: '2026-11-25T12:00:00.000Z',
  referrer: null,
  hidden: false,
  ...fields,
});
