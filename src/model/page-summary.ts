// What the whole site needs of each page (its routes, whether it is indexed, its contact forms), kept beside a
// release so that a publish need not parse the pages an edit did not touch (docs/languages.md, "Pages read lazily
// from their summaries").
import { objects } from './json-values.ts';

type Loose = Record<string, unknown>;

/** What other parts of the site read of a page: a page read lazily answers these without being parsed. */
export interface PageSummary {
  path: string;
  /** the page's `noindex` as written (absent, true or false) */
  noindex?: boolean;
  /** the page's id, null when it has none (absent: a summary written before pages had ids, so the page is read) */
  id?: string | null;
  /** its path, then `path#id` for each section with an id: the routes a link may name */
  routes: string[];
  /** the success page of each of its contact forms */
  forms?: string[];
  /** true for a template page (not published) */
  template?: true;
  /** the ids of the shared sections its sections name: a change to one of them changes this page */
  shared?: string[];
  /** the ids of its sections' A/B tests (one, when valid): a test id is the site's once */
  tests?: string[];
}

const kept = Symbol('the summary of a page read lazily');
const whole = Symbol('a page read lazily, parsed');

/** A page's routes: its path and `path#id` for each section with an id; none when it has no path. */
export function pageRoutes(page: Loose): string[] {
  const found = keptSummary(page);
  if (found) return found.routes;
  if (typeof page.path !== 'string') return [];
  return [page.path, ...objects(page.sections).flatMap((section) => (typeof section.id === 'string' ? [`${page.path}#${section.id}`] : []))];
}

/** The success pages its contact forms name, without reading a lazy page. */
export function pageForms(page: Loose): string[] {
  const found = keptSummary(page);
  if (found) return found.forms ?? [];
  return objects(page.sections).flatMap((section) => (section.type === 'contact-form' && typeof section.successPage === 'string' ? [section.successPage] : []));
}

/** The ids of the shared sections a page's sections name, each once, without reading a lazy page. */
export function pageSharedUses(page: Loose): string[] {
  const found = keptSummary(page);
  if (found) return found.shared ?? [];
  return [...new Set(objects(page.sections).flatMap((section) => (typeof section.shared === 'string' ? [section.shared] : [])))];
}

/** The ids of the A/B tests of a page's sections, without reading a lazy page. */
export function pageTestIds(page: Loose): string[] {
  const found = keptSummary(page);
  if (found) return found.tests ?? [];
  return objects(page.sections).flatMap((section) => {
    const id = (section.test as Loose | null | undefined)?.id;
    return typeof id === 'string' ? [id] : [];
  });
}

/** Whether a page is read lazily and not parsed yet: it was valid as its summary says. */
export const isUnread = (page: Loose): boolean => keptSummary(page) !== undefined;

/** The summary of a valid page (one with a path). */
export function summaryOf(page: Loose): PageSummary {
  const found = keptSummary(page);
  if (found) return found;
  const forms = pageForms(page);
  const shared = pageSharedUses(page);
  const tests = pageTestIds(page);
  return {
    path: page.path as string,
    id: typeof page.id === 'string' ? page.id : null,
    ...(page.noindex !== undefined && { noindex: page.noindex as boolean }),
    ...(page.template === true && { template: true as const }),
    routes: pageRoutes(page),
    ...(forms.length > 0 && { forms }),
    ...(shared.length > 0 && { shared }),
    ...(tests.length > 0 && { tests }),
  };
}

const keptSummary = (page: Loose): PageSummary | undefined => (page as { [kept]?: PageSummary })[kept];

/**
 * A page parsed only when something reads more of it than its summary: until then its path and `noindex` are the
 * summary's. Anything else (a property, its keys, `in`, JSON.stringify) parses it once and reads the parsed page.
 */
export function lazyPage(summary: PageSummary, parse: () => Loose): Loose {
  let page: Loose | undefined;
  const parsed = () => (page ??= parse());
  return new Proxy({} as Loose, {
    get(_target, key) {
      // once parsed, the page answers: it may have been changed since
      if (!page && key === kept) return summary;
      if (!page && key === 'path') return summary.path;
      if (!page && key === 'noindex') return summary.noindex;
      // a summary is only read by the code build that wrote it (live-basis.ts): no `template` is not one
      if (!page && key === 'template') return summary.template;
      if (!page && key === 'id' && summary.id !== undefined) return summary.id ?? undefined;
      if (key === whole) return parsed();
      return Reflect.get(parsed(), key);
    },
    has: (_target, key) => Reflect.has(parsed(), key),
    ownKeys: () => Reflect.ownKeys(parsed()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(parsed(), key),
    set: (_target, key, value) => Reflect.set(parsed(), key, value),
    deleteProperty: (_target, key) => Reflect.deleteProperty(parsed(), key),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(parsed(), key, descriptor),
  });
}

/**
 * The page itself: a page read lazily, parsed. What is handed to another thread must be: a Proxy cannot be copied
 * there (structured clone).
 */
export const plainPage = <T extends object>(page: T): T => ((page as { [whole]?: T })[whole] ?? page);

/** Summaries read from a file, or undefined when they are not (an older release, a damaged file). */
export function asSummaries(value: unknown): PageSummary[] | undefined {
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (!Array.isArray(value)) return undefined;
  const valid = value.every((item: Partial<PageSummary> | null) => typeof item?.path === 'string' && strings(item.routes) && (item.forms === undefined || strings(item.forms)) && (item.noindex === undefined || typeof item.noindex === 'boolean') && (item.template === undefined || item.template === true) && (item.shared === undefined || strings(item.shared)) && (item.id === undefined || item.id === null || typeof item.id === 'string'));
  return valid ? (value as PageSummary[]) : undefined;
}
