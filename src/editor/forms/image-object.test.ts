// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageWith } from './image-object';

const hero = { src: '/images/hero.svg', alt: 'A dashboard', width: 640, height: 560, translations: { hi: { alt: 'एक डैशबोर्ड' } } };

describe('an image given new values', () => {
  it('drops the old description\'s translations with a new description: they describe the picture it replaced', () => {
    expect(imageWith(hero, { src: '/media/a-600x800.jpg', alt: 'Boats at dusk', width: 600, height: 800 })).toEqual({ src: '/media/a-600x800.jpg', alt: 'Boats at dusk', width: 600, height: 800 });
  });

  it('keeps them when the description stays, and keeps other translated fields', () => {
    expect(imageWith(hero, { src: '/media/a-600x800.jpg', width: 600, height: 800 }).translations).toEqual({ hi: { alt: 'एक डैशबोर्ड' } });
    expect(imageWith({ ...hero, translations: { hi: { alt: 'पुराना', caption: 'शीर्षक' } } }, { alt: 'New' }).translations).toEqual({ hi: { caption: 'शीर्षक' } });
  });
});
