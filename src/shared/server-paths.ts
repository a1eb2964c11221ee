// The paths the server answers itself: no page may take them (src/model/reserved-routes.ts).

/** The health check for load balancers (src/server/http/health-route.ts). */
export const healthPath = '/healthz';
/** The client build's folder of hashed scripts, styles and fonts (Vite's build.assetsDir), cached for good. */
export const assetsFolder = 'assets';

// A release's own files (src/server/engine/releases/release-files.ts)
/** sitemap.xml and robots.txt, answered at the site's root */
export const rootFiles = ['sitemap.xml', 'robots.txt'] as const;
/** Fonts made for a release's pages (a subset of a web font to the glyphs they show), at /_fonts/NAME. */
export const fontsFolder = '_fonts';
/** The not-found page's file in every release: _404.html, another language's _404.hi.html, its data _data/_404.json. */
export const notFoundName = '_404';

/** Where the production server serves the editor: everything of it is under /edit. */
export const editorPath = '/edit';
export const signInPath = '/edit/sign-in';
export const editorApiBase = '/edit/api';
/** the editor's bundle (dist/editor), built by `npm run build` with this base */
export const editorBundleBase = '/edit/bundle/';
/** the stored draft, rendered as pages: `/edit/draft/` + the page's path */
export const draftPreviewBase = '/edit/draft';
/** the Leads page (and a lead's: `/edit/leads/12`), for accounts that work the contact form's leads */
export const leadsPath = '/edit/leads';
/** the Insights page: visitors, sources and the leads they brought, for every account */
export const insightsPath = '/edit/insights';
/** the pages of the editor's bundle the server answers, by path */
export const editorPages = { '/edit/preview': { title: 'Preview', entry: 'preview' }, '/edit/block-preview': { title: 'Block preview', entry: 'blockPreview' } } as const;
/** a preview link's pages, for anyone who has the link: `/edit/shared/<token>/` + the page's path */
export const sharedPreviewBase = '/edit/shared';
