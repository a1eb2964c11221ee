import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { SiteProvider } from '@/content/site-context';
import { site } from '@/content/site';
import { theme } from '@/theme/tokens';

/** HTML of `ui` rendered as the prerender does, with the site's content, theme and a router. */
export function renderOnServer(ui: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      sheet.collectStyles(
        <SiteProvider site={site}>
          <ThemeProvider theme={theme}>
            <MemoryRouter>{ui}</MemoryRouter>
          </ThemeProvider>
        </SiteProvider>,
      ),
    );
  } finally {
    sheet.seal();
  }
}
