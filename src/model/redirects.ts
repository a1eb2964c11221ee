import type { Redirect, RedirectTable } from '../shared/redirects.ts';
import { fromProblem, isExternal, quoted, toProblem } from '../shared/redirect-addresses.ts';
import { localePath } from '../shared/localize.ts';
import { didYouMean } from './closest.ts';
import { objects } from './json-values.ts';
import { languageName } from '../shared/language-name.ts';
import type { ReservedPath } from './reserved-routes.ts';

type Loose = Record<string, unknown>;

/** A problem of one redirect of a list, at one of its fields (none: the redirect as a whole). */
export interface RedirectFinding {
  index: number;
  field?: 'from' | 'to';
  message: string;
}

/** What a list of redirects is checked against: the site's pages, the server's own paths, the other languages. */
export interface RedirectContext {
  /** the pages' paths */
  pages: readonly string[];
  /** why the server keeps a path for itself, or undefined (reserved-routes.ts' reservedRoutes) */
  reserved?: (path: string) => string | undefined;
  /** the codes of the site's languages but the default: /CODE/… is where their pages live */
  otherLanguages?: readonly string[];
}

interface Loop {
  cycle: string[];
  /** each member's place in the cycle */
  places: Map<string, number>;
}
type Resolution = { kind: 'final'; to: string | null } | ({ kind: 'loop' } & Loop) | ({ kind: 'into-loop' } & Loop);

/**
 * Where each active redirect (by its `from`) finally sends its visitors, following redirects to redirects: a path
 * or an address, null when it ends gone (410), or the loop it runs into. Memoized, so a chain of 10,000 is walked once.
 */
function resolver(active: Map<string, Loose>, pages: ReadonlySet<string>): (from: string) => Resolution {
  const memo = new Map<string, Resolution>();
  return (start) => {
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let node = start;
    let result: Resolution;
    for (;;) {
      const known = memo.get(node);
      if (known) {
        result = known.kind === 'loop' ? { ...known, kind: 'into-loop' } : known;
        break;
      }
      const at = onPath.get(node);
      if (at !== undefined) {
        const cycle = path.slice(at);
        const loop: Loop = { cycle, places: new Map(cycle.map((member, place) => [member, place])) };
        for (const member of cycle) memo.set(member, { kind: 'loop', ...loop });
        path.length = at;
        result = { kind: 'into-loop', ...loop };
        break;
      }
      const entry = pages.has(node) ? undefined : active.get(node);
      if (!entry) {
        result = { kind: 'final', to: node };
        break;
      }
      onPath.set(node, path.length);
      path.push(node);
      if (entry.status === 410 || typeof entry.to !== 'string') {
        result = { kind: 'final', to: entry.status === 410 ? null : node };
        break;
      }
      if (isExternal(entry.to)) {
        result = { kind: 'final', to: entry.to };
        break;
      }
      node = entry.to;
    }
    for (const member of path) if (!memo.has(member)) memo.set(member, result);
    return memo.get(start) ?? result;
  };
}

/** A loop as a message names it, from `from` round to it again; a long one by its first steps and its last. */
function loopWords({ cycle, places }: Loop, from: string): string {
  const at = places.get(from) ?? 0;
  const step = (n: number) => quoted(cycle[(at + n) % cycle.length]!);
  if (cycle.length <= 5) return [...cycle.map((_, n) => step(n)), step(0)].join(' → ');
  return `${[0, 1, 2].map(step).join(' → ')} → … (${cycle.length.toLocaleString('en')} redirects) → ${step(cycle.length - 1)} → ${step(0)}`;
}

/**
 * The problems and warnings of a list of redirects (site.json's `redirects`, or a file being imported), each at
 * its index and field. Values of the wrong type are left to the schema's messages.
 */
