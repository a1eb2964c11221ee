// @vitest-environment node
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Hero, Site } from '../../../generated/site.ts';
import { distDir } from '../../../../scripts/lib/paths.ts';
import { mediaSrc, mediaSrcset, parseMediaSrc } from '../../../shared/media.ts';
import { artSizes } from '../../../blocks/hero/hero.images.ts';
import { ownSiteFile, publicDir } from '../../../model/paths.ts';
import { pageDataSource } from '../../../model/page-data.ts';
import { validateSiteText } from '../../../model/validate-site.ts';
import { pageHead } from './head.ts';
import { loadRenderer, type Renderer } from './renderer.ts';

// a DOM to read the HTML with, while the renderer runs in Node as a publish does (jsdom ships no types)
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

const site = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Site;
let renderer: Renderer;
beforeAll(async () => {
  renderer = await loadRenderer(distDir);
});

/** A page of `content` as a publish renders it: its head, the preload the renderer asks for, its markup. */
async function rendered(content: Site, route: string): Promise<Document> {
  const page = content.pages.find((candidate) => candidate.path === route)!;
  const data = pageDataSource(content, renderer.build.id, renderer.referenceKeys).dataOf(page);
  const html = await renderer.renderPage(data, JSON.stringify(data), route, pageHead(data.site, page));
  return new JSDOM(html).window.document;
}

const imagePreloads = (document: Document) => [...document.querySelectorAll('link[rel="preload"][as="image"]')];
const notLazy = (document: Document) => [...document.images].filter((img) => img.getAttribute('loading') !== 'lazy');

/** Whether `link` preloads what `img` shows: its path, or its <picture>'s AVIF candidates at the same sizes. */
function preloads(link: Element, img: HTMLImageElement): boolean {
  if (link.hasAttribute('href')) return link.getAttribute('href') === img.getAttribute('src');
  const avif = img.closest('picture')?.querySelector('source[type="image/avif"]');
  return Boolean(avif) && link.getAttribute('imagesrcset') === avif!.getAttribute('srcset') && link.getAttribute('imagesizes') === avif!.getAttribute('sizes');
}

/** One decision: the head preloads an image ⇔ the page has one eager image, with fetchpriority high; every other image is lazy. */
function expectOneFirstImage(document: Document) {
  const eager = notLazy(document);
  expect(eager.length).toBeLessThanOrEqual(1);
  expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(eager.length);
  expect(document.querySelectorAll('img[fetchpriority]')).toHaveLength(eager.length);
  for (const img of eager) {
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  }
  // every image preload, React's own in the body included, is of that image: never of a lazy one
  for (const link of imagePreloads(document)) {
    expect(link.getAttribute('fetchpriority') ?? link.getAttribute('fetchPriority')).toBe('high');
    expect([...document.images].filter((img) => preloads(link, img))).toEqual(eager);
  }
}

