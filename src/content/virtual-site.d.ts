// The module made by scripts/vite-plugins/site-data-plugin.ts from site.json, for the catalog and the tests.
declare module 'virtual:site' {
  import type { SiteShell } from '@/content/site-types';
  export const site: SiteShell;
}
