import type { PageData } from './site-types';
import { pageDataElementId, pageDataUrl } from '@/shared/page-data-url';
import { settled, track } from '@/shared/load-once';

/** The data a page's HTML carries (the prerendered page, or the dev server's), or undefined. */
export function embeddedPageData(doc: Document = document): PageData | undefined {
  const text = doc.getElementById(pageDataElementId)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}

const never = new Promise<never>(() => {});

// A page of another code build, or an answer the client cannot use: the browser loads the page whole, once
// (its HTML carries its own data and scripts, so this cannot loop).
function loadWhole(href: string): Promise<never> {
  window.location.assign(href);
  return never;
}

/**
 * A page's data from the live release, revalidated (a publish since the tab opened is seen). A 404 answer
 * carries the not-found page's data. Another code build, a network error or a server error load the page whole,
 * and so does a page whose font subset is not this document's (`font`): this one may lack its glyphs.
 */
export async function fetchPageData(path: string, build: string, href: string, font?: string): Promise<PageData> {
  try {
    const response = await fetch(pageDataUrl(path), { cache: 'no-cache', headers: { accept: 'application/json' } });
    if (!response.ok && response.status !== 404) return loadWhole(href);
    const data = (await response.json()) as PageData;
    return data.build === build && (!font || !data.font || data.font === font) ? data : loadWhole(href);
  } catch {
    return loadWhole(href);
  }
}

export interface Visit {
  /** the history entry's key (React Router's location.key) */
  key: string;
  path: string;
  /** where a whole load goes: path, query and hash */
  href: string;
}

export type PageDataStore = ReturnType<typeof createPageDataStore>;

/**
 * The data of each history entry, fetched once per visit and kept while that entry is shown or pending, so
 * React's use() reads one promise per render. The first entry starts with the data its HTML carried.
 */
export function createPageDataStore(first: PageData, fetchData = fetchPageData) {
  const entries = new Map<string, Promise<PageData>>();
  let firstData: PageData | undefined = first;
  const refreshed = new Set<() => void>();
  return {
    build: first.build,
    load({ key, path, href }: Visit): Promise<PageData> {
      let entry = entries.get(key);
      if (!entry) {
        // the first visit is the page the HTML carried; any later one, even back to it, asks the live release
        entry = firstData ? settled(firstData) : track(fetchData(path, first.build, href, first.font));
        firstData = undefined;
        entries.set(key, entry);
      }
      return entry;
    },
    /** Forgets the data of entries no longer shown: going back to one revalidates it. */
    retain(keys: string[]): void {
      for (const key of entries.keys()) if (!keys.includes(key)) entries.delete(key);
    },
    /** Drops everything and tells the app (the dev server's site.json changed). */
    refresh(): void {
      entries.clear();
      for (const listener of refreshed) listener();
    },
    onRefresh(listener: () => void): () => void {
      refreshed.add(listener);
      return () => refreshed.delete(listener);
    },
  };
}
