import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Image } from '@/generated/site';
import { Picture } from './picture';

const hash = '3fa2b9c0d1e2f3a4';
const photo: Image = { src: `/media/${hash}-1600x1200.jpg`, alt: 'Our team at the whiteboard', width: 1600, height: 1200 };
const sizes = '(min-width: 992px) 500px, calc(100vw - 32px)';
const set = (format: string, widths: number[]) => widths.map((width) => `/media/${hash}-1600x1200-w${width}.${format} ${width}w`).join(', ');

describe('Picture', () => {
  it('shows an uploaded image as a <picture> of its AVIF and WebP variants over a JPEG fallback, at every width it has', () => {
    const { container } = render(<Picture image={photo} sizes={sizes} className="styled" />);
    const img = screen.getByRole('img', { name: 'Our team at the whiteboard' });
    const picture = container.querySelector('picture');
    expect(picture).toContainElement(img);
    const sources = [...picture!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', set('avif', [320, 640, 960, 1280, 1600]));
    expect(sources[1]).toHaveAttribute('srcset', set('webp', [320, 640, 960, 1280, 1600]));
    expect(img).toHaveAttribute('srcset', set('jpg', [320, 640, 960, 1280, 1600]));
    expect(img).toHaveAttribute('src', `/media/${hash}-1600x1200-w960.jpg`);
    // lazy: a browser that knows `sizes="auto"` takes the laid-out width, the others the given sizes
    for (const element of [...sources, img]) expect(element).toHaveAttribute('sizes', `auto, ${sizes}`);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveClass('styled');
    expect(picture).not.toHaveAttribute('class');
  });

  it('loads the first-screen image eagerly and first, with the sizes the head preloads it with', () => {
    const { container } = render(<Picture image={photo} sizes={sizes} priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    for (const element of [...container.querySelectorAll('source'), img]) expect(element).toHaveAttribute('sizes', sizes);
  });

  it('keeps a PNG original as the fallback format, and an image narrower than the ladder at its own width', () => {
    const badge: Image = { src: `/media/${hash}-300x200.png`, alt: '', width: 300, height: 200 };
    const { container } = render(<Picture image={badge} sizes="56px" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', `/media/${hash}-300x200-w300.png`);
    expect(img).toHaveAttribute('srcset', `/media/${hash}-300x200-w300.png 300w`);
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', `/media/${hash}-300x200-w300.avif 300w`);
  });

  it('keeps any other image (an SVG of public/) one <img> as it is, without srcset or sizes', () => {
    const logo: Image = { src: '/images/logo.svg', alt: 'Home', width: 168, height: 40 };
    const { container } = render(<Picture image={logo} sizes="168px" className="styled" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.children).toHaveLength(1);
    const img = screen.getByRole('img', { name: 'Home' });
    expect(img).toHaveAttribute('src', '/images/logo.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '168');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('styled');
  });

  it('fetches nothing where its place hides it: an empty source answers outside `media`, before the real ones', () => {
    const { container } = render(<Picture image={photo} sizes="397px" media="(min-width: 992px)" priority />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources).toHaveLength(3);
    expect(sources[0]).toHaveAttribute('media', 'not all and (min-width: 992px)');
    expect(sources[0]!.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
    expect(sources[1]).toHaveAttribute('type', 'image/avif');
  });

  it('puts an SVG hidden at some widths in a <picture> too, for the same empty source', () => {
    const side: Image = { src: '/images/contact-side.svg', alt: 'A chat', width: 397, height: 635 };
    const { container } = render(<Picture image={side} sizes="397px" media="(min-width: 992px)" />);
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('media', 'not all and (min-width: 992px)');
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/contact-side.svg');
  });

  it('hands its ref to the <img>', () => {
    const ref = createRef<HTMLImageElement>();
    render(<Picture ref={ref} image={photo} sizes={sizes} />);
    expect(ref.current).toBe(screen.getByRole('img'));
  });
});
