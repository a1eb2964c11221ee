// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteChanges } from './site-changes.ts';
import { siteFile } from './paths.ts';

type Loose = Record<string, unknown>;

const hero = () => ({
  type: 'hero',
  heading: 'Hello',
  text: 'We build software',
  image: { src: '/images/hero.svg', alt: 'A dashboard', width: 640, height: 560, translations: { hi: { alt: 'एक डैशबोर्ड' } } },
  translations: { hi: { heading: 'नमस्ते' } },
});
const cta = (label = 'Call us') => ({ type: 'cta', heading: label, translations: { hi: { heading: 'कॉल करें' } } });
const story = () => ({ type: 'story', heading: 'Our story', paragraphs: ['One', 'Two'] });
const page = (path: string, sections: unknown[]) => ({ path, title: `Title of ${path}`, description: 'About', sections, translations: { hi: { title: 'शीर्षक' } } });

const site = (pages: unknown[]) => ({
  $schema: './schema/site.schema.json',
  settings: { language: 'en', locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }] },
  navigation: { items: [{ label: 'Home', to: '/', translations: { hi: { label: 'होम' } } }, { label: 'About', to: '/about' }] },
  services: [
    { id: 'web', title: 'Web', translations: { hi: { title: 'वेब' } } },
    { id: 'apps', title: 'Apps' },
  ],
  pages,
});

const base = () => site([page('/', [hero(), story(), cta()]), page('/about', [story()])]);
/** A copy of `value` changed by `edit`. */
const edited = <T>(value: T, edit: (copy: T) => void): T => {
  const copy = structuredClone(value);
  edit(copy);
  return copy;
};
const sectionsOf = (value: Loose, index = 0) => ((value.pages as Loose[])[index]!.sections as Loose[]);

