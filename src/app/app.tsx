import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Site } from '@/generated/site';
import { SiteProvider } from '@/content/site-context';
import { theme } from '@/theme/tokens';
import { GlobalStyle } from '@/theme/global-style';
import { Layout } from '@/layout/layout';
import { NotFound } from '@/layout/not-found';
import { PageView } from './page-view';

/** Routes come from site.json: one per page, and the not-found page for any other path. */
export function App({ site }: { site: Site }) {
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Routes>
          <Route element={<Layout />}>
            {site.pages.map((page) => (
              <Route key={page.path} path={page.path} element={<PageView page={page} />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </ThemeProvider>
    </SiteProvider>
  );
}
