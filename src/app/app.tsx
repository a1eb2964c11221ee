import { Suspense, use, useDeferredValue, useEffect, useMemo, useState, startTransition } from 'react';
import { NavigationType, UNSAFE_LocationContext as LocationContext, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { PageDataStore } from '@/content/page-data';
import { pagePath } from '@/shared/page-path';
import { SiteProvider } from '@/content/site-context';
import { theme } from '@/theme/tokens';
import { GlobalStyle } from '@/theme/global-style';
import { Layout } from '@/layout/layout';
import { useMarkHydrated } from '@/hooks/use-mark-hydrated';
import { useCompleteFirstPage } from '@/hydration/use-page-ready';
import { PageRoute } from './page-route';

/** Pages come from the live release's data, by path; a path it does not know shows the not-found page. */
export function App({ store }: { store: PageDataStore }) {
  // While the next page's data and chunks load, the deferred location keeps the current page on screen.
  const current = useLocation();
  const location = useDeferredValue(current);
  const revision = useRefreshes(store);
  const data = use(store.load({ key: `${revision}:${location.key}`, path: pagePath(location.pathname), href: location.pathname + location.search + location.hash }));
  const keys = [`${revision}:${current.key}`, `${revision}:${location.key}`];
  useEffect(() => store.retain(keys));
  useMarkHydrated();
  useCompleteFirstPage(current.pathname);
  // The deferred location for the layout and page below, as <Routes location> gave it: with one page route for
  // every path, React Router's route matching was ~3.4 KB (brotli) of every page's first script for nothing.
  const shown = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <SiteProvider site={data.site}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Suspense fallback={null}>
          <LocationContext value={shown}>
            <Layout>
              <PageRoute page={data.page} />
            </Layout>
          </LocationContext>
        </Suspense>
      </ThemeProvider>
    </SiteProvider>
  );
}

/** Counts the store's refreshes (the dev server's site.json changed): each loads the shown page's data anew, the old one on screen meanwhile. */
function useRefreshes(store: PageDataStore): number {
  const [revision, setRevision] = useState(0);
  useEffect(() => store.onRefresh(() => startTransition(() => setRevision((count) => count + 1))), [store]);
  return revision;
}
