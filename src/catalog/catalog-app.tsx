import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SiteProvider } from '@/content/site-context';
import { site } from '@/content/site';
import { theme } from '@/theme/tokens';
import { GlobalStyle } from '@/theme/global-style';
import { useMarkHydrated } from '@/hooks/use-mark-hydrated';
import { catalogEntries } from './catalog-entries';
import { CatalogPage } from './catalog-page';

/** The catalog inside the site's own providers: blocks look as on the site, and their ids resolve against site.json. */
export function CatalogApp() {
  useMarkHydrated();
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {/* a memory router: a link inside a preview stays in the catalog instead of leaving for a page */}
        <MemoryRouter>
          <CatalogPage entries={catalogEntries} />
        </MemoryRouter>
      </ThemeProvider>
    </SiteProvider>
  );
}
