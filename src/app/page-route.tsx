import { useLocation } from 'react-router-dom';
import { hasPage, pagePath } from '@/content/pages';
import { NotFound } from '@/layout/not-found';
import { PageView } from './page-view';

/**
 * The page at the current path, or the not-found page. One route and a look-up instead of one route
 * per page: React Router ranks and matches every route on each render, which made a 1,000-page
 * prerender spend most of its time matching paths.
 */
export function PageRoute() {
  const path = pagePath(useLocation().pathname);
  // keyed by path: a new page replaces the old one's blocks, still static ones included, rather than updating them
  return hasPage(path) ? <PageView key={path} path={path} /> : <NotFound />;
}
