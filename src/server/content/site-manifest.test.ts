// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContactForm, Site } from '../../generated/site.ts';
import { fixture as contactFormFixture } from '../../blocks/contact-form/contact-form.fixture.ts';
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
      contactForm: { successPath: '/', formPath: '/service' },
      liveChatOrigin: null,
      siteHost: new URL(site.settings.siteUrl).host,
    });
  });

  it('takes the success page from the contact-form block, so a renamed page is followed', () => {
    const site = siteWith((draft) => {
      draft.pages[2]!.path = '/merci';
      (draft.pages[1]!.sections.at(-1) as ContactForm).successPage = '/merci';
    });
    expect(manifestOf(site).contactForm).toEqual({ successPath: '/merci', formPath: '/service' });
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
    expect(manifestOf(site).contactForm).toEqual({ successPath: '/', formPath: '/' });
  });

  it('refuses contact forms that name different success pages, naming both', () => {
    const site = siteWith((draft) => draft.pages[2]!.sections.push(form('/web-development')));
    expect(() => manifestOf(site)).toThrow(
      'The contact forms on /service and /web-development name different success pages ("/" and "/web-development")',
    );
  });
});
