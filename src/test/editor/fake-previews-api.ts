import type { Site } from '@/generated/site';
import { previewDays, type PreviewLink } from '@/shared/preview-links';
import { fakeLiveApi, type FakeRoute } from './fake-live-api';

type Answer = { status: number; body?: unknown };
const dayMs = 24 * 60 * 60 * 1000;

interface Options {
  /** who makes and revokes links: the signed-in account */
  author?: string;
  /** whether a published version exists (404 otherwise) and the hash of what a link to it, or (null) to the draft, shows */
  versions?: { has: (id: number) => boolean; hashOf: (id: number | null) => string };
}

/**
 * Preview links as the live site's API serves them (docs/editor-api.md, "Preview links"), a route for `fakeLiveApi`:
 * GET and POST /previews, POST /previews/:id/revoke. Each link made gets the token `token-<id>`; `nextMake` overrides
 * the next POST's answer.
 */
export function fakePreviewsApi({ author = 'ann@example.com', versions = { has: (id: number) => id === 1, hashOf: (id: number | null) => `hash-${id ?? 'draft'}` } }: Options = {}) {
  const state = {
    /** newest first */
    links: [] as PreviewLink[],
    nextMake: null as Answer | null,
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  /** a link as the server stores it, active for `days` from `createdAt` unless `fields` says otherwise */
  const addLink = (fields: Partial<PreviewLink> = {}, days: number = previewDays.default): PreviewLink => {
    const createdAt = fields.createdAt ?? new Date().toISOString();
    const version = fields.version ?? null;
    const link: PreviewLink = {
      id: Math.max(0, ...state.links.map((one) => one.id)) + 1,
      hash: versions.hashOf(version),
      version,
      createdBy: author,
      createdAt,
      expiresAt: new Date(Date.parse(createdAt) + days * dayMs).toISOString(),
      revokedAt: null,
      revokedBy: null,
      state: 'active',
      ...fields,
    };
    state.links.unshift(link);
    return link;
  };

  // active ones newest first, then up to 20 expired or revoked
  const listed = () => [...state.links.filter((one) => one.state === 'active'), ...state.links.filter((one) => one.state !== 'active').slice(0, 20)];

  const route: FakeRoute = (method, path, body) => {
    if (path === '/previews' && method === 'GET') return json({ links: listed() });
    if (path === '/previews' && method === 'POST') {
      const answer = state.nextMake;
      state.nextMake = null;
      if (answer) return json(answer.body ?? {}, answer.status);
      const days = body?.days ?? previewDays.default;
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > previewDays.max) return json({ message: `A preview link lasts from 1 to ${previewDays.max} days.` }, 400);
      const version = body?.version;
      if (version !== undefined && (typeof version !== 'number' || !versions.has(version))) return json({ message: `There is no version ${String(version)}.` }, 404);
      const link = addLink({ version: (version as number | undefined) ?? null }, days);
      return json({ link, url: `/edit/shared/token-${link.id}/` }, 201);
    }
    const revoke = /^\/previews\/(\d+)\/revoke$/.exec(path);
    if (!revoke || method !== 'POST') return undefined;
    const link = state.links.find((one) => one.id === Number(revoke[1]));
    if (!link) return json({ message: 'There is no such preview link.' }, 404);
    if (link.state !== 'active') return json({ message: 'This link has already expired or been revoked.' }, 409);
    Object.assign(link, { state: 'revoked', revokedAt: new Date().toISOString(), revokedBy: author });
    return json({ link });
  };

  return Object.assign(state, { route, addLink });
}

/** `fakeLiveApi` with preview links whose versions are the live fake's own. */
export function fakeLiveApiWithPreviews(site: Site, options: Parameters<typeof fakeLiveApi>[1] & { author?: string } = {}) {
  let live: ReturnType<typeof fakeLiveApi> | null = null;
  const previews = fakePreviewsApi({
    author: options.author,
    versions: {
      has: (id) => live!.versions.has(id),
      hashOf: (id) => (id === null ? live!.draft.hash : live!.versions.get(id)!.summary.hash),
    },
  });
  live = fakeLiveApi(site, { ...options, routes: [previews.route, ...(options.routes ?? [])] });
  return { api: live, previews };
}
