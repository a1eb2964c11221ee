// The one importer of site.json. The build refuses an invalid file (scripts/lib/vite-site-plugin.ts),
// so from here on the content is trusted and typed by the generated types.
import data from '@site-json';
import type { Site } from '@/generated/site';

export const site = data as unknown as Site;
