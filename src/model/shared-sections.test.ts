// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../generated/site.ts';
import { formatProblem, validateSiteText } from './validate-site.ts';
import { root } from './paths.ts';

const fixture = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/minimal-site.json'), 'utf8')) as Site;
let publicDirectory: string;

beforeAll(() => {
  publicDirectory = mkdtempSync(path.join(tmpdir(), 'shared-public-'));
  mkdirSync(path.join(publicDirectory, 'images'));
  for (const name of ['logo.svg', 'logo-light.svg']) writeFileSync(path.join(publicDirectory, 'images', name), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const name of ['share.jpg', 'small.png']) writeFileSync(path.join(publicDirectory, 'images', name), 'not read: only its existence is checked');
});

const cta = { type: 'cta', heading: 'Have a project in mind?', text: 'Tell us about it.', link: { label: 'Contact us', to: '/service' } } as const;

/** The fixture with a shared call to action, used by the service page, changed by `change`. */
function siteWith(change: (site: Site) => void = () => {}): Site {
  const site = structuredClone(fixture);
  site.sharedSections = [{ id: 'contact-cta', name: 'Contact call to action', section: structuredClone(cta) }];
  site.pages[1]!.sections = [{ shared: 'contact-cta' }];
  change(site);
  return site;
}

const check = (site: Site) => {
  const text = JSON.stringify(site, null, 2);
  return { text, ...validateSiteText(text, { file: 'site.json', publicDirectory }) };
};

/** The 1-based line and column of the `nth` occurrence of `value` in `text`. */
function positionOf(text: string, value: string, nth = 1): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i < nth; i++) at = text.indexOf(value, at + 1);
  expect(at).toBeGreaterThan(-1);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

describe('shared sections in site.json', () => {
  it('accepts a page that uses a shared section, with an anchor of its own that links may name', () => {
    const site = siteWith((s) => {
      s.pages[1]!.sections = [{ shared: 'contact-cta', id: 'talk' }];
      (s.pages[0]!.sections[1] as { link: { to: string } }).link.to = '/service#talk';
    });
    expect(check(site).problems).toEqual([]);
  });

  it('refuses a use of a shared section that does not exist, with its line and column', () => {
    const { text, problems } = check(siteWith((s) => void (s.pages[1]!.sections = [{ shared: 'contact-ctaa' }])));
    expect(problems).toEqual([{ file: 'site.json', ...positionOf(text, '"contact-ctaa"'), pointer: '/pages/1/sections/0/shared', message: '"contact-ctaa" is not the id of any shared section (sharedSections) — did you mean "contact-cta"?' }]);
    expect(formatProblem(problems[0]!)).toMatch(/^site\.json:\d+:\d+ {2}\/pages\/1\/sections\/0\/shared {2}"contact-ctaa" is not/);
  });

  it('refuses a shared section that shows itself', () => {
    const { text, problems } = check(siteWith((s) => s.sharedSections!.push({ id: 'loop', name: 'Loop', section: { shared: 'loop' } })));
    expect(problems).toEqual([
      { file: 'site.json', ...positionOf(text, '"loop"', 2), pointer: '/sharedSections/1/section/shared', message: '"loop" shows "loop" again: a shared section cannot show itself; write a block here' },
    ]);
  });

  it('refuses two shared sections that show each other, at both', () => {
    const { problems } = check(
      siteWith((s) => {
        s.sharedSections!.push({ id: 'first', name: 'First', section: { shared: 'second' } }, { id: 'second', name: 'Second', section: { shared: 'first' } });
        s.pages[2]!.sections = [{ shared: 'first' }];
      }),
    );
    expect(problems.map(({ pointer, message }) => ({ pointer, message }))).toEqual([
      { pointer: '/sharedSections/1/section/shared', message: '"first" shows "second" shows "first" again: a shared section cannot show itself; write a block here' },
      { pointer: '/sharedSections/2/section/shared', message: '"second" shows "first" shows "second" again: a shared section cannot show itself; write a block here' },
    ]);
  });

  it('accepts a shared section that shows another, which pages then show', () => {
    expect(check(siteWith((s) => s.sharedSections!.push({ id: 'alias', name: 'Alias', section: { shared: 'contact-cta' } }))).problems).toEqual([]);
  });

  it('refuses an anchor inside a shared section: each page gives its use its own', () => {
    const { problems } = check(siteWith((s) => void (s.sharedSections![0]!.section = { ...cta, id: 'talk' })));
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([['/sharedSections/0/section/id', 'a shared section has no anchor id of its own: give it on each page that uses it, as "id" beside "shared"']]);
  });

  it('checks a shared section as any block, and two with one id', () => {
    const { problems } = check(
      siteWith((s) => {
        (s.sharedSections![0]!.section as { heading?: string }).heading = undefined;
        s.sharedSections!.push({ id: 'contact-cta', name: 'Again', section: structuredClone(cta) });
      }),
    );
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/sharedSections/0/section', 'missing required property "heading"'],
      ['/sharedSections/1/id', '"contact-cta" is used twice: id must be unique (first used at item 0)'],
    ]);
  });

  it("wants a shared section's texts translated as any section's", () => {
    const site = siteWith((s) => void (s.settings.locales = [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }]));
    const { problems } = check(site);
    expect(problems.map((p) => p.pointer)).toContain('/sharedSections/0/section/heading');
    expect(problems.find((p) => p.pointer === '/sharedSections/0/section/heading')?.message).toBe('is not translated into Hindi (hi): add "translations": { "hi": { "heading": … } } beside it');
  });
});

