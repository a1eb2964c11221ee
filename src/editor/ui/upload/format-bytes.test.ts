// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';
import { thumbnailSrc } from './thumbnail-src';

describe('formatBytes', () => {
  it('counts in steps of 1,024 with one decimal at most', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1_258_291)).toBe('1.2 MB');
    expect(formatBytes(15 * 1024 * 1024)).toBe('15 MB');
  });
});

describe('thumbnailSrc', () => {
  it("is an upload's 320-pixel WebP, or its own width when narrower; a public file as it is", () => {
    expect(thumbnailSrc('/media/3fa2b9c0d1e2f3a4-4000x3000.jpg')).toBe('/media/3fa2b9c0d1e2f3a4-4000x3000-w320.webp');
    expect(thumbnailSrc('/media/3fa2b9c0d1e2f3a4-200x100.png')).toBe('/media/3fa2b9c0d1e2f3a4-200x100-w200.webp');
    expect(thumbnailSrc('/images/hero.svg')).toBe('/images/hero.svg');
  });
});
