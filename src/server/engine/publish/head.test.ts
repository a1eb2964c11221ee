// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../../generated/site.ts';
import { headTags, imagePreload, organizationJsonLd, robotsTxt, sitemap } from './head.ts';
import { mediaSrcset, parseMediaSrc } from '../../../shared/media.ts';
import { root } from '../../../model/paths.ts';

const site = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/minimal-site.json'), 'utf8')) as Site;

describe('head tags', () => {
  it('escapes text taken from site.json', () => {
    const tags = headTags(site, { title: 'R&D <team>', description: 'Say "hi"', path: '/' });
    expect(tags).toContain('<title>R&amp;D &lt;team&gt; | Yamuna Softworks</title>');
    expect(tags).toContain('content="Say &quot;hi&quot;"');
  });

  it('gives a canonical URL and no noindex to a normal page, the reverse to the not-found page', () => {
    expect(headTags(site, { title: 'Service', path: '/service' })).toContain('<link rel="canonical" href="https://www.yamunasoftworks.in/service" />');
    expect(headTags(site, { title: 'Service', path: '/service' })).not.toContain('noindex');
    const notFound = headTags(site, { title: 'Page not found' });
    expect(notFound).not.toContain('canonical');
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps every "<" out of the JSON-LD: a closing tag, and a comment that would swallow the rest of the page', () => {
    const tricky = structuredClone(site);
    tricky.settings.company.name = 'Evil </script><script>alert(1)</script>';
    tricky.settings.contact.address.street = '<!--<script>';
    const script = organizationJsonLd(tricky);
    const body = script.replace(/^<script[^>]*>|<\/script>$/g, '');
    expect(body).not.toMatch(/[<>&]/);
    const parsed = JSON.parse(body) as { name: string; address: { streetAddress: string } };
    expect(parsed.name).toBe(tricky.settings.company.name);
    expect(parsed.address.streetAddress).toBe('<!--<script>');
  });

  it('lists pages in the sitemap except those marked noindex', () => {
    const map = sitemap(site, { routes: ['/', '/service', '/web-development'], noindex: ['/service'] });
    expect(map).not.toContain('/service<');
    expect(map).toContain('<loc>https://www.yamunasoftworks.in/web-development</loc>');
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.yamunasoftworks.in/sitemap.xml\n');
  });
});

describe('the tags of a shared link', () => {
  const upload = '/media/3fa2b9c0d1e2f3a4-1600x1200.jpg';
  const image = (src: string, width = 1600, height = 1200) => ({ src, alt: 'Our team at work', width, height });
  const meta = (tags: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(tags)?.[1];

  it("show the page's share image as its 1200 × 630 variant, its share title and description, on a large card", () => {
    const tags = headTags(site, { title: 'Service', description: 'Our services.', path: '/service', share: { image: image(upload), title: 'What we build', description: 'Software for growing businesses.' } });
    expect(meta(tags, 'og:image')).toBe('https://www.yamunasoftworks.in/media/3fa2b9c0d1e2f3a4-1600x1200-share.jpg');
    expect([meta(tags, 'og:image:width'), meta(tags, 'og:image:height'), meta(tags, 'og:image:alt')]).toEqual(['1200', '630', 'Our team at work']);
    expect([meta(tags, 'og:title'), meta(tags, 'og:description')]).toEqual(['What we build', 'Software for growing businesses.']);
    expect([meta(tags, 'twitter:card'), meta(tags, 'twitter:image'), meta(tags, 'twitter:title'), meta(tags, 'twitter:description')]).toEqual([
      'summary_large_image',
      'https://www.yamunasoftworks.in/media/3fa2b9c0d1e2f3a4-1600x1200-share.jpg',
      'What we build',
      'Software for growing businesses.',
    ]);
    // the page's own title stays the document's
    expect(tags).toContain('<title>Service | Yamuna Softworks</title>');
  });

  it("fall back to the page's title and description, and to the site's share image (a file of public/ at its own size)", () => {
    const withDefault = { ...site, settings: { ...site.settings, shareImage: image('/images/share.jpg', 1200, 630) } };
    const tags = headTags(withDefault, { title: 'Service', description: 'Our services.', path: '/service' });
    expect([meta(tags, 'og:image'), meta(tags, 'og:image:width'), meta(tags, 'og:image:height')]).toEqual(['https://www.yamunasoftworks.in/images/share.jpg', '1200', '630']);
    expect([meta(tags, 'og:title'), meta(tags, 'og:description'), meta(tags, 'twitter:card')]).toEqual(['Service | Yamuna Softworks', 'Our services.', 'summary_large_image']);
  });

  it('show the logo on a small card when neither the page nor the site has a share image', () => {
    const tags = headTags(site, { title: 'Service', path: '/service' });
    expect([meta(tags, 'og:image'), meta(tags, 'og:image:width'), meta(tags, 'twitter:card'), meta(tags, 'twitter:image')]).toEqual(['https://www.yamunasoftworks.in/images/logo.svg', undefined, 'summary', undefined]);
  });

  it('show a share title holding </title><script> as text in every tag', () => {
    const hostile = '</title><script>alert(1)</script>';
    const tags = headTags(site, { title: hostile, description: `"${hostile}`, path: '/service', share: { title: hostile, description: hostile, image: { ...image(upload), alt: hostile } } });
    expect(tags).not.toMatch(/<script|<\/title>(?!$)|content="[^"]*<|"alert/m);
    expect(tags.match(/<\/title>/g)).toHaveLength(1);
    const escaped = '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    for (const key of ['og:title', 'og:description', 'og:image:alt', 'twitter:title', 'twitter:description', 'twitter:image:alt']) expect(meta(tags, key), key).toBe(escaped);
    expect(tags).toContain(`<title>${escaped} | Yamuna Softworks</title>`);
  });
});

describe('the preload of the first-screen image', () => {
  it('preloads an image of public/ by its path, first', () => {
    expect(imagePreload({ src: '/images/hero.svg', sizes: '500px' })).toBe('<link rel="preload" href="/images/hero.svg" as="image" fetchpriority="high" />');
  });

  it("preloads an uploaded image's AVIF variants with the sizes the page renders it with, and no href a browser would fetch whole", () => {
    const src = '/media/3fa2b9c0d1e2f3a4-1600x1200.jpg';
    const sizes = '(min-width: 992px) 500px, calc(100vw - 32px)';
    const tag = imagePreload({ src, sizes });
    expect(tag).toBe(`<link rel="preload" as="image" type="image/avif" imagesrcset="${mediaSrcset(parseMediaSrc(src)!, 'avif')}" imagesizes="${sizes}" fetchpriority="high" />`);
    expect(tag).toContain('-w320.avif 320w, ');
    expect(tag).toContain('-w1600.avif 1600w"');
    expect(tag).not.toContain('href=');
  });

  it('preloads an image its block hides at some widths only where it is shown', () => {
    expect(imagePreload({ src: '/images/contact-side.svg', sizes: '397px', media: '(min-width: 992px)' })).toBe(
      '<link rel="preload" href="/images/contact-side.svg" as="image" media="(min-width: 992px)" fetchpriority="high" />',
    );
  });

  it('escapes what comes from site.json', () => {
    expect(imagePreload({ src: '/images/a"b.svg', sizes: '1px' })).toContain('href="/images/a&quot;b.svg"');
  });
});
