import type { ResolvedLink } from '@/content/menu';

const pathOf = (to: string) => to.split('#')[0] ?? to;

/** Whether the current page is one of the entry's submenu pages, so the entry can be shown as the current section. */
export function isInSection(entry: ResolvedLink, pathname: string): boolean {
  return (entry.children ?? []).some((child) => pathOf(child.to) === pathname || isInSection(child, pathname));
}
