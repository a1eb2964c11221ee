import type { Site } from '@/generated/site';
import { sharedKeys, type SharedKey } from './editor-types';
import { labels } from './labels';
import { fromPointer, type JsonPath } from '@/shared/json-pointer';

// "items 2 › to": a list index is counted from 1 and read with the list's name.
function fieldWords(path: JsonPath): string {
  const words: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'number' || /^\d+$/.test(String(segment))) words.push(`${words.pop() ?? 'item'} ${Number(segment) + 1}`);
    else words.push(String(segment));
  }
  return words.join(' › ');
}

/**
 * A place in the site in words: `About (/about) › section 2 “Call to action” › link › to` for a section's
 * field, `Navigation › items 1 › to` for shared content.
 */
export function describePlace(site: Site, path: JsonPath, blockTitle: (type: string) => string): string {
  const [top, page, part, section, ...rest] = path;
  if (top === 'pages' && typeof page === 'number') {
    const found = site.pages[page];
    const name = found ? `${found.title} (${found.path})` : `page ${page + 1}`;
    if (part !== 'sections' || typeof section !== 'number') return [name, fieldWords(path.slice(2))].filter(Boolean).join(' › ');
    const block = found?.sections[section];
    const sectionName = `section ${section + 1}${block ? ` “${blockTitle(block.type)}”` : ''}`;
    return [name, sectionName, fieldWords(rest)].filter(Boolean).join(' › ');
  }
  const shared = sharedKeys.includes(top as SharedKey) ? labels.shared[top as SharedKey] : String(top);
  return [shared, fieldWords(path.slice(1))].filter(Boolean).join(' › ');
}

/** `/pages/0/sections/2` → ['pages', 0, 'sections', 2]: digits as numbers, ~1 and ~0 decoded. */
export const pathOf = (pointer: string): JsonPath => fromPointer(pointer).map((step) => (/^\d+$/.test(step) ? Number(step) : step));