describe('siteChanges', () => {
  it('lists the languages, the default first, and nothing for an unchanged site', () => {
    expect(siteChanges(base(), base())).toEqual({ languages: ['en', 'hi'], pages: [], shared: [] });
    const real = JSON.parse(readFileSync(siteFile, 'utf8')) as unknown;
    expect(siteChanges(real, structuredClone(real))).toMatchObject({ pages: [], shared: [] });
    expect(siteChanges({ settings: { language: 'de' } }, { settings: { language: 'de' } }).languages).toEqual(['de']);
  });

  it('lists a changed English heading under en only when its Hindi translation is unchanged', () => {
    const after = edited(base(), (copy) => (sectionsOf(copy)[0]!.heading = 'Hi there'));
    expect(siteChanges(base(), after).pages).toEqual([
      {
        path: '/',
        title: 'Title of /',
        kind: 'changed',
        fields: {},
        sections: [{ kind: 'changed', type: 'hero', from: 0, to: 0, fields: { en: [{ field: '/heading', kind: 'text', before: 'Hello', after: 'Hi there' }] } }],
      },
    ]);
  });

  it('lists a changed Hindi translation under hi only', () => {
    const after = edited(base(), (copy) => ((sectionsOf(copy)[0]!.translations as { hi: Loose }).hi.heading = 'नमस्कार'));
    const [section] = siteChanges(base(), after).pages[0]!.sections;
    expect(section!.fields).toEqual({ hi: [{ field: '/heading', kind: 'text', before: 'नमस्ते', after: 'नमस्कार' }] });
  });

  it('lists a text newly translated under that language, and an untranslated change under the default only', () => {
    const after = edited(base(), (copy) => {
      (sectionsOf(copy)[0]!.translations as { hi: Loose }).hi.text = 'हम सॉफ़्टवेयर बनाते हैं';
      sectionsOf(copy)[1]!.paragraphs = ['One', 'Three'];
    });
    const [heroChange, storyChange] = siteChanges(base(), after).pages[0]!.sections;
    expect(heroChange!.fields).toEqual({ hi: [{ field: '/text', kind: 'text', before: 'We build software', after: 'हम सॉफ़्टवेयर बनाते हैं' }] });
    expect(storyChange!.fields).toEqual({ en: [{ field: '/paragraphs/1', kind: 'text', before: 'Two', after: 'Three' }] });
  });

  it('lists an added section with every text it has, and a removed one with its texts before', () => {
    const added = edited(base(), (copy) => sectionsOf(copy, 1).push(cta('Write to us')));
    expect(siteChanges(base(), added).pages[0]!.sections).toEqual([
      {
        kind: 'added',
        type: 'cta',
        from: null,
        to: 1,
        fields: { en: [{ field: '/heading', kind: 'text', before: null, after: 'Write to us' }], hi: [{ field: '/heading', kind: 'text', before: null, after: 'कॉल करें' }] },
      },
    ]);
    const removed = edited(base(), (copy) => sectionsOf(copy).splice(1, 1));
    expect(siteChanges(base(), removed).pages[0]!.sections).toEqual([
      {
        kind: 'removed',
        type: 'story',
        from: 1,
        to: null,
        fields: {
          en: [
            { field: '/heading', kind: 'text', before: 'Our story', after: null },
            { field: '/paragraphs/0', kind: 'text', before: 'One', after: null },
            { field: '/paragraphs/1', kind: 'text', before: 'Two', after: null },
          ],
        },
      },
    ]);
  });

  it('lists a section moved as moved, with what else changed', () => {
    const moved = edited(base(), (copy) => sectionsOf(copy).unshift(sectionsOf(copy).pop()!));
    expect(siteChanges(base(), moved).pages[0]!.sections).toEqual([{ kind: 'moved', type: 'cta', from: 2, to: 0, fields: {} }]);
    const movedAndChanged = edited(moved, (copy) => (sectionsOf(copy)[0]!.heading = 'Ring us'));
    expect(siteChanges(base(), movedAndChanged).pages[0]!.sections).toEqual([
      { kind: 'moved', type: 'cta', from: 2, to: 0, fields: { en: [{ field: '/heading', kind: 'text', before: 'Call us', after: 'Ring us' }] } },
    ]);
  });

  it('lists a replaced image by its src, under the default language, and its alt as a text', () => {
    const after = edited(base(), (copy) => {
      const image = sectionsOf(copy)[0]!.image as Loose;
      Object.assign(image, { src: '/images/new-hero.webp', alt: 'A new dashboard', width: 800 });
    });
    expect(siteChanges(base(), after).pages[0]!.sections[0]!.fields).toEqual({
      en: [
        { field: '/image', kind: 'image', before: '/images/hero.svg', after: '/images/new-hero.webp' },
        { field: '/image/alt', kind: 'text', before: 'A dashboard', after: 'A new dashboard' },
      ],
    });
  });

  it('lists added pages in place and removed pages last, with their own fields', () => {
    const after = edited(base(), (copy) => {
      (copy.pages as unknown[]).splice(1, 1);
      (copy.pages as unknown[]).unshift(page('/new/one', []));
    });
    const { pages } = siteChanges(base(), after);
    expect(pages.map(({ path, kind, title }) => ({ path, kind, title }))).toEqual([
      { path: '/new/one', kind: 'added', title: 'Title of /new/one' },
      { path: '/about', kind: 'removed', title: 'Title of /about' },
    ]);
    expect(pages[0]!.fields.en).toContainEqual({ field: '/path', kind: 'text', before: null, after: '/new/one' });
    expect(pages[0]!.fields.hi).toEqual([{ field: '/title', kind: 'text', before: null, after: 'शीर्षक' }]);
    expect(pages[1]!.sections).toMatchObject([{ kind: 'removed', type: 'story', from: 0, to: null }]);
  });

  it('lists a page’s own changed fields relative to the page', () => {
    const after = edited(base(), (copy) => ((copy.pages as Loose[])[1]!.description = 'All about us'));
    expect(siteChanges(base(), after).pages).toEqual([
      { path: '/about', title: 'Title of /about', kind: 'changed', fields: { en: [{ field: '/description', kind: 'text', before: 'About', after: 'All about us' }] }, sections: [] },
    ]);
  });

  it('lists a shared area’s changes relative to the area', () => {
    const after = edited(base(), (copy) => {
      copy.navigation.items[1]!.label = 'About us';
      copy.navigation.items[0]!.translations!.hi.label = 'मुखपृष्ठ';
    });
    expect(siteChanges(base(), after)).toEqual({
      languages: ['en', 'hi'],
      pages: [],
      shared: [
        {
          area: 'navigation',
          fields: { en: [{ field: '/items/1/label', kind: 'text', before: 'About', after: 'About us' }], hi: [{ field: '/items/0/label', kind: 'text', before: 'होम', after: 'मुखपृष्ठ' }] },
        },
      ],
    });
  });

  it('matches list items by id, naming them by their place after', () => {
    const after = edited(base(), (copy) => {
      copy.services.reverse();
      copy.services[1]!.title = 'Websites';
      copy.services.push({ id: 'seo', title: 'SEO' });
    });
    expect(siteChanges(base(), after).shared).toEqual([
      {
        area: 'services',
        fields: {
          en: [
            { field: '/1/title', kind: 'text', before: 'Web', after: 'Websites' },
            { field: '/2/id', kind: 'text', before: null, after: 'seo' },
            { field: '/2/title', kind: 'text', before: null, after: 'SEO' },
          ],
        },
      },
    ]);
  });

  it('escapes keys in pointers', () => {
    const after = edited(base(), (copy) => (sectionsOf(copy)[1]!['a/b~c'] = 'x'));
    expect(siteChanges(base(), after).pages[0]!.sections[0]!.fields.en).toEqual([{ field: '/a~1b~0c', kind: 'text', before: null, after: 'x' }]);
  });

  it('reads anything without throwing, as an empty site', () => {
    expect(siteChanges(null, 5)).toEqual({ languages: ['en'], pages: [], shared: [] });
    expect(() => siteChanges({ pages: 'none', settings: [] }, { pages: [1, { sections: 'none' }, { path: '/x', sections: [null, 3] }], navigation: 'x' })).not.toThrow();
    expect(() => siteChanges(base(), { ...base(), settings: { locales: 'x' }, pages: [page('/', [{ type: 7, image: { src: 1 } }])] })).not.toThrow();
  });

  it('finds the 3 changed pages among 1,000', () => {
    const real = JSON.parse(readFileSync(siteFile, 'utf8')) as Loose & { pages: Loose[] };
    const pages = Array.from({ length: 1000 }, (_, n): Loose => ({ ...structuredClone(real.pages[n % real.pages.length]!), path: `/page-${n}` }));
    const before = { ...real, pages };
    const after = edited(before, (copy) => {
      for (const n of [3, 500, 999]) ((copy.pages[n]!.sections as Loose[])[0]!).heading = `New heading ${n}`;
    });
    const { pages: changed, shared } = siteChanges(before, after);
    expect(changed.map((change) => change.path)).toEqual(['/page-3', '/page-500', '/page-999']);
    expect(changed.every((change) => change.sections.length === 1 && change.sections[0]!.kind === 'changed')).toBe(true);
    expect(shared).toEqual([]);
  });
});
