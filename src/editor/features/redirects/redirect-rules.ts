import type { Site } from '@/generated/site';
import type { Redirect } from '@/shared/redirects';
import { pagePath } from '@/shared/page-path';
import { parseRedirectsCsv, type CheckedProblem, type CsvRead } from '@/shared/redirects-csv';
import { reservedPrefixOf } from '@/shared/reserved-prefixes';
import { notFoundName, rootFiles } from '@/shared/server-paths';
import { redirectFindings, withImported, type RedirectContext, type RedirectFinding } from '@/model/redirects';
import { redirectLabels } from './labels';

// The site's rules of redirects (model/redirects.ts, as `npm run validate` runs them) applied to what the view adds.

const releaseFiles = [...rootFiles, `${notFoundName}.html`];

/**
 * Why the server keeps `path` for itself, in the validator's words (reserved-routes.ts), or undefined. The code
 * build's public files are not known here: the draft's validation names those.
 */
export function reservedHere(path: string): string | undefined {
  const route = pagePath(path).toLowerCase();
  const reserved = reservedPrefixOf(route);
  if (reserved) return `is reserved for ${reserved.owner} (${reserved.prefix} and every path under it)`;
  const own = releaseFiles.find((name) => route === `/${name.toLowerCase()}`);
  if (own) return `is a file of every release (${own})`;
  return route === `/${notFoundName}` ? `would be written over the not-found page of every release (${notFoundName}.html)` : undefined;
}

/** The site's languages but the default: their pages live under /CODE/…. */
export function otherLanguages(site: Site): string[] {
  return (site.settings.locales ?? []).map((locale) => locale.code).filter((code) => code !== site.settings.language);
}

const contextOf = (site: Site): RedirectContext => ({
  pages: site.pages.map((page) => page.path),
  reserved: reservedHere,
  otherLanguages: otherLanguages(site),
});

/** The findings at `indexes` of `list` (by their place in `indexes`), a redirect from a page's path among them. */
function findingsAt(list: readonly Redirect[], indexes: readonly number[], site: Site): RedirectFinding[] {
  const place = new Map(indexes.map((index, at) => [index, at]));
  const found = redirectFindings(list, contextOf(site));
  // the page wins at publish (a warning in site.json); a redirect made now from a page's path would do nothing
  const pages = found.warnings
    .filter((finding) => finding.field === 'from')
    .map((finding) => ({
      ...finding,
      message: redirectLabels.isPage(list[finding.index]!.from),
    }));
  return [...found.problems, ...pages].flatMap((finding) => {
    const at = place.get(finding.index);
    return at === undefined ? [] : [{ ...finding, index: at }];
  });
}

/** What is wrong with adding `redirect` to the draft's list, at its field: none when it may be added. */
export function addProblems(site: Site, redirect: Redirect): Partial<Record<'from' | 'to', string>> {
  const existing = site.redirects ?? [];
  const same = existing.find((one) => one.from === redirect.from);
  if (same)
    return {
      from: redirectLabels.alreadyRedirected(redirect.from, redirectLabels.typeNames[same.status] + (same.to ? ` to ${same.to}` : '')),
    };
  const problems: Partial<Record<'from' | 'to', string>> = {};
  for (const { field = 'to', message } of findingsAt([...existing, redirect], [existing.length], site)) problems[field] ??= message;
  return problems;
}

/** A file's redirects and the draft's list they make, or its problems. */
export type CsvImport = { ok: true; redirects: Redirect[]; list: Redirect[] } | Extract<CsvRead, { ok: false }>;

/**
 * A CSV file read and checked whole against the draft: its redirects (made by hand, stamped) and the draft's list
 * they make (an imported one replacing one of the same `from`), or every problem on its line. An existing redirect
 * stays as valid as it was: its `to` is a page or an address, which no imported `from` can take (a page wins).
 */
export function importCsv(site: Site, text: string, stamp: { by?: string; at: string }): CsvImport {
  const existing = site.redirects ?? [];
  const check = (imported: Redirect[]): CheckedProblem[] => {
    const { redirects, indexes } = withImported(existing, imported);
    return findingsAt(redirects, indexes, site);
  };
  const read = parseRedirectsCsv(text, { ...stamp, check });
  return read.ok ? { ...read, list: withImported(existing, read.redirects).redirects } : read;
}
