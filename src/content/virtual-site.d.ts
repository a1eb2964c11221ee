// Modules made by scripts/lib/vite-site-plugin.ts from the validated site.json.
declare module 'virtual:site' {
  import type { Block } from '@/generated/site';
  import type { SiteShell } from '@/content/site-types';
  export const site: SiteShell;
  export const sectionLoaders: Record<string, () => Promise<{ default: Block[] }>>;
}
