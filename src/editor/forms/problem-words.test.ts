// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Site } from '@/generated/site';
import { editorSchemas } from '../../model/editor-schema';
import { describePlace, pathOf } from '../state/describe-place';
import type { EditorSchemas } from '../api/editor-types';
import { testSite } from '../state/test-site';
import { fieldPlace } from '../problems/problem-place';
import { problemWords } from './problem-words';

type Loose = Record<string, unknown>;
const schemas = editorSchemas() as unknown as EditorSchemas;
const blockTitle = (type: string) => schemas.blocks[type]?.title ?? type;

/** The test site in English and Hindi, its hero with a client's portrait. */
function withAvatar(): Site {
  const site = testSite();
  Object.assign(site.settings, { language: 'en', locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }] });
  (site.pages[0]!.sections[0] as unknown as Loose).avatars = [{ src: '/media/ann-96x96.jpg', alt: 'Ann, smiling', width: 96, height: 96 }];
  return site;
}

describe('describePlace', () => {
  it('names a field in plain words without the schemas: lists in the singular, a link’s target as “link”', () => {
    const site = testSite();
    const say = (pointer: string) => describePlace(site, pathOf(pointer), blockTitle);
    expect(say('/pages/0/sections/0/cta/to')).toBe('Home (/) › section 1 “Hero” › button › link');
    expect(say('/navigation/items/1/children/1/to')).toBe('Navigation › item 2 › child 2 › link');
    expect(say('/footer/columns/0/links/0/to')).toBe('Footer › column 1 › link 1 › target');
    expect(say('/pages/2/sections/0/successPage')).toBe('Contact (/contact) › section 1 “Contact form” › success page');
    expect(say('/pages/1/sections')).toBe('About (/about) › sections');
  });

  it("names a field by its form's titles with the schemas, a translation marked with its language", () => {
    const site = withAvatar();
    const say = (pointer: string) => describePlace(site, pathOf(pointer), blockTitle, schemas);
    expect(say('/pages/0/sections/0/avatars/0/alt')).toBe('Home (/) › section 1 “Hero” › avatar 1 › alternative text');
    expect(say('/pages/0/sections/1/link/label')).toBe('Home (/) › section 2 “Call to action” › button › label');
    expect(say('/pages/0/sections/1/translations/hi/heading')).toBe('Home (/) › section 2 “Call to action” › heading (Hindi)');
    expect(say('/pages/1/title')).toBe('About (/about) › document title');
    expect(say('/settings/locales/1/fallback')).toBe('Settings › language 2 › fall back to the default language');
  });
});

describe('problemWords', () => {
  it('rewords the shapes of the validator’s messages, and keeps any other as written', () => {
    const say = (message: string, pointer = '/pages/0/title') => problemWords(pointer, message, 'en');
    expect(say('is not translated into Hindi (hi): add "translations": { "hi": { "alt": … } } beside it')).toEqual({ pointer: '/pages/0/title', says: 'not translated into Hindi yet.', untranslated: 'hi' });
    expect(say('missing required property "heading"', '/pages/1/sections/1')).toEqual({ pointer: '/pages/1/sections/1/heading', says: 'is required: fill it in.' });
    expect(say('must not be empty').says).toBe('is empty: fill it in.');
    expect(say('must NOT have fewer than 1 characters').says).toBe('is empty: fill it in.');
    expect(say('must NOT have more than 80 characters').says).toBe('is too long: keep it to 80 characters or fewer.');
    expect(say('must be a valid uri').says).toBe('must be a full web address, such as https://example.com.');
    expect(say('must be at most 60 characters long').says).toBe('is too long: keep it to 60 characters or fewer.');
    expect(say('"/abuot" is not the path of any page — did you mean "/about"?').says).toBe('leads to “/abuot”, which is not a page of the site. Did you mean “/about”?');
    expect(say('"x" is used twice: id must be unique (first used at item 0)').says).toBe('“x” is already used by item 1: each needs its own.');
    expect(say('translates "heading", which this item does not have: remove it, or write "heading" first').says).toBe(
      'translates a text that is empty in English: write it in English first, or empty the translation.',
    );
    expect(say('"/hi/x" is where the Hindi (hi) pages live (/hi/ and every path under it): give the page another path').says).toBe(
      '"/hi/x" is where the Hindi (hi) pages live (/hi/ and every path under it): give the page another path.',
    );
  });
});

describe('fieldPlace', () => {
  it('selects the section and focuses the text in the language its problem asks for', () => {
    const site = withAvatar();
    expect(fieldPlace(site, '/pages/0/sections/0/avatars/0/alt', 'en', schemas, 'hi')).toEqual({
      selection: { page: 0, section: 0, shared: null },
      language: 'hi',
      ids: ['section-avatars-0-alt', 'section-avatars-0', 'section-avatars'],
    });
    // a translation's problem: its text's control, in that language; a text's own: the default language's form
    expect(fieldPlace(site, '/pages/0/sections/1/translations/hi/heading', 'en', schemas)).toMatchObject({ language: 'hi', ids: ['section-heading'] });
    expect(fieldPlace(site, '/pages/0/sections/1/heading', 'en', schemas)).toMatchObject({ language: 'en' });
    // a link's target is the same in every language: edited in whichever is chosen
    expect(fieldPlace(site, '/pages/0/sections/1/link/to', 'en', schemas)).toMatchObject({ language: null, ids: ['section-link-to', 'section-link'] });
    expect(fieldPlace(site, '/pages/1/title', 'en', schemas)).toMatchObject({ selection: { page: 1, section: null, shared: null }, ids: ['page-title'] });
    expect(fieldPlace(site, '/navigation/cta/label', 'en', schemas)).toMatchObject({ selection: { shared: 'navigation' }, ids: ['shared-cta-label', 'shared-cta'] });
    expect(fieldPlace(site, '', 'en', schemas)).toBeNull();
  });
});
