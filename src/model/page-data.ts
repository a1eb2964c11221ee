import type { Page, Site } from '../generated/site.ts';
import type { PageData, ShownPage, ShownSite, SiteShell } from '../content/site-types.ts';
import { collections } from './site-refs.ts';
import { addReferences, type Collection } from './references.ts';
import { shortHash } from './short-hash.ts';
import { sharedById, shownPage } from './shared-sections.ts';

type Entity = { id: string };
type Picked = Map<Collection, Set<string>>;

/**
 * Derives each page's data from a validated site: the page, the chrome every page shows (settings, menus,
 * footer, system pages) and the entities the page or the chrome references (`referenceKeys`, from the schema:
 * referenceKeysOf), and those the entities reference in turn. Nothing else of the site: a change to an entity
 * no page shows renders no page again. Pages that show the same entities share one shell, serialized once. A page
 * shows the shared sections it uses as its own blocks (a site as shown has them so already: languageSites).
 */
export function pageDataSource(site: ShownSite | Site, build: string, referenceKeys: Map<string, Collection>) {
  // the redirects are the server's, not the pages': a page never shows them, and a change of them renders none
  const { pages: _pages, $schema: _schema, redirects: _redirects, sharedSections, ...shared } = site as Site;
  const sections = sharedById({ sharedSections });
  const shown = (page: ShownPage | Page | null) => (page && shownPage(sections, page as Page));
  const byId = new Map(collections.map((name) => [name, new Map((site[name] as Entity[]).map((item) => [item.id, item]))]));
  const empty = (): Picked => new Map(collections.map((name) => [name, new Set<string>()]));
  const referencesOf = (value: unknown) => {
    const picked = empty();
    addReferences(value, referenceKeys, picked);
    return picked;
  };
  // what an entity references, found once: many pages show the same ones
  const entityReferences = new Map<unknown, Picked>();
  const chrome = referencesOf([site.settings, site.navigation, site.footer, site.systemPages]);

  /** The chrome's and `page`'s references, and those the referenced entities make in turn, until nothing is added. */
  function pickedFor(page: ShownPage | null): Picked {
    const picked = empty();
    const queue: [Collection, string][] = [];
    const add = (from: Picked) => {
      for (const [name, ids] of from) {
        const into = picked.get(name)!;
        for (const id of ids) {
          if (into.has(id)) continue;
          into.add(id);
          queue.push([name, id]);
        }
      }
    };
    add(chrome);
    if (page) add(referencesOf(page));
    while (queue.length) {
      const [name, id] = queue.pop()!;
      const entity = byId.get(name)!.get(id);
      if (!entity) continue;
      let own = entityReferences.get(entity);
      if (!own) entityReferences.set(entity, (own = referencesOf(entity)));
      add(own);
    }
    return picked;
  }

  // the shell without its entities, the same on every page, hashed once (when a page's inputs are first asked for)
  let chromeHashed: string | undefined;
  const chromeHash = () => (chromeHashed ??= shortHash(JSON.stringify(Object.fromEntries(Object.entries(shared).filter(([key]) => !(collections as readonly string[]).includes(key))))));

  // one shell per set of entities shown, with its JSON's hash: most pages share a few
  const shells = new Map<string, { shell: SiteShell; hash: string }>();
  function shellFor(page: ShownPage | null) {
    const picked = pickedFor(page);
    const key = collections.map((name) => [...picked.get(name)!].sort().join('\u0001')).join('\u0002');
    let found = shells.get(key);
    if (!found) {
      // in site.json's order, as the whole list would be
      const narrowed = Object.fromEntries(collections.map((name) => [name, (site[name] as Entity[]).filter((item) => picked.get(name)!.has(item.id))]));
      const shell = { ...shared, ...narrowed } as SiteShell;
      shells.set(key, (found = { shell, hash: shortHash(chromeHash(), JSON.stringify(narrowed)) }));
    }
    return found;
  }

  return {
    /** The data of `page`, or of the not-found page for null. */
    dataOf(page: ShownPage | Page | null): PageData {
      const own = shown(page);
      return { build, site: shellFor(own).shell, page: own };
    },
    /**
     * What `page`'s rendering depends on besides the code, as a hash: its shell's and its own content. Cheaper than
     * hashing its whole data, which repeats the shell on every page.
     */
    inputsOf(page: ShownPage | Page | null): string {
      const own = shown(page);
      return shortHash(build, shellFor(own).hash, JSON.stringify(own));
    },
  };
}