export function redirectFindings(redirects: readonly unknown[], context: RedirectContext): { problems: RedirectFinding[]; warnings: RedirectFinding[] } {
  const problems: RedirectFinding[] = [];
  const warnings: RedirectFinding[] = [];
  const pages = new Set(context.pages);
  const languages = (context.otherLanguages ?? []).map((code) => code.toLowerCase());
  const first = new Map<string, number>();
  // the redirects the server would answer: the first of each `from`, and none where a page is
  const active = new Map<string, Loose>();
  const items = redirects.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? (item as Loose) : undefined));
  items.forEach((item, index) => {
    if (typeof item?.from !== 'string') return;
    const { from } = item;
    const problem = fromProblem(from);
    const reserved = problem === undefined || from.startsWith('/') ? context.reserved?.(from) : undefined;
    const language = languages.find((code) => from.toLowerCase() === `/${code}` || from.toLowerCase().startsWith(`/${code}/`));
    if (reserved) problems.push({ index, field: 'from', message: `${quoted(from)} ${reserved}: it cannot be redirected` });
    else if (problem) problems.push({ index, field: 'from', message: problem });
    else if (language) {
      const own = from.slice(language.length + 1) || '/';
      problems.push({ index, field: 'from', message: `${quoted(from)} is where the ${languageName(language)} pages live: write the default language's path (${quoted(own)}), which is redirected in every language` });
    } else if (first.has(from)) problems.push({ index, field: 'from', message: `${quoted(from)} is redirected twice (first at item ${first.get(from)}): keep one of them` });
    else if (pages.has(from)) warnings.push({ index, field: 'from', message: `${quoted(from)} is the path of a page: the page wins, and this redirect is removed at the next publish` });
    if (!first.has(from)) first.set(from, index);
    if (!problem && !reserved && !language && first.get(from) === index && !pages.has(from)) active.set(from, item);
  });
  const resolve = resolver(active, pages);
  items.forEach((item, index) => {
    if (!item || (item.status !== 301 && item.status !== 302 && item.status !== 410)) return;
    const { from, to, status } = item;
    if (status === 410) {
      if (to !== undefined) problems.push({ index, field: 'to', message: 'a redirect of type 410 (gone) sends nobody anywhere: remove its "to"' });
      return;
    }
    if (to === undefined) {
      problems.push({ index, message: 'has no "to": choose the page of the site, or write the https:// address, to send its visitors to' });
      return;
    }
    if (typeof to !== 'string') return;
    const problem = toProblem(to);
    if (problem) problems.push({ index, field: 'to', message: problem });
    else if (to === from) problems.push({ index, field: 'to', message: `${quoted(to)} sends visitors to the address they asked for: choose another page` });
    else if (isExternal(to) || pages.has(to)) return;
    else if (!active.has(to)) problems.push({ index, field: 'to', message: `${quoted(to)} is not the path of any page${didYouMean(to, context.pages)}` });
    else {
      const own = typeof from === 'string' && active.get(from) === item ? resolve(from) : undefined;
      const next = resolve(to);
      if (own?.kind === 'loop') problems.push({ index, field: 'to', message: `sends visitors round a loop (${loopWords(own, from as string)}): send one of them to a page` });
      else if (next.kind !== 'final') problems.push({ index, field: 'to', message: `${quoted(to)} is itself redirected, into a loop (${loopWords(next, to)}): send this one to a page` });
      else if (next.to === null) problems.push({ index, field: 'to', message: `${quoted(to)} is itself redirected as gone (410): make this one gone too, or send it to a page` });
      else problems.push({ index, field: 'to', message: `${quoted(to)} is itself redirected to ${quoted(next.to)}: send it to ${quoted(next.to)} directly` });
    }
  });
  return { problems, warnings };
}

const pageIdWords = (path: unknown) => (typeof path === 'string' ? `the page ${quoted(path)}` : 'another page');

/**
 * What the schema cannot say of site.json's redirects and page ids: each problem and warning (redirectFindings',
 * and duplicate or missing page ids) at its JSON pointer. `reserved`: reserved-routes.ts' reservedRoutes.
 */
export function siteRedirectChecks(data: unknown, reserved?: (path: string) => string | undefined): { problems: ReservedPath[]; warnings: ReservedPath[] } {
  const site = (data ?? {}) as Loose;
  const pages = Array.isArray(site.pages) ? (site.pages as unknown[]) : [];
  const problems: ReservedPath[] = [];
  const warnings: ReservedPath[] = [];
  const ids = new Map<string, number>();
  pages.forEach((page, index) => {
    if (!page || typeof page !== 'object') return;
    const { id, path } = page as Loose;
    if (id === undefined) {
      warnings.push({ pointer: `/pages/${index}`, message: `${typeof path === 'string' ? `page ${quoted(path)}` : 'this page'} has no id: a change of its path will not send its visitors to the new one` });
    } else if (typeof id === 'string' && ids.has(id)) {
      problems.push({ pointer: `/pages/${index}/id`, message: `${quoted(id)} is already the id of ${pageIdWords((pages[ids.get(id)!] as Loose).path)}: each page needs an id of its own` });
    } else if (typeof id === 'string') ids.set(id, index);
  });
  if (Array.isArray(site.redirects)) {
    const settings = (site.settings ?? {}) as Loose;
    const otherLanguages = objects(settings.locales).map((locale) => locale.code).filter((code): code is string => typeof code === 'string' && code !== settings.language);
    // a template page is not published: nothing is sent to it
    const paths = objects(pages).filter((page) => page.template !== true).map((page) => page.path).filter((path): path is string => typeof path === 'string');
    const found = redirectFindings(site.redirects as unknown[], { pages: paths, reserved, otherLanguages });
    const at = ({ index, field }: RedirectFinding) => `/redirects/${index}${field ? `/${field}` : ''}`;
    for (const finding of found.problems) problems.push({ pointer: at(finding), message: finding.message });
    for (const finding of found.warnings) warnings.push({ pointer: at(finding), message: finding.message });
  }
  return { problems, warnings };
}

