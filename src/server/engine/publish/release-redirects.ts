import path from 'node:path';
import type { Site } from '../../../generated/site.ts';
import { redirectsFile, type RedirectTable } from '../../../shared/redirects.ts';
import { redirectTable } from '../../../model/redirects.ts';
import { languagesOf } from '../../../shared/localize.ts';
import { pagePath } from '../../../shared/page-path.ts';
import { notFoundName } from '../../../shared/server-paths.ts';
import type { ReleaseWriter } from './release-writer.ts';

/** The release's redirects for nginx (`map $uri $redirect_target`) and for a Netlify-style host (`from to status`). */
export const nginxRedirectsFile = 'nginx-redirects.map';
export const netlifyRedirectsFile = '_redirects';

/**
 * Every path a redirect answers, in every language (`/old` and `/hi/old`), to its target in that language (an
 * external address the same in all); a path that is a page of the release is left out: the page wins.
 */
export function releaseRedirects(site: Site, routes: Readonly<Record<string, unknown>>): RedirectTable {
  const { defaultLocale, codes } = languagesOf(site.settings);
  const table = redirectTable(site.redirects ?? [], [defaultLocale, ...codes.filter((code) => code !== defaultLocale)]);
  return Object.fromEntries(Object.entries(table).map(([from, target]) => [pagePath(from), target] as const).filter(([from]) => !Object.hasOwn(routes, from)));
}

// nginx's map values and keys in double quotes: a quote or a backslash in an address is escaped
const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** The lines of an nginx map, each path also with its trailing slash (the server answers both), and how to use it. */
export function nginxRedirects(table: RedirectTable): string {
  const usage = [
    '# The redirects of this release, for nginx in front of it as a static site. In the http block:',
    '#   map $uri $redirect_target { default ""; include /srv/site/current/nginx-redirects.map; }',
    '# and in the server block, before try_files:',
    '#   if ($redirect_target ~ "^301 (.+)$") { return 301 $1$is_args$args; }',
    '#   if ($redirect_target ~ "^302 (.+)$") { return 302 $1$is_args$args; }',
    '#   if ($redirect_target = "410") { return 410; }',
  ];
  const lines = Object.entries(table).flatMap(([from, { to, status }]) => {
    const value = quoted(to === null ? String(status) : `${status} ${to}`);
    return from === '/' ? [`${quoted(from)} ${value};`] : [`${quoted(from)} ${value};`, `${quoted(`${from}/`)} ${value};`];
  });
  return `${[...usage, ...lines].join('\n')}\n`;
}

/** Netlify's `_redirects` (Cloudflare Pages reads it too): `from to status`; a 410 shows the not-found page. */
export function netlifyRedirects(table: RedirectTable): string {
  const lines = Object.entries(table).map(([from, { to, status }]) => `${from} ${to ?? `/${notFoundName}.html`} ${status}`);
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** The three files of the release's redirects, written on every publish (an empty table too: the server reads it). */
export function writeRedirects(writer: Pick<ReleaseWriter, 'write'>, dir: string, table: RedirectTable): void {
  writer.write(path.join(dir, redirectsFile), `${JSON.stringify(table)}\n`);
  writer.write(path.join(dir, nginxRedirectsFile), nginxRedirects(table));
  writer.write(path.join(dir, netlifyRedirectsFile), netlifyRedirects(table));
}
