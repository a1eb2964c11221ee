// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { expect, it } from 'vitest';
import { theme } from '@/theme/tokens';
import { SloganSlider } from './slogan-slider';
import { fixture } from './slogan-slider.fixture';

// No window here: the marquee must render all its slides without touching browser APIs.
it('renders every slogan on the server, with the pause button and no motion started', () => {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            <SloganSlider {...fixture} />
          </MemoryRouter>
        </ThemeProvider>,
      ),
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(21);
    for (const { title } of fixture.slogans) expect(html).toContain(title);
    expect(html).toContain('Pause slogans');
  } finally {
    sheet.seal();
  }
});
