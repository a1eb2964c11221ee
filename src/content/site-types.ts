import type { Page, Site } from '@/generated/site';

/** What a page is without its sections: enough for routes, menus and head tags. */
export type PageMeta = Omit<Page, 'sections'>;

/** The site as the client holds it: everything but the pages' sections, which load per page. */
export type SiteShell = Omit<Site, 'pages'> & { pages: PageMeta[] };
