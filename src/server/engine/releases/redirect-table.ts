import { readFileSync } from 'node:fs';
import path from 'node:path';
import { redirectsFile, type RedirectTable } from '../../../shared/redirects.ts';
import { reservedPrefixOf } from '../../../shared/reserved-prefixes.ts';

/** What the server answers for a redirected path: its target (null: 410 gone) and status. */
export type RedirectAnswer = RedirectTable[string];

/** The live release's redirects by path (lowercase, no trailing slash): one Map lookup a request. */
export type Redirects = ReadonlyMap<string, RedirectAnswer>;

/** Whether a path (lowercase) is the server's own (the editor, the pages' data, the build's files…): never redirected, whatever a release says. */
export const isServersOwn = (route: string) => reservedPrefixOf(route) !== undefined;

const statuses = new Set([301, 302, 410]);
// a target the server may send as Location: a path of the site, or an https:// address with a host
const siteTarget = /^\/(?!\/)[^\s\\]*$/;
const externalTarget = /^https:\/\/[^\s/\\?#]+[^\s\\]*$/;

/**
 * The release's redirects.json as the server looks it up: a release made before redirects has none. A path that is
 * a page of the release, the server's own, or an entry of another shape is left out (the publish never writes one).
 */
export function readRedirects(dir: string, routes: Readonly<Record<string, unknown>>): Redirects {
  let table: RedirectTable;
  try {
    table = JSON.parse(readFileSync(path.join(dir, redirectsFile), 'utf8')) as RedirectTable;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const redirects = new Map<string, RedirectAnswer>();
  for (const [from, answer] of Object.entries(table ?? {})) {
    const key = from.toLowerCase();
    if (!from.startsWith('/') || Object.hasOwn(routes, from) || isServersOwn(key) || !statuses.has(answer?.status)) continue;
    const { to, status } = answer;
    if (status === 410 ? to !== null : typeof to !== 'string' || !(siteTarget.test(to) || externalTarget.test(to))) continue;
    redirects.set(key, { to, status });
  }
  return redirects;
}
