import { useMemo } from 'react';
import type { MenuLink } from '@/generated/site';
import { resolveMenuEntry, type ResolvedLink } from '@/content/menu';
import { useSite } from '@/content/site-context';

/** The header's menu with service references replaced by the services' menu labels and routes. */
export function useResolvedMenu(): ResolvedLink[] {
  const { navigation, services } = useSite();
  return useMemo(() => navigation.items.map((item) => resolveMenuEntry(item, services)), [navigation, services]);
}

/** Links of a list (such as a footer column) with service references resolved. */
export function useResolvedLinks(links: MenuLink[]): ResolvedLink[] {
  const { services } = useSite();
  return useMemo(() => links.map((link) => resolveMenuEntry(link, services)), [links, services]);
}
