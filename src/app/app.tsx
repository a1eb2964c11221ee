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
import { PageView } from './page-view';

/** Routes come from site.json: one per page, and the not-found page for any other path. */
export function App({ site }: { site: SiteShell }) {
  // While the next page's chunks load, the deferred location keeps the current page on screen.
  const location = useDeferredValue(useLocation());
  useMarkHydrated();
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Suspense fallback={null}>
          <Routes location={location}>
            <Route element={<Layout />}>
              {site.pages.map((page) => (
                <Route key={page.path} path={page.path} element={<PageView page={page} />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </Suspense>
      </ThemeProvider>
    </SiteProvider>
  );
}
