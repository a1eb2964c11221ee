import { createHash } from 'node:crypto';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '@/generated/site';
import type { ShownPage, SiteShell } from '@/content/site-types';
import { site } from '@/content/site';
import { responsiveImage } from '@/shared/responsive-image';
import { renderWithSite } from '@/test/render';
import { firstScreenImage, firstScreenImages } from './first-screen';
import { blockLoaders, type BlockRegistry, type BlockType } from './registry';
import { Sections } from './sections';

const fixtures = Object.values(import.meta.glob<{ fixture: Block }>('../blocks/*/*.fixture.ts', { eager: true })).map(({ fixture }) => fixture);
let registry: BlockRegistry;
beforeAll(async () => {
  const loaded = await Promise.all(Object.entries(blockLoaders).map(async ([type, load]) => [type, (await load()) as ComponentType<Block>] as const));
  registry = Object.fromEntries(loaded) as unknown as BlockRegistry;
});

/** `value` with every SVG image of public/ swapped for an uploaded image of the same size (`/media/…`). */
function uploaded<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) => {
    const image = item as { src?: unknown; width?: number; height?: number; alt?: unknown };
    if (typeof image?.src !== 'string' || !image.src.endsWith('.svg') || typeof image.alt !== 'string') return item;
    const hash = createHash('sha256').update(image.src).digest('hex').slice(0, 16);
    return { ...image, src: `/media/${hash}-${image.width}x${image.height}.jpg` };
  }) as T;
}

const pageOf = (sections: Block[]): ShownPage => ({ path: '/', title: 'A page', sections });
const images = (element: Element) => [...element.querySelectorAll('img')];
const notLazy = (element: Element) => images(element).filter((img) => img.getAttribute('loading') !== 'lazy');

function renderTwice(block: Block, shell: SiteShell) {
  const { container } = renderWithSite(<Sections sections={[block, block]} firstScreen registry={registry} />, { site: shell });
  const [first, second] = container.querySelectorAll('[data-block]');
  return { first: first!, second: second! };
}

describe('the first-screen image', () => {
  it('is declared by block types that exist', () => {
    expect(Object.keys(firstScreenImages).every((type) => type in blockLoaders)).toBe(true);
    expect(Object.keys(firstScreenImages).sort()).toEqual(['about-intro', 'contact-form', 'hero', 'project-slider', 'service-detail', 'story', 'video-counter', 'working-process']);
  });

  describe.each(fixtures.map((fixture) => [fixture.type, fixture] as const))('of %s', (type: BlockType, fixture) => {
    it('is the one image it renders eager and first when it opens the page; everything else is lazy', () => {
      const declared = firstScreenImage(pageOf([fixture]), site);
      const { first, second } = renderTwice(fixture, site);
      expect(notLazy(second)).toEqual([]);
      if (!declared) {
        expect(type in firstScreenImages).toBe(false);
        expect(notLazy(first)).toEqual([]);
        return;
      }
      const [eager, ...others] = notLazy(first);
      expect(others).toEqual([]);
      expect(eager).toHaveAttribute('src', declared.src);
      expect(eager).toHaveAttribute('loading', 'eager');
      expect(eager).toHaveAttribute('fetchpriority', 'high');
      expect(images(first).filter((img) => img.hasAttribute('fetchpriority'))).toEqual([eager]);
    });

    it('is rendered uploaded with the very sizes and variants the head preloads', () => {
      const shell = uploaded(site);
      const block = uploaded(fixture);
      const declared = firstScreenImage(pageOf([block]), shell);
      const { first } = renderTwice(block, shell);
      if (!declared) return expect(notLazy(first)).toEqual([]);
      const [eager] = notLazy(first);
      const avif = eager!.parentElement!.querySelector('source[type="image/avif"]');
      expect(eager!.parentElement!.tagName).toBe('PICTURE');
      expect(avif).toHaveAttribute('srcset', responsiveImage(declared.src)!.avif);
      expect(avif).toHaveAttribute('sizes', declared.sizes);
      expect(eager).toHaveAttribute('sizes', declared.sizes);
      // every other uploaded image is in its <picture> too, lazy, with sizes
      for (const img of images(first).filter((img) => img !== eager && img.getAttribute('src')?.startsWith('/media/'))) {
        expect(img).toHaveAttribute('loading', 'lazy');
        expect(img.getAttribute('sizes')).toMatch(/^auto, \S/);
      }
    });
  });

  it('is nobody\'s when the sections do not open a page (the editor\'s preview, the catalog)', () => {
    const hero = fixtures.find((fixture) => fixture.type === 'hero')!;
    const { container } = renderWithSite(<Sections sections={[hero]} registry={registry} />);
    expect(notLazy(container)).toEqual([]);
  });

  it("is none when the page's first section declares none, even if a later one would", () => {
    const [cta, hero] = ['cta', 'hero'].map((type) => fixtures.find((fixture) => fixture.type === type)!);
    expect(firstScreenImage(pageOf([cta!, hero!]), site)).toBeUndefined();
    expect(firstScreenImage(pageOf([]), site)).toBeUndefined();
    const { container } = renderWithSite(<Sections sections={[cta!, hero!]} firstScreen registry={registry} />);
    expect(notLazy(container)).toEqual([]);
  });
});