/** A site's pages that have an id, by id: their paths. */
function pathsById(site: unknown): Map<string, string> {
  const found = new Map<string, string>();
  for (const page of objects((site as Loose | null)?.pages)) if (typeof page.id === 'string' && typeof page.path === 'string' && !found.has(page.id)) found.set(page.id, page.path);
  return found;
}

/** The pages of `next` whose path is another than in `live` (the same id): each the old path and the new one. */
export function pathChanges(live: unknown, next: unknown): { from: string; to: string }[] {
  const before = pathsById(live);
  return [...pathsById(next)].flatMap(([id, to]) => {
    const from = before.get(id);
    return from !== undefined && from !== to ? [{ from, to }] : [];
  });
}

/** What a publish tells of a redirect it removed because a page now answers its address. */
export const removedRedirectNote = (redirect: Redirect): string =>
  `the page ${redirect.from} now answers ${redirect.from}: its redirect ${redirect.status === 410 ? '(gone)' : `to ${redirect.to}`} was removed`;

/**
 * `next`'s redirects as a publish of it over `live` leaves them: a 301 from each changed path to the new one (made
 * 'path-change', by and at as given), chains collapsed (A→B with B moved to C gives A→C and B→C), and the redirects
 * whose `from` is now a page's path removed (`removed`, as they were). The others keep their order; the new ones come last.
 */
export function withPathRedirects(next: unknown, live: unknown, stamp: { by?: string; at?: string } = {}): { redirects: Redirect[]; added: Redirect[]; removed: Redirect[] } {
  const site = (next ?? {}) as Loose;
  const pages = new Set(objects(site.pages).map((page) => page.path));
  // a path another page took (two pages swapped) answers that page: no redirect from it
  const changes = pathChanges(live, next).filter(({ from }) => !pages.has(from));
  const moved = new Set(changes.map((change) => change.from));
  const stamped = { ...(stamp.by !== undefined && { by: stamp.by }), ...(stamp.at !== undefined && { at: stamp.at }) };
  const added: Redirect[] = changes.map(({ from, to }) => ({ from, to, status: 301, made: 'path-change', ...stamped }));
  // a page that moved away from its path takes it over from a redirect there (which it outranked until now)
  const kept = (objects(site.redirects) as unknown as Redirect[]).filter((redirect) => !moved.has(redirect.from));
  const all = [...kept, ...added];
  const byFrom = new Map<string, Redirect>();
  for (const redirect of all) if (!byFrom.has(redirect.from)) byFrom.set(redirect.from, redirect);
  const finalTarget = (to: string): string => {
    const seen = new Set<string>();
    let target = to;
    for (;;) {
      const step = pages.has(target) || seen.has(target) ? undefined : byFrom.get(target);
      if (!step || step.status === 410 || step.to === undefined) return target;
      seen.add(target);
      target = step.to;
      if (isExternal(target)) return target;
    }
  };
  const redirects: Redirect[] = [];
  const removed: Redirect[] = [];
  for (const redirect of all) {
    if (pages.has(redirect.from)) {
      removed.push(redirect);
      continue;
    }
    const to = redirect.status !== 410 && redirect.to !== undefined && !isExternal(redirect.to) ? finalTarget(redirect.to) : redirect.to;
    redirects.push(to === redirect.to ? redirect : { ...redirect, to });
  }
  return { redirects, added, removed };
}

/**
 * What a release serves: every redirect's `from` in each of `languages` (the default first: its paths as written,
 * the others' under their prefix, as the site's own links are: localePath), to its target in that language (a path
 * of the site in the same language, an address as it is; null for 410).
 */
export function redirectTable(redirects: readonly Redirect[], languages: readonly string[]): RedirectTable {
  const table: RedirectTable = {};
  const defaultLanguage = languages[0];
  if (defaultLanguage === undefined) return table;
  for (const { from, to, status } of redirects) {
    for (const language of languages) {
      const target = status === 410 || to === undefined ? null : isExternal(to) ? to : localePath(to, language, defaultLanguage);
      table[localePath(from, language, defaultLanguage)] = { to: target, status };
    }
  }
  return table;
}

/**
 * `existing` with `imported` added, an imported redirect taking the place of one of the same `from`: what an import
 * of a file makes of the site's list. `indexes`: where each imported redirect is in the result.
 */
export function withImported(existing: readonly Redirect[], imported: readonly Redirect[]): { redirects: Redirect[]; indexes: number[] } {
  const replaced = new Set(imported.map((redirect) => redirect.from));
  const redirects = [...existing.filter((redirect) => !replaced.has(redirect.from)), ...imported];
  const start = redirects.length - imported.length;
  return { redirects, indexes: imported.map((_, at) => start + at) };
}
