// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Site } from '../generated/site.ts';
import { formatProblem, validateSiteText } from './validate-site.ts';
import { translatedIntoHindi, withHindi } from '../../tests/translated-site.ts';
import { defaultLanguageOnly } from '../shared/localize.ts';
import { root } from './paths.ts';

const english = defaultLanguageOnly(JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site);
type Loose = Record<string, unknown>;

const check = (site: unknown) => validateSiteText(JSON.stringify(site, null, 2), { file: 'site.json' });
const translated = translatedIntoHindi;

describe('translations in site.json', () => {
  it('reports every text without a Hindi translation, each with its line, column and pointer', () => {
    const { ok, problems } = check(withHindi(english));
    expect(ok).toBe(false);
    const missing = problems.filter((p) => p.message.includes('is not translated'));
    // every problem is a missing translation: the English site itself is valid
    expect(missing).toHaveLength(problems.length);
    expect(missing.length).toBeGreaterThan(300);
    expect(formatProblem(missing[0]!)).toBe('site.json:9:14  /settings/logo/alt  is not translated into Hindi (hi): add "translations": { "hi": { "alt": … } } beside it');
    const pointers = missing.map((p) => p.pointer);
    expect(pointers).toContain('/pages/0/sections/0/heading');
    expect(pointers).toContain('/navigation/cta/label');
    // names, paths, codes and choices are not texts
    expect(pointers.some((p) => /\/(siteName|path|to|src|type|id|icon|author|postalCode)$/.test(p))).toBe(false);
    expect(pointers.some((p) => p.endsWith('/company/name'))).toBe(false);
  });

  it('accepts the site once every text is translated, and the English site without locales as before', () => {
    expect(check(translated(withHindi(english))).problems.map(formatProblem)).toEqual([]);
    expect(check(english).ok).toBe(true);
  });

  it('publishes a language that may fall back while texts are missing, and lists them', () => {
    const result = check(withHindi(english, true));
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.untranslated!.length).toBeGreaterThan(300);
    expect(result.untranslated![0]).toEqual({ pointer: '/settings/logo/alt', locale: 'hi', fallback: true });
  });

  it("lists every missing translation instead of refusing it with translations: 'list' (a draft), other problems still refused", () => {
    const site = withHindi(english);
    const listed = validateSiteText(JSON.stringify(site, null, 2), { file: 'site.json', translations: 'list' });
    expect(listed.problems).toEqual([]);
    expect(listed.untranslated).toContainEqual({ pointer: '/pages/0/sections/0/heading', locale: 'hi', fallback: false });
    expect(listed.untranslated).toHaveLength(check(site).problems.length);
    (site.settings.ui as unknown as Loose).preloaderMs = 'soon';
    expect(validateSiteText(JSON.stringify(site, null, 2), { file: 'site.json', translations: 'list' }).problems.map((p) => p.pointer)).toEqual(['/settings/ui/preloaderMs']);
  });

  it("lists a translated list with texts still empty in a draft, and refuses it to publish", () => {
    const site = translated(withHindi(english));
    const story = site.pages.flatMap((page) => page.sections).find((section) => Array.isArray((section as unknown as Loose).paragraphs)) as unknown as Loose & { paragraphs: string[]; translations: { hi: { paragraphs: string[] } } };
    story.translations.hi.paragraphs = story.paragraphs.map((_, index) => (index === 0 ? '' : 'अनुच्छेद'));
    const text = JSON.stringify(site, null, 2);
    const draft = validateSiteText(text, { file: 'site.json', translations: 'list' });
    expect(draft.problems).toEqual([]);
    expect(draft.untranslated).toHaveLength(1);
    expect(draft.untranslated![0]!.pointer).toMatch(/\/paragraphs$/);
    expect(check(site).problems.map((p) => p.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^is not translated into Hindi/), expect.stringMatching(/fewer than 1 characters|must not be empty/i)]));
  });

  it('refuses a language code that is not a BCP 47 tag', () => {
    for (const code of ['hindi', 'HI', 'en_US', 'h']) {
      const site = withHindi(english, true);
      site.settings.locales![1]!.code = code;
      const { problems } = check(site);
      expect(problems.map((p) => `${p.pointer}  ${p.message}`), code).toContain('/settings/locales/1/code  has the wrong form (expected to match ^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$)');
    }
  });

  it('refuses a translation into a language the site does not have, pointing at its key', () => {
    const site = translated(withHindi(english));
    const first = site.pages[1]!.sections[0] as unknown as Loose;
    first.translations = { ...(first.translations as object), fr: { heading: 'Notre histoire' } };
    const { problems } = check(site);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: '/pages/1/sections/0/translations/fr', message: `"fr" is not one of the site's other languages (settings.locales): hi` });
  });

  it('refuses a translation of a field the item does not have', () => {
    const site = translated(withHindi(english));
    const hero = site.pages[0]!.sections[0] as unknown as Loose & { translations: { hi: Loose } };
    hero.translations.hi.headline = 'शीर्षक';
    const section = site.pages[1]!.sections.find((s) => 'eyebrow' in s) as unknown as Loose & { translations: { hi: Loose } };
    delete section.eyebrow;
    section.translations.hi.eyebrow = 'हमारे बारे में';
    const messages = check(site).problems.map((p) => `${p.pointer}  ${p.message}`);
    expect(messages).toContain('/pages/0/sections/0/translations/hi/headline  unknown property "headline" — did you mean "heading"?');
    expect(messages.find((m) => m.includes('/translations/hi/eyebrow'))).toMatch(/translates "eyebrow", which this item does not have/);
  });

  it('refuses a list translated into a different number of texts', () => {
    const site = translated(withHindi(english));
    const story = site.pages.flatMap((page) => page.sections).find((s) => 'type' in s && s.type === 'story') as unknown as Loose & { paragraphs: string[]; translations: { hi: { paragraphs: string[] } } };
    story.translations.hi.paragraphs.pop();
    const { problems } = check(site);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe(`has ${story.paragraphs.length - 1} texts where "paragraphs" has ${story.paragraphs.length}: translate each of them, in the same order`);
  });

  it('refuses a page path under another language\'s prefix, and locales that do not start with the default', () => {
    const site = translated(withHindi(english));
    site.pages[1]!.path = '/hi/team';
    site.settings.locales!.reverse();
    const messages = check(site).problems.map((p) => `${p.pointer}  ${p.message}`);
    expect(messages).toContain('/pages/1/path  "/hi/team" is where the Hindi (hi) pages live (/hi/ and every path under it): give the page another path');
    expect(messages).toContain('/settings/locales  must start with the default language "en" (settings.language), then the others');
  });

  it('keeps each translation with its text when sections are reordered', () => {
    const site = translated(withHindi(english));
    site.pages[0]!.sections.reverse();
    expect(check(site).ok).toBe(true);
  });
});

