import type { Block, Page, Site } from '@/generated/site';

/**
 * The site's shared content as a page holds it: settings, menus, footer, system pages, and of the services,
 * projects, testimonials, FAQ items and statistics only those the page and its chrome reference. Not the shared
 * sections: a page shows those it uses in its own sections.
 */
export type SiteShell = Omit<Site, 'pages' | '$schema' | 'redirects' | 'sharedSections'>;

/** A page as it is shown: each use of a shared section replaced by the block it names (src/model/shared-sections.ts). */
export type ShownPage = Omit<Page, 'sections'> & { sections: Block[] };

/** A site as it is shown: its pages as shown, without the shared sections they named. */
export type ShownSite = Omit<Site, 'pages' | 'sharedSections'> & { pages: ShownPage[] };

/**
 * All the content one page shows: what its HTML carries for hydration (islands' props, serialised in the page)
 * and what a client-side navigation fetches. The HTML is a function of this and the code build, nothing else.
 */
export interface PageData {
  /** the code build that rendered the page: a navigation to a page of another build loads it whole */
  build: string;
  site: SiteShell;
  /** null on the not-found page */
  page: ShownPage | null;
  /**
   * the URL of the web font subset to this release's pages (a Devanagari page's): a navigation to a page of
   * another subset loads it whole, since this document's subset may lack its glyphs
   */
  font?: string;
}
