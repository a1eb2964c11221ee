// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultLocalePath, languagesOf, localeOfPath, localePath, localizeSite, siteInLocale } from './localize.ts';

const site = {
  settings: { language: 'en', locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }], logo: { src: '/logo.svg', alt: 'Home', translations: { hi: { alt: 'होम' } } } },
  pages: [
    {
      path: '/about-us',
      title: 'About us',
      translations: { hi: { title: 'हमारे बारे में' } },
      sections: [
        { type: 'story', heading: 'Our story', paragraphs: ['One', 'Two'], translations: { hi: { heading: 'हमारी कहानी', paragraphs: ['एक', 'दो'] } } },
        { type: 'cta', heading: 'Talk to us', text: 'Soon', translations: { hi: { heading: '  ' } } },
      ],
    },
  ],
};

describe('localizeSite', () => {
  it('lists the default language first, then the others', () => {
    expect(languagesOf(site.settings).codes).toEqual(['en', 'hi']);
    expect(languagesOf({ language: 'en' }).codes).toEqual(['en']);
  });

  it('gives the texts as written in the default language, without the translations', () => {
    const en = localizeSite(site, 'en');
    expect(en.pages[0]!.title).toBe('About us');
    expect(JSON.stringify(en)).not.toContain('translations');
    expect(JSON.stringify(en)).not.toContain('हमारी');
  });

  it('replaces each translated text, lists included, and leaves paths, types and untranslated texts alone', () => {
    const hi = localizeSite(site, 'hi');
    expect(hi.settings.logo).toEqual({ src: '/logo.svg', alt: 'होम' });
    expect(hi.pages[0]).toMatchObject({ path: '/about-us', title: 'हमारे बारे में' });
    expect(hi.pages[0]!.sections[0]).toEqual({ type: 'story', heading: 'हमारी कहानी', paragraphs: ['एक', 'दो'] });
    // a blank translation is no translation: the default text stays (validation refuses it unless the language falls back)
    expect(hi.pages[0]!.sections[1]).toEqual({ type: 'cta', heading: 'Talk to us', text: 'Soon' });
    expect(JSON.stringify(hi)).not.toContain('translations');
  });

  it('leaves the site it was given as it was', () => {
    const before = JSON.stringify(site);
    localizeSite(site, 'hi');
    expect(JSON.stringify(site)).toBe(before);
  });
});

describe('a language under its own prefix', () => {
  it('puts paths under /CODE, the home page at /CODE/, anchors kept, and takes them back', () => {
    expect(localePath('/about-us', 'hi', 'en')).toBe('/hi/about-us');
    expect(localePath('/', 'hi', 'en')).toBe('/hi/');
    expect(localePath('/#counter', 'hi', 'en')).toBe('/hi/#counter');
    expect(localePath('/faq#top', 'hi', 'en')).toBe('/hi/faq#top');
    expect(localePath('/about-us', 'en', 'en')).toBe('/about-us');
    expect(defaultLocalePath('/hi/about-us', 'hi', 'en')).toBe('/about-us');
    expect(defaultLocalePath('/hi/', 'hi', 'en')).toBe('/');
    expect(defaultLocalePath('/hi', 'hi', 'en')).toBe('/');
    expect(localeOfPath('/hi', ['en', 'hi'])).toBe('hi');
    expect(localeOfPath('/hi/faq', ['en', 'hi'])).toBe('hi');
    expect(localeOfPath('/history', ['en', 'hi'])).toBe('en');
  });

  it("gives a language's site its texts, its pages' paths and its routes under the prefix, and its language", () => {
    const withLinks = { ...site, navigation: { cta: { label: 'Contact', to: '/contact-us', translations: { hi: { label: 'संपर्क' } } } } };
    const hi = siteInLocale(withLinks, 'hi', ['to']);
    expect(hi.settings.language).toBe('hi');
    expect(hi.navigation.cta).toEqual({ label: 'संपर्क', to: '/hi/contact-us' });
    expect(hi.pages[0]!.path).toBe('/hi/about-us');
    const en = siteInLocale(withLinks, 'en', ['to']);
    expect(en.navigation.cta).toEqual({ label: 'Contact', to: '/contact-us' });
    expect(en.pages[0]!.path).toBe('/about-us');
  });
});
