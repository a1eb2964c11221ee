import type { Page, Redirect, Site } from '@/generated/site';
import { setAt } from '@/shared/json-pointer';
import { findLinks, type LinkPlace } from './route-links';
import { removePage } from './site-edits';

// Retiring a page: it goes, its links and its visitors are sent to another page (docs/editing.md, "Delete a page").

/** Who retires the page and when: the redirect's `by` (the signed-in account, when known) and `at` (ISO). */
export interface RetireStamp {
  by?: string;
  at: string;
}

/** What retiring a page changes besides the page itself, for the dialog to say before it is done. */
export interface RetirePlan {
  from: string;
  to: string;
  /** the links to the page from other pages and the shared content, in document order */
  links: LinkPlace[];
  /** the site's redirects that sent visitors to the page, and will send them to `to` */
  retargeted: Redirect[];
  /** a redirect from the page's path already in the list, which the new one replaces */
  replaced: Redirect | undefined;
}

// '/' can never be redirected (src/shared/redirect-addresses.ts), and a site keeps one page
export const mayRetire = (site: Site, index: number): boolean => {
  const path = site.pages[index]?.path;
  return site.pages.length > 1 && path !== undefined && path !== '/';
};

/** The pages a retired page's visitors may be sent to: every other page, the home page first. */
export function retireTargets(site: Site, index: number): Page[] {
  const others = site.pages.filter((_, i) => i !== index);
  return [...others.filter((page) => page.path === '/'), ...others.filter((page) => page.path !== '/')];
}

// a redirect's `to` is a route too, but it is the redirects' business, not a link on a page
const linksOutside = (site: Site, path: string, index: number | null, keys: ReadonlySet<string>) =>
  findLinks(site, path, keys).filter((place) => place.path[0] !== 'redirects' && !(place.path[0] === 'pages' && place.path[1] === index));

/** What retiring page `index` in favour of the page at path `to` would change, or null when it cannot be done. */
export function retirePlan(site: Site, index: number, to: string, keys: ReadonlySet<string>): RetirePlan | null {
  const from = site.pages[index]?.path;
  if (from === undefined || !mayRetire(site, index) || from === to || !site.pages.some((page) => page.path === to)) return null;
  const redirects = site.redirects ?? [];
  return {
    from,
    to,
    links: linksOutside(site, from, index, keys),
    retargeted: redirects.filter((redirect) => redirect.to === from && redirect.from !== from),
    replaced: redirects.find((redirect) => redirect.from === from),
  };
}

/**
 * The site without page `index` (its sections and translations with it), every link to it (and its anchors) pointing
 * at `to`, and a 301 from its path to `to` made by hand: replacing one of the same `from`, and the redirects that sent
 * visitors to it sending them to `to` (no chain; one that would then send `to` to itself goes). Unchanged when it cannot be done.
 */
export function retirePage(site: Site, index: number, to: string, keys: ReadonlySet<string>, stamp: RetireStamp): Site {
  const plan = retirePlan(site, index, to, keys);
  if (!plan) return site;
  const without = removePage(site, index);
  const relinked = linksOutside(without, plan.from, null, keys).reduce((next, place) => setAt(next, place.path, to + place.value.slice(plan.from.length)), without);
  const made: Redirect = { from: plan.from, to, status: 301, made: 'hand', ...(stamp.by !== undefined && { by: stamp.by }), at: stamp.at };
  const redirects: Redirect[] = [];
  for (const redirect of relinked.redirects ?? []) {
    if (redirect.from === plan.from) {
      if (!redirects.includes(made)) redirects.push(made);
    } else if (redirect.to !== plan.from) redirects.push(redirect);
    else if (redirect.from !== to) redirects.push({ ...redirect, to });
  }
  if (!plan.replaced) redirects.push(made);
  return { ...relinked, redirects };
}
