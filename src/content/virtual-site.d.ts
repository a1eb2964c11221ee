// The module made by scripts/lib/vite-site-plugin.ts from site.json, for the catalog and the tests.
declare module 'virtual:site' {
  import type { SiteShell } from '@/content/site-types';
  export const site: SiteShell;
}
