import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteShell } from '@/content/site-types';
import { NotFound } from '@/layout/not-found';
import { PageView } from './page-view';

/**
 * The page at the current path, or the not-found page. One route and a Map instead of one route per
 * page: React Router ranks and matches every route on each render, which made a 1,000-page prerender
 * spend most of its time matching paths.
 */
export function PageRoute({ pages }: { pages: SiteShell['pages'] }) {
  const byPath = useMemo(() => new Map(pages.map((page) => [page.path, page])), [pages]);
  const page = byPath.get(useLocation().pathname.replace(/(.)\/+$/, '$1'));
  // keyed by path: a new page replaces the old one's blocks, still static ones included, rather than updating them
  return page ? <PageView key={page.path} page={page} /> : <NotFound />;
}