describe('the first-screen image of every page of site.json', () => {
  it.each(site.pages.map((page) => page.path))('%s preloads only its one eager, high-priority image, and loads every other image lazily', async (route) => {
    expectOneFirstImage(await rendered(site, route));
  });

  it('preloads the picture that opens each page with one, and nothing on the others', async () => {
    const preloaded: Record<string, string | null> = {};
    for (const { path: route } of site.pages) preloaded[route] = preloadedSrc(await rendered(site, route));
    expect(preloaded).toEqual({
      '/': '/images/hero.svg',
      '/about-us': '/images/about/vision-and-mission.svg',
      '/contact-us': '/images/contact-side.svg',
      '/faq': null,
      '/testimonial': null,
      '/service': null,
      '/custom-software-development': '/images/services/custom-software-development.svg',
      '/mobile-app-development': '/images/services/mobile-app-development.svg',
      '/web-development': '/images/services/web-development.svg',
      '/it-consulting': '/images/services/it-consulting.svg',
      '/thank-you': null,
    });
    function preloadedSrc(page: Document) {
      return page.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href') ?? null;
    }
  });

  it('preloads the contact side image only where it is shown (992px up), and below that an empty source answers instead', async () => {
    const document = await rendered(site, '/contact-us');
    const [preload] = imagePreloads(document);
    expect(preload!.getAttribute('media')).toBe('(min-width: 992px)');
    const [side] = notLazy(document);
    const first = side!.closest('picture')!.querySelector('source')!;
    expect(first.getAttribute('media')).toBe('not all and (min-width: 992px)');
    expect(first.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
    // the blurred placeholder is lazy too: hidden on a phone, it is not fetched either
    expect(document.querySelector('img[aria-hidden="true"]')?.getAttribute('loading')).toBe('lazy');
  });

  it('keeps the header logo lazy: it is never the largest image on the first screen', async () => {
    const document = await rendered(site, '/');
    const logo = document.querySelector(`header img[src="${site.settings.logo.src}"]`);
    expect(logo?.getAttribute('loading')).toBe('lazy');
    expect(logo?.getAttribute('fetchpriority')).toBeNull();
  });
});

describe('an uploaded photo in the home hero', () => {
  let content: Site;
  let photo: { src: string; width: number; height: number };
  let publicCopy: string;
  beforeAll(async () => {
    // a real JPEG in a copy of public/, named by its content as an upload is: validation checks that it exists
    publicCopy = path.join(mkdtempSync(path.join(tmpdir(), 'first-screen-')), 'public');
    cpSync(publicDir, publicCopy, { recursive: true });
    const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3b6e8f' } }).jpeg().toBuffer();
    photo = { src: mediaSrc(createHash('sha256').update(bytes).digest('hex'), 1600, 1000, 'jpg'), width: 1600, height: 1000 };
    mkdirSync(path.join(publicCopy, 'media'));
    writeFileSync(path.join(publicCopy, photo.src), bytes);
    content = structuredClone(site);
    const hero = content.pages[0]!.sections[0] as Hero;
    hero.image = { ...photo, alt: 'Our team planning a release at the whiteboard', translations: { hi: { alt: 'व्हाइटबोर्ड पर रिलीज़ की योजना बनाती हमारी टीम' } } };
  });

  it('is valid content with the file there, and not without it', () => {
    const text = JSON.stringify(content);
    const schemaDirectory = renderer.build.schemaDir;
    expect(validateSiteText(text, { file: 'site.json', schemaDirectory, publicDirectory: publicCopy }).problems).toEqual([]);
    expect(validateSiteText(text, { file: 'site.json', schemaDirectory, publicDirectory: publicDir }).ok).toBe(false);
  });

  it('is a <picture> of AVIF and WebP variants at every width up to its own, with the layout\'s sizes and its pixel size', async () => {
    const document = await rendered(content, '/');
    const img = document.querySelector<HTMLImageElement>('img[alt="Our team planning a release at the whiteboard"]')!;
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const widths = (srcset: string | null) => srcset!.split(', ').map((candidate) => candidate.split(' ')[1]);
    for (const source of sources) {
      expect(widths(source.getAttribute('srcset'))).toEqual(['320w', '640w', '960w', '1280w', '1600w']);
      expect(source.getAttribute('sizes')).toBe(artSizes);
    }
    expect(sources[0]!.getAttribute('srcset')).toBe(mediaSrcset(parseMediaSrc(photo.src)!, 'avif'));
    expect(img.getAttribute('srcset')).toBe(mediaSrcset(parseMediaSrc(photo.src)!, 'jpg'));
    expect(img.getAttribute('sizes')).toBe(artSizes);
    expect(img.getAttribute('src')).toMatch(/-1600x1000-w960\.jpg$/);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1000']);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('is preloaded once, in the head, as the AVIF candidate its <picture> picks', async () => {
    const document = await rendered(content, '/');
    const preloads = imagePreloads(document);
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload!.parentElement).toBe(document.head);
    const avif = document.querySelector('picture source[type="image/avif"]')!;
    expect(preload!.getAttribute('type')).toBe('image/avif');
    expect(preload!.getAttribute('imagesrcset')).toBe(avif.getAttribute('srcset'));
    expect(preload!.getAttribute('imagesizes')).toBe(avif.getAttribute('sizes'));
    expect(preload!.getAttribute('fetchpriority')).toBe('high');
    expect(preload!.hasAttribute('href')).toBe(false);
    expect(preload!.hasAttribute('media')).toBe(false);
    expectOneFirstImage(document);
  });
});