describe('template pages', () => {
  const asTemplate = (site: Site) => void site.pages.push({ id: 'landing', path: '/landing', title: 'Landing page template', template: true, sections: [{ shared: 'contact-cta' }] });

  it('are valid pages that no link names', () => {
    expect(check(siteWith(asTemplate)).problems).toEqual([]);
  });

  it('list their missing translations without refusing them: a template is not published', () => {
    const site = siteWith((s) => {
      s.settings.locales = [{ code: 'en', name: 'English' }, { code: 'hi', name: 'हिन्दी' }];
      asTemplate(s);
    });
    const result = validateSiteText(JSON.stringify(site, null, 2), { file: 'site.json', publicDirectory });
    expect(result.problems.map((p) => p.pointer)).toContain('/pages/0/title');
    expect(result.problems.filter((p) => p.pointer.startsWith('/pages/3'))).toEqual([]);
    expect(result.untranslated).toContainEqual({ pointer: '/pages/3/title', locale: 'hi', fallback: false });
  });

  it('refuse a link to a template, with a message that says so', () => {
    const { text, problems } = check(
      siteWith((s) => {
        asTemplate(s);
        (s.pages[0]!.sections[1] as { link: { to: string } }).link.to = '/landing';
      }),
    );
    expect(problems).toEqual([
      {
        file: 'site.json',
        ...positionOf(text, '"to": "/landing"'),
        column: positionOf(text, '"to": "/landing"').column + 6,
        pointer: '/pages/0/sections/1/link/to',
        message: '"/landing" is a template page, which is not published: link to a page visitors can open, or make it a page (remove "template")',
      },
    ]);
  });

  it('refuse a template in the menu', () => {
    const { problems } = check(
      siteWith((s) => {
        asTemplate(s);
        s.navigation.items[0] = { label: 'Home', to: '/landing' };
      }),
    );
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([['/navigation/items/0/to', expect.stringMatching(/^"\/landing" is a template page/)]]);
  });
});

describe('share images', () => {
  const image = (src: string, width = 1200, height = 630) => ({ src, alt: 'Our team at work', width, height });

  it('accept a picture of public/ or the media library wide enough, and a share title and description', () => {
    const site = siteWith((s) => {
      s.settings.shareImage = image('/images/share.jpg');
      s.pages[0]!.share = { image: image('/images/share.jpg', 800, 420), title: 'Software from Agra', description: 'Custom software, apps and websites for growing businesses.' };
    });
    expect(check(site).problems).toEqual([]);
  });

  it('refuse an SVG (no social site draws one), a picture under 600 pixels wide and a missing file', () => {
    const { problems } = check(
      siteWith((s) => {
        s.settings.shareImage = image('/images/logo.svg');
        s.pages[0]!.share = { image: image('/images/small.png', 480, 252) };
        s.pages[1]!.share = { image: image('/images/gone.jpg') };
      }),
    );
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/settings/shareImage/src', '"/images/logo.svg" cannot be a share image: social sites draw photos and pictures (JPEG, PNG, WebP) only; choose one from the media library'],
      ['/pages/0/share/image/width', 'the share image is 480 pixels wide: social sites need at least 600 (1200 × 630 is best); choose a larger one'],
      ['/pages/1/share/image/src', 'file "public/images/gone.jpg" does not exist'],
    ]);
  });
});

describe('share images that are no picture', () => {
  it('refuse a file that is not an image at all, a video or a document, with the same words', () => {
    for (const name of ['corporate.mp4', 'brochure.pdf']) writeFileSync(path.join(publicDirectory, name), 'not read: only its existence is checked');
    const { problems } = check(
      siteWith((s) => {
        s.pages[0]!.share = { image: { src: '/corporate.mp4', alt: 'Our office', width: 1200, height: 630 } };
        s.settings.shareImage = { src: '/brochure.pdf', alt: 'Our brochure', width: 1200, height: 630 };
      }),
    );
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/settings/shareImage/src', '"/brochure.pdf" cannot be a share image: social sites draw photos and pictures (JPEG, PNG, WebP) only; choose one from the media library'],
      ['/pages/0/share/image/src', '"/corporate.mp4" cannot be a share image: social sites draw photos and pictures (JPEG, PNG, WebP) only; choose one from the media library'],
    ]);
  });
});

describe('warnings on titles and descriptions', () => {
  it('warn, without refusing, on a title or a description two pages share, and on a description outside 50–160 characters', () => {
    const result = check(
      siteWith((s) => {
        s.pages[2]!.title = 'service';
        s.pages[2]!.description = s.pages[0]!.description!;
        s.pages[1]!.description = 'Too short.';
      }),
    );
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => [w.pointer, w.message])).toEqual([
      ['/pages/1/description', 'meta description is 10 characters; search engines show 50 to 160'],
      ['/pages/2/title', 'the same title as the page "/service": search engines may show only one of the two; give each page its own'],
      ['/pages/2/description', 'the same meta description as the page "/": search engines may show only one of the two; give each page its own'],
    ]);
  });

  it('leave a template out: it is not published', () => {
    const result = check(
      siteWith((s) => {
        s.pages[2]!.title = 'Service';
        s.pages[2]!.template = true;
      }),
    );
    expect(result.warnings).toEqual([]);
  });
});
