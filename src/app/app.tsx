import { Suspense, useDeferredValue } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { SiteShell } from '@/content/site-types';
import { SiteProvider } from '@/content/site-context';
import { theme } from '@/theme/tokens';
import { GlobalStyle } from '@/theme/global-style';
import { Layout } from '@/layout/layout';
import { useMarkHydrated } from '@/hooks/use-mark-hydrated';
import { useCompleteFirstPage } from '@/hydration/use-page-ready';
import { PageRoute } from './page-route';

/** Pages come from site.json, by path; any other path shows the not-found page. */
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
              <Route path="*" element={<PageRoute />} />
            </Route>
          </Routes>
        </Suspense>
      </ThemeProvider>
    </SiteProvider>
  );
}
