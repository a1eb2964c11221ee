import path from 'node:path';
import type { Site } from '../../../generated/site.ts';
import { redirectsFile, type Redirect, type RedirectTable } from '../../../shared/redirects.ts';
import { languagesOf, localePath } from '../../../shared/localize.ts';
import { pagePath } from '../../../shared/page-path.ts';
import { notFoundName } from '../../../shared/server-paths.ts';
import type { ReleaseWriter } from './release-writer.ts';

/** The release's redirects for nginx (`map $uri $redirect_target`) and for a Netlify-style host (`from to status`). */
export const nginxRedirectsFile = 'nginx-redirects.map';
export const netlifyRedirectsFile = '_redirects';

const statuses = new Set([301, 302, 410]);

/**
 * site.json's `redirects`, each of the contract's shape (anything else is left out: validation refuses it first).
 * The one place that reads them off the site until the schema types the field.
 */
export function redirectsOf(site: Site): Redirect[] {
  const list = (site as { redirects?: unknown }).redirects;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is Redirect => {
    const { from, to, status } = (item ?? {}) as Partial<Redirect>;
    return typeof from === 'string' && from.startsWith('/') && statuses.has(status as number) && (status === 410 ? to === undefined : typeof to === 'string');
  });
}

const external = (to: string) => to.startsWith('https://');

/**
 * Every path a redirect answers, in every language (`/old` and `/hi/old`), to its target in that language (an
 * external address the same in all); a path that is a page of the release is left out: the page wins.
 */
export function releaseRedirects(site: Site, routes: Readonly<Record<string, unknown>>): RedirectTable {
  const { defaultLocale, codes } = languagesOf(site.settings);
  const table: RedirectTable = {};
  for (const { from, to, status } of redirectsOf(site)) {
    for (const code of codes) {
      const path = pagePath(localePath(from, code, defaultLocale));
      if (Object.hasOwn(routes, path)) continue;
      const target = to === undefined ? null : external(to) ? to : localePath(to, code, defaultLocale);
      table[path] = { to: target, status };
    }
  }
  return table;
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