describe('interface words', () => {
  it('are the same names in the schema and in the defaults the code falls back to', async () => {
    const { defaultInterfaceWords } = await import('../shared/labels.ts');
    const settings = JSON.parse(readFileSync(path.join(root, 'schema/defs/settings.schema.json'), 'utf8')) as { properties: { interface: { required: string[] } } };
    expect(settings.properties.interface.required).toEqual(Object.keys(defaultInterfaceWords));
  });

  it('are required of a site in more than one language', () => {
    const site = translated(withHindi(english));
    delete (site.settings as Partial<Site['settings']>).interface;
    expect(check(site).problems.map((p) => `${p.pointer}  ${p.message}`)).toContain('/settings  has no "interface": a site in more than one language lists the words of its controls there, to translate them like any text (docs/languages.md)');
  });
});

describe('the Hindi translation of the site', () => {
  it('is complete and valid in site.json: every text, the interface words included, has its Hindi beside it', () => {
    const result = validateSiteText(readFileSync(path.join(root, 'site.json'), 'utf8'), { file: 'site.json' });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.untranslated).toEqual([]);
    const site = result.data as Site;
    expect(site.settings.locales?.map((locale) => locale.code)).toEqual(['en', 'hi']);
    expect(site.settings.interface?.translations?.hi?.skipLink).toBe('मुख्य सामग्री पर जाएँ');
  });
});
