// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Site } from '@/generated/site';
import { editorSchemas } from '../../../model/editor-schema';
import { withTranslation } from '../../state/translations';
import type { Schema } from '../../state/schema-kind';
import { problemOf } from '../../api/live-api';
import { testSite } from '../../state/test-site';
import { fieldTitle } from '../../forms/field-title';
import { previewInLanguage } from '../../state/preview-in-language';

type Loose = Record<string, unknown>;

function bilingual(): Site {
  const site = testSite();
  Object.assign(site.settings, { language: 'en', locales: [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }] });
  (site.pages[0]!.sections[1] as unknown as Loose).translations = { hi: { heading: 'बात करें' } };
  return site;
}

describe('withTranslation', () => {
  it('sets a translation beside the others, and removes an emptied one with what it leaves empty', () => {
    expect(withTranslation(undefined, 'hi', 'heading', 'शीर्षक')).toEqual({ hi: { heading: 'शीर्षक' } });
    expect(withTranslation({ hi: { heading: 'a', text: 'b' } }, 'hi', 'heading', 'c')).toEqual({ hi: { heading: 'c', text: 'b' } });
    expect(withTranslation({ hi: { heading: 'a', text: 'b' } }, 'hi', 'heading', '')).toEqual({ hi: { text: 'b' } });
    expect(withTranslation({ hi: { heading: 'a' }, ta: { heading: 'b' } }, 'hi', 'heading', undefined)).toEqual({ ta: { heading: 'b' } });
    expect(withTranslation({ hi: { heading: 'a' } }, 'hi', 'heading', '')).toBeUndefined();
    expect(withTranslation({ hi: { paragraphs: ['a', ''] } }, 'hi', 'paragraphs', ['', ''])).toBeUndefined();
  });
});

describe('previewInLanguage', () => {
  it('gives the site as it is in the default language', () => {
    const site = bilingual();
    expect(previewInLanguage(site, '/', undefined)).toEqual({ site, path: '/' });
  });

  it("gives the shell and the page in Hindi at the page's Hindi path, keeping the shell's objects while it is unchanged", () => {
    const site = bilingual();
    const first = previewInLanguage(site, '/', 'hi');
    expect(first.path).toBe('/hi/');
    expect(first.site.pages).toHaveLength(1);
    expect(first.site.pages[0]!.sections[1]).toMatchObject({ heading: 'बात करें', link: { to: '/hi/contact' } });
    expect(first.site.settings.language).toBe('hi');
    expect(first.site.navigation.cta).toMatchObject({ to: '/hi/contact' });
    const next = { ...site, pages: site.pages.map((page, index) => (index === 0 ? { ...page, title: 'Changed' } : page)) };
    const second = previewInLanguage(next, '/', 'hi');
    expect(second.site.navigation).toBe(first.site.navigation);
    expect(second.site.settings).toBe(first.site.settings);
    expect(second.site.pages[0]!.title).toBe('Changed');
  });
});

describe('fieldTitle', () => {
  const schemas = editorSchemas();
  it("names a field by its schema's titles, list items numbered from 1", () => {
    const cta = schemas.blocks.cta!.schema as Schema;
    expect(fieldTitle(cta, '/heading')).toBe('Heading');
    expect(fieldTitle(cta, '/link/label')).toBe('Button › Label');
    expect(fieldTitle(schemas.blocks.story!.schema as Schema, '/paragraphs/1')).toBe('Paragraphs 2');
    expect(fieldTitle(cta, '/nothing')).toBe('nothing');
  });
});

describe('problemOf', () => {
  it("reads a publish's problem line into its place and message, and keeps a save's problem as it is", () => {
    const line = 'site.json:12:5  /pages/0/sections/3/heading  is not translated into Hindi (hi): add "translations": { "hi": { "heading": … } } beside it';
    expect(problemOf(line)).toEqual({ pointer: '/pages/0/sections/3/heading', line: 12, column: 5, message: 'is not translated into Hindi (hi): add "translations": { "hi": { "heading": … } } beside it', text: line });
    const problem = { pointer: '/x', line: 1, column: 2, message: 'm', text: 't' };
    expect(problemOf(problem)).toBe(problem);
    expect(problemOf('something else')).toMatchObject({ message: 'something else', text: 'something else' });
  });
});
