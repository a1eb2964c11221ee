import type { Redirect } from '@/shared/redirects';
import type { RedirectHits } from './redirects-api';

/** A redirect's hits in every language (`/old` and `/hi/old` together), and the last of them. */
export interface Hits {
  hits: number;
  lastHit: string | null;
}

/** Each redirect's hits by its `from`: the counts of its path in each language added up. */
export function hitsByFrom(redirects: readonly Redirect[], counted: readonly RedirectHits[], languages: readonly string[]): Map<string, Hits> {
  const byPath = new Map(counted.map((one) => [one.path, one]));
  return new Map(
    redirects.map(({ from }) => {
      const paths = [from, ...languages.map((code) => `/${code}${from}`)];
      const found = paths.flatMap((path) => byPath.get(path) ?? []);
      const lastHit = found.reduce<string | null>((last, one) => (last === null || one.lastHit > last ? one.lastHit : last), null);
      return [from, { hits: found.reduce((sum, one) => sum + one.hits, 0), lastHit }];
    }),
  );
}

/** Whether a redirect holds each word of the search in its from, to or maker (ignoring case). */
export function matchesSearch(redirect: Redirect, search: string): boolean {
  const text = [redirect.from, redirect.to ?? '', redirect.by ?? ''].join('\n').toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/**
 * The path a path not found is redirected from: its default language's (`/hi/old` is `/old`, which is redirected in
 * every language).
 */
export function ownPath(path: string, languages: readonly string[]): string {
  const code = languages.find((one) => path.startsWith(`/${one}/`));
  return code ? path.slice(code.length + 1) : path;
}

/** Where a redirect sends its visitors, in a few words: its target, or nowhere. */
export const targetOf = (redirect: Redirect, gone: string): string => (redirect.status === 410 || redirect.to === undefined ? gone : redirect.to);
