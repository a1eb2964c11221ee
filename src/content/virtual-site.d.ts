// Modules made by scripts/lib/vite-site-plugin.ts from the validated site.json.
declare module 'virtual:site' {
  import type { Page } from '@/generated/site';
  import type { SiteShell } from '@/content/site-types';
  export const site: SiteShell;
  /** One loader per page path: the page's chunk holds its title, description, breadcrumb and sections. */
  export const pageLoaders: Record<string, () => Promise<{ default: Page }>>;
}
