import type { MenuEntryWithSubmenu, MenuLink, SecondLevelSubmenu, Service } from '@/generated/site';

export interface ResolvedLink {
  label: string;
  to: string;
  children?: ResolvedLink[];
}

type AnyEntry = MenuLink | MenuEntryWithSubmenu | SecondLevelSubmenu;

/** A menu entry with service references replaced by the service's menu label and route. */
export function resolveMenuEntry(entry: AnyEntry, services: Service[]): ResolvedLink {
  if ('service' in entry) {
    const service = services.find((s) => s.id === entry.service);
    if (!service) throw new Error(`Menu references unknown service "${entry.service}"`);
    return { label: service.menuLabel, to: service.link };
  }
  if ('children' in entry) {
    return { label: entry.label, to: entry.to, children: entry.children.map((child) => resolveMenuEntry(child, services)) };
  }
  return { label: entry.label, to: entry.to };
}
