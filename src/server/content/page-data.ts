import type { Page, Site } from '../../generated/site.ts';
import type { PageData, SiteShell } from '../../content/site-types.ts';
import { collections } from './site-refs.ts';
import { addReferences, type Collection } from './references.ts';

type Entity = { id: string };

/**
 * Derives each page's data from a validated site: the page, the chrome every page shows (settings, menus,
 * footer, system pages) and the entities the page or the chrome references (`referenceKeys`, from the schema:
 * referenceKeysOf), and those the entities reference in turn. Nothing else of the site: a change to an entity
 * no page shows renders no page again.
 */
export function pageDataSource(site: Site, build: string, referenceKeys: Map<string, Collection>) {
  const { pages, $schema, ...shared } = site;
  const byId = new Map(collections.map((name) => [name, new Map((site[name] as Entity[]).map((item) => [item.id, item]))]));
  const chrome = [site.settings, site.navigation, site.footer, site.systemPages];

  function shellFor(page: Page | null): SiteShell {
    const picked = new Map<Collection, Set<string>>(collections.map((name) => [name, new Set()]));
    addReferences(page ? [...chrome, page] : chrome, referenceKeys, picked);
    // until no new entity is referenced: an entity may reference another
    for (let size = -1, now = 0; now !== size; ) {
      size = now;
      for (const [name, ids] of picked) for (const id of [...ids]) addReferences(byId.get(name)!.get(id), referenceKeys, picked);
      now = [...picked.values()].reduce((total, ids) => total + ids.size, 0);
    }
    // in site.json's order, as the whole list would be
    const narrowed = Object.fromEntries(collections.map((name) => [name, (site[name] as Entity[]).filter((item) => picked.get(name)!.has(item.id))]));
    return { ...shared, ...narrowed } as SiteShell;
  }

  return {
    /** The data of `page`, or of the not-found page for null. */
    dataOf(page: Page | null): PageData {
      return { build, site: shellFor(page), page };
    },
  };
}
