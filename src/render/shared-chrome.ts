import type { SiteShell } from '@/content/site-types';
import { holeOf } from '@/layout/chrome-slot';
import type { StyleUses } from './style-rules-cache';

/**
 * What the header and footer can show: the site without the entity lists, but the services a menu names (a menu
 * entry may be a service: its label and route). A chrome part rendered from this cannot depend on the page's
 * narrowed lists, so one rendering is right for every page with the same key.
 */
export function chromeSiteOf(site: SiteShell): SiteShell {
  const named = new Set<string>();
  collect([site.navigation, site.footer], (key, value) => {
    if (key === 'service' && typeof value === 'string') named.add(value);
  });
  return { ...site, services: site.services.filter((service) => named.has(service.id)), projects: [], testimonials: [], faqs: [], statistics: [] };
}

/**
 * What of the page's path the chrome shows: which of its links lead to the page or to a page under it (the current
 * menu entry and its section). A link relative to the page would depend on the whole path: then the key is the path.
 */
export function chromePathKey(site: SiteShell, pathname: string): string {
  // the language switch leads to this very page in each language: its links are the path's own
  if ((site.settings.locales?.length ?? 0) > 1) return `path ${pathname}`;
  const here = pathname.toLowerCase();
  const links = new Set<string>(['/']);
  collect(site, (key, value) => {
    if ((key === 'to' || key === 'link' || key === 'href') && typeof value === 'string') links.add(value);
  });
  const shown: string[] = [];
  for (const link of links) {
    if (/^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('//')) continue; // another site, or mail, or a phone
    if (!link.startsWith('/')) return `path ${pathname}`;
    const to = (link.split(/[?#]/)[0] ?? link).toLowerCase();
    if (here === to) shown.push(`${link} = ${pathname === to}`);
    else if (here.startsWith(to.endsWith('/') ? to : `${to}/`)) shown.push(`${link} <`);
  }
  return shown.join('\n');
}

function collect(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(value)) for (const item of value) collect(item, visit);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      visit(key, item);
      collect(item, visit);
    }
  }
}

/** The chrome's markup around the hole where a page's main content goes. */
export interface ChromeMarkup {
  before: string;
  after: string;
}

/** Splits the chrome part's markup at its hole; undefined when it has not exactly one. */
export function splitChrome(html: string): ChromeMarkup | undefined {
  const parts = html.split(holeOf('main'));
  return parts.length === 2 ? { before: parts[0]!, after: parts[1]! } : undefined;
}

/** A page's main content as rendered with holes for the header and footer, and the classes it used. */
export interface MainPart {
  /** the markup before the header's hole, and after the footer's: the same in the chrome part */
  start: string;
  markup: string;
  end: string;
  uses: StyleUses;
}

// React puts the resources a render preloads (an image with fetchPriority="high") before all of its markup
const hoisted = /^(?:<link [^>]*\/>)*/;

/**
 * The page's whole markup: the chrome's, with the main content in its hole, and what the main part preloads first,
 * where a whole render puts it. Undefined when the chrome part preloads something too (its place would differ), or
 * the parts differ outside their holes.
 */
export function joinChrome(chrome: ChromeMarkup, main: MainPart): string | undefined {
  if (hoisted.exec(chrome.before)![0]) return undefined;
  const layoutStart = main.start.slice(hoisted.exec(main.start)![0].length);
  if (!chrome.before.startsWith(layoutStart) || !chrome.after.endsWith(main.end)) return undefined;
  return main.start + chrome.before.slice(layoutStart.length) + main.markup + chrome.after;
}
