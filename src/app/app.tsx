import { Suspense, useDeferredValue } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { SiteShell } from '@/content/site-types';
import { SiteProvider } from '@/content/site-context';
import { theme } from '@/theme/tokens';
import { GlobalStyle } from '@/theme/global-style';
import { Layout } from '@/layout/layout';
import { NotFound } from '@/layout/not-found';
import { useMarkHydrated } from '@/hooks/use-mark-hydrated';
import { useCompleteFirstPage } from '@/render/use-page-ready';
import { PageView } from './page-view';

/** Routes come from site.json: one per page, and the not-found page for any other path. */
export function App({ site }: { site: SiteShell }) {
  // While the next page's chunks load, the deferred location keeps the current page on screen.
  const current = useLocation();
  const location = useDeferredValue(current);
  useMarkHydrated();
  useCompleteFirstPage(current.pathname);
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Suspense fallback={null}>
          <Routes location={location}>
            <Route element={<Layout />}>
              {site.pages.map((page) => (
                // keyed by path: a new page replaces the old one's blocks, still static ones included, rather than updating them
                <Route key={page.path} path={page.path} element={<PageView key={page.path} page={page} />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </Suspense>
      </ThemeProvider>
    </SiteProvider>
  );
}
