// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContactForm, Site } from '../generated/site.ts';
import { fixture as contactFormFixture } from '../blocks/contact-form/contact-form.fixture.ts';
import { root } from './paths.ts';
import { manifestOf } from './site-manifest.ts';

const minimal = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/minimal-site.json'), 'utf8')) as Site;
const form = (successPage: string): ContactForm => ({ ...contactFormFixture, successPage });

/** The minimal site with a contact form on /service sending to /, and whatever `change` does to it. */
function siteWith(change: (site: Site) => void = () => {}): Site {
  const site = structuredClone(minimal);
  site.pages.find((page) => page.path === '/service')!.sections.push(form('/'));
  change(site);
  return site;
}

describe('the build manifest of a site', () => {
  it('lists every page, the noindex ones, the contact form pages and no live-chat origin', () => {
    const site = siteWith((draft) => void (draft.pages[2]!.noindex = true));
    expect(manifestOf(site)).toEqual({
      routes: ['/', '/service', '/web-development'],
      noindex: ['/web-development'],
      contactForm: { successPath: '/', formPath: '/service', languages: [{ code: 'en', words: {}, labels: expect.objectContaining({ name: contactFormFixture.fields.name.label }) }] },
      liveChatOrigin: null,
      siteHost: new URL(site.settings.siteUrl).host,
    });
  });

  it('takes the success page from the contact-form block, so a renamed page is followed', () => {
    const site = siteWith((draft) => {
      draft.pages[2]!.path = '/merci';
      (draft.pages[1]!.sections.at(-1) as ContactForm).successPage = '/merci';
    });
    expect(manifestOf(site).contactForm).toMatchObject({ successPath: '/merci', formPath: '/service' });
  });

  it('keeps only the origin of the live-chat script', () => {
    const site = siteWith((draft) => void (draft.settings.liveChat = { scriptUrl: 'https://embed.chat.example/widget/abc.js?v=2' }));
    expect(manifestOf(site).liveChatOrigin).toBe('https://embed.chat.example');
  });

  it('has no contact form when no page holds one', () => {
    expect(manifestOf(minimal).contactForm).toBeNull();
  });

  it('links the error pages back to the first page with a form when several forms agree', () => {
    const site = siteWith((draft) => draft.pages[0]!.sections.push(form('/')));
    expect(manifestOf(site).contactForm).toMatchObject({ successPath: '/', formPath: '/' });
  });

  it('refuses contact forms that name different success pages, naming both', () => {
    const site = siteWith((draft) => draft.pages[2]!.sections.push(form('/web-development')));
    expect(() => manifestOf(site)).toThrow(
      'The contact forms on /service and /web-development name different success pages ("/" and "/web-development")',
    );
  });

  it("gives the contact form's words and labels in each language, the default first", () => {
    const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
    const block = site.pages.flatMap((page) => page.sections).find((section): section is ContactForm => 'type' in section && section.type === 'contact-form')!;
    const [english, hindi] = manifestOf(site).contactForm!.languages!;
    expect(english).toMatchObject({ code: 'en', words: { nameRequired: 'Name is required.', backToForm: 'Back to the contact form' }, labels: { name: block.fields.name.label } });
    expect(hindi).toMatchObject({ code: 'hi', words: { nameRequired: 'नाम ज़रूरी है।', phoneRequired: 'फ़ोन नंबर ज़रूरी है।' }, labels: { name: block.fields.name.translations!.hi!.label } });
    // the words only: no other interface word rides in the release's manifest
    expect(Object.keys(hindi!.words)).toHaveLength(9);
  });
});
