import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SiteShell } from './site-types';

const SiteContext = createContext<SiteShell | null>(null);

export function SiteProvider({ site, children }: { site: SiteShell; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteShell {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProvider>');
  return site;
}

type Collection = 'services' | 'projects' | 'testimonials' | 'faqs' | 'statistics';
type EntityOf<C extends Collection> = SiteShell[C][number];

/** The entities a block references by id, in the block's order. Ids were checked by validation. */
export function useEntities<C extends Collection>(collection: C, ids: readonly string[]): EntityOf<C>[] {
  const site = useSite();
  return useMemo(() => {
    const byId = new Map<string, EntityOf<C>>((site[collection] as EntityOf<C>[]).map((item) => [item.id, item]));
    return ids.map((id) => {
      const item = byId.get(id);
      if (!item) throw new Error(`No ${collection} entry with id "${id}"`);
      return item;
    });
  }, [site, collection, ids]);
}
