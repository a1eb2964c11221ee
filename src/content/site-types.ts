import type { Site } from '@/generated/site';

/**
 * The site as the client holds it: everything but the pages, which load one chunk per page, so the
 * first script of a 1,000-page site does not carry a thousand titles and descriptions.
 */
export type SiteShell = Omit<Site, 'pages'>;
