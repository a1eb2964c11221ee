// @vitest-environment node
import { expect, it } from 'vitest';
import { renderOnServer } from '@/test/render-on-server';
import { SloganSlider } from './slogan-slider';
import { fixture } from './slogan-slider.fixture';

// No window here: the marquee must render all its slides without touching browser APIs.
it('renders every slogan on the server, with the pause button and no motion started', () => {
  const html = renderOnServer(<SloganSlider {...fixture} />);
  expect(typeof window).toBe('undefined');
  expect(html).toContain('aria-roledescription="carousel"');
  expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(21);
  for (const { title } of fixture.slogans) expect(html).toContain(title);
  expect(html).toContain('Pause slogans');
});
