import { useLocation } from 'react-router-dom';
import type { ShownPage } from '@/content/site-types';
import { pagePath } from '@/shared/page-path';
import { NotFound } from '@/layout/not-found';
import { PageView } from './page-view';

/**
 * The page the release has at the current path, or the not-found page. One route and the release's answer
 * instead of one route per page: the client knows no list of pages, so it stays the same size as a site grows.
 */
export function PageRoute({ page }: { page: ShownPage | null }) {
  const path = pagePath(useLocation().pathname);
  // keyed by path: a new page replaces the old one's blocks, still static ones included, rather than updating them
  return page ? <PageView key={path} path={path} page={page} /> : <NotFound />;
}
