import type { Site } from '@/generated/site';
import { setAt, toPointer, type JsonPath } from '@/shared/json-pointer';
import { isObject } from '@/shared/is-object';

/** A field of the site that links to a page. */
export interface LinkPlace {
  path: JsonPath;
  pointer: string;
  /** the link as written: the page's path, maybe with '#anchor' */
  value: string;
}

const linksTo = (value: string, pagePath: string) => value === pagePath || value.startsWith(`${pagePath}#`);

function walk(value: unknown, path: JsonPath, visit: (key: string, value: string, path: JsonPath) => void) {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit));
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string') visit(key, child, [...path, key]);
      else walk(child, [...path, key], visit);
    }
  }
}

/**
 * Every field holding a route (`keys`, from the schema: see route-keys.ts) whose value is `pagePath` or
 * `pagePath#anchor`, in document order. Other strings that happen to look like the path are left alone.
 */
export function findLinks(site: Site, pagePath: string, keys: ReadonlySet<string>): LinkPlace[] {
  const places: LinkPlace[] = [];
  walk(site, [], (key, value, path) => {
    if (keys.has(key) && linksTo(value, pagePath)) places.push({ path, pointer: toPointer(path), value });
  });
  return places;
}

/** The site with every link to `from` (and `from#anchor`) pointing at `to` instead. */
export function rewriteLinks(site: Site, from: string, to: string, keys: ReadonlySet<string>): Site {
  return findLinks(site, from, keys).reduce((next, place) => setAt(next, place.path, to + place.value.slice(from.length)), site);
}

/** The links to page `index` from outside it: what would break if it were deleted. */
export function linksFromElsewhere(site: Site, index: number, keys: ReadonlySet<string>): LinkPlace[] {
  const page = site.pages[index];
  if (!page) return [];
  return findLinks(site, page.path, keys).filter((place) => !(place.path[0] === 'pages' && place.path[1] === index));
}
