import type { Page, Site } from '@/generated/site';

/**
 * The site's shared content as a page holds it: settings, menus, footer, system pages, and of the services,
 * projects, testimonials, FAQ items and statistics only those the page and its chrome reference.
 */
export type SiteShell = Omit<Site, 'pages' | '$schema' | 'redirects'>;

/**
 * All the content one page shows: what its HTML carries for hydration (islands' props, serialised in the page)
 * and what a client-side navigation fetches. The HTML is a function of this and the code build, nothing else.
 */
export interface PageData {
  /** the code build that rendered the page: a navigation to a page of another build loads it whole */
  build: string;
  site: SiteShell;
  /** null on the not-found page */
  page: Page | null;
  /**
   * the URL of the web font subset to this release's pages (a Devanagari page's): a navigation to a page of
   * another subset loads it whole, since this document's subset may lack its glyphs
   */
  font?: string;
}
