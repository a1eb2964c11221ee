import type { Page, Site } from '../../generated/site.ts';
import type { PageData, SiteShell } from '../../content/site-types.ts';
import { collections } from './site-refs.ts';

type Collection = (typeof collections)[number];
type Entity = { id: string };

function addStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) addStrings(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) addStrings(item, into);
}

/**
 * Derives each page's data from a validated site: the page, the chrome every page shows (settings, menus,
 * footer, system pages) and the entities whose id the page or the chrome names. A reference is an id string
 * (validation checked each), so a value equal to an id includes that entity: at worst one too many, never one
 * missing. Entities that name other entities bring those along.
 */
export function pageDataSource(site: Site, build: string) {
  const { pages, $schema, ...shared } = site;
  const byId = new Map<Collection, Map<string, Entity>>(collections.map((name) => [name, new Map((site[name] as Entity[]).map((item) => [item.id, item]))]));
  const chromeStrings = new Set<string>();
  addStrings([site.settings, site.navigation, site.footer, site.systemPages], chromeStrings);

  function shellFor(page: Page | null): SiteShell {
    const strings = new Set(chromeStrings);
    if (page) addStrings(page, strings);
    const picked = new Map<Collection, Set<string>>(collections.map((name) => [name, new Set()]));
    // until no new entity is named: an entity may name another
    for (let grew = true; grew; ) {
      grew = false;
      for (const name of collections) {
        for (const id of strings) {
          const entity = byId.get(name)!.get(id);
          if (!entity || picked.get(name)!.has(id)) continue;
          picked.get(name)!.add(id);
          const before = strings.size;
          addStrings(entity, strings);
          grew ||= strings.size > before;
        }
      }
    }
    // in site.json's order, as the whole list would be
    const narrowed = Object.fromEntries(collections.map((name) => [name, (site[name] as Entity[]).filter((item) => picked.get(name)!.has(item.id))]));
    return { ...shared, ...narrowed } as SiteShell;
  }

  return {
    /** The data of the page at `page`, or of the not-found page for null. */
    dataOf(page: Page | null): PageData {
      return { build, site: shellFor(page), page };
    },
  };
}
