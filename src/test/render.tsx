import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { SiteShell } from '@/content/site-types';
import { SiteProvider } from '@/content/site-context';
import { site as realSite } from '@/content/site';
import { theme } from '@/theme/tokens';

/** Renders a component with the site's content, theme and a router at `path`. */
export function renderWithSite(ui: ReactElement, { path = '/', site = realSite }: { path?: string; site?: SiteShell } = {}) {
  return render(
    <SiteProvider site={site}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </SiteProvider>,
  );
}
