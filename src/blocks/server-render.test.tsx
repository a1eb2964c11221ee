// @vitest-environment node
import type { ComponentType } from 'react';
import { renderOnServer } from '@/test/render-on-server';
import { describe, expect, it } from 'vitest';
import type { Block } from '@/generated/site';
import { FirstScreenContext } from '@/content/first-screen';
import { blockLoaders } from '@/render/registry';
import { Cta } from './cta/cta';
import { fixture as cta } from './cta/cta.fixture';
import { Hero } from './hero/hero';
import { fixture as hero } from './hero/hero.fixture';
import { ProjectSlider } from './project-slider/project-slider';
import { fixture as projectSlider } from './project-slider/project-slider.fixture';
import { ServiceList } from './service-list/service-list';
import { fixture as serviceList } from './service-list/service-list.fixture';
import { Testimonials } from './testimonials/testimonials';
import { fixture as testimonials } from './testimonials/testimonials.fixture';
import { VideoCounter } from './video-counter/video-counter';
import { fixture as videoCounter } from './video-counter/video-counter.fixture';
import { WorkingProcess } from './working-process/working-process';
import { fixture as workingProcess } from './working-process/working-process.fixture';

// No window or document here: a block that touches them while rendering fails these tests.
describe('blocks on the server', () => {
  it('renders the hero with its h1 and, when it opens the page, the eagerly loaded image', () => {
    const html = renderOnServer(
      <FirstScreenContext value>
        <Hero {...hero} />
      </FirstScreenContext>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toMatch(/<h1[^>]*>We deliver cutting-edge software <span[^>]*>solutions<\/span><\/h1>/);
    expect(html).toContain('fetchPriority="high"');
  });

  it('renders the counters with their final values and the dialog closed, without the video', () => {
    const html = renderOnServer(<VideoCounter {...videoCounter} />);
    expect(html).toContain('id="aximo-counter"');
    for (const value of ['15+', '120k', '100%']) expect(html).toContain(`>${value}</span>`);
    expect(html).toMatch(/<dialog(?![^>]*\sopen[\s=>])[^>]*aria-label="You just opened the modal video"/);
    expect(html).not.toContain('<video');
  });

  it('renders every slide of the project slider', () => {
    const html = renderOnServer(<ProjectSlider {...projectSlider} />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('Logo and Branding');
  });

  it('renders the first step of the working process open', () => {
    const html = renderOnServer(<WorkingProcess {...workingProcess} />);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
  });

  it.each([
    ['service-list', <ServiceList key="s" {...serviceList} />, 'Learn more'],
    ['testimonials', <Testimonials key="t" {...testimonials} />, 'Rated 4 out of 5'],
    ['cta', <Cta key="c" {...cta} />, 'Book a free consultation'],
  ])('renders %s', (_type, ui, text) => {
    expect(renderOnServer(ui)).toContain(text);
  });
});

const fixtures = import.meta.glob<{ fixture: Block }>('./*/*.fixture.ts', { eager: true });

// Every block, not only the ones above: the prerender renders them all in Node.
describe('every block fixture on the server', () => {
  it.each(Object.values(fixtures).map(({ fixture }) => [fixture.type, fixture] as const))('%s renders without browser APIs', async (type, fixture) => {
    const Component = (await blockLoaders[type]()) as ComponentType<Block>;
    const html = renderOnServer(<Component {...fixture} />);
    expect(html.length).toBeGreaterThan(200);
    expect(html).toMatch(/<(section|div|article)\b/);
  });

  it('covers every registered block type', () => {
    expect(Object.values(fixtures).map(({ fixture }) => fixture.type).sort()).toEqual(Object.keys(blockLoaders).sort());
  });
});
