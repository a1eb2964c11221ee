// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Site } from '../generated/site.ts';
import { ownSiteFile, publicDir } from './paths.ts';
import { reservedRoutes } from './reserved-routes.ts';
import { formatProblem, validateSiteText } from './validate-site.ts';
import { makeShared } from './shared-edits.ts';
import { duplicatePage, pageFromTemplate } from './page-copies.ts';

const site = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Site;
const at = (content: Site, path: string) => content.pages.findIndex((page) => page.path === path);
const web = at(site, '/web-development');

const validated = (content: Site) => validateSiteText(JSON.stringify(content, null, 2), { file: 'site.json' });

/** The site with the web development page's call to action shared, so that copies carry a use. */
function withSharedCta(): Site {
  const result = makeShared(site, web, site.pages[web]!.sections.length - 1, 'Web call to action');
  if (!result.ok) throw new Error(result.message);
  return result.site;
}

describe('duplicatePage', () => {
  it("copies the sections, their translations and the shared sections' uses to a new path and title, right after the page", () => {
    const source = withSharedCta();
    const result = duplicatePage(source, web, { path: '/services/cloud', title: 'Cloud services' });
    if (!result.ok) throw new Error(result.message);
    const copy = result.site.pages[result.pageIndex]!;
    expect(result.pageIndex).toBe(web + 1);
    expect(copy).toMatchObject({ id: 'services-cloud', path: '/services/cloud', title: 'Cloud services', sections: source.pages[web]!.sections });
    expect(copy.sections.at(-1)).toEqual({ shared: 'web-call-to-action' });
    // the translated title was the source's: the new one is translated anew; the other texts are kept
    const { title: _title, ...translated } = source.pages[web]!.translations!.hi!;
    expect(copy.translations).toEqual({ hi: translated });
    expect(result.site.pages).toHaveLength(source.pages.length + 1);
    const checked = validated(result.site);
    expect(checked.problems.map(formatProblem)).toEqual(['site.json:' + checked.problems[0]?.line + ':' + checked.problems[0]?.column + '  /pages/' + (web + 1) + '/title  is not translated into Hindi (hi): add "translations": { "hi": { "title": … } } beside it']);
    // once its title is translated: valid, its description the same as the page it copies, which is a warning
    const titled = structuredClone(result.site);
    titled.pages[web + 1]!.translations!.hi!.title = 'क्लाउड सेवाएँ';
    const again = validated(titled);
    expect([again.ok, again.warnings.map((warning) => warning.pointer)]).toEqual([true, expect.arrayContaining([`/pages/${web + 1}/description`, `/pages/${web + 1}/translations/hi/description`])]);
  });

  it('gives the copy an id no page has, and leaves the site given as it was', () => {
    const first = duplicatePage(site, web, { path: '/web-development-2', title: 'Web development, again' });
    if (!first.ok) throw new Error(first.message);
    const clash = structuredClone(first.site);
    clash.pages[web + 1]!.id = 'web-development-3';
    const second = duplicatePage(clash, web, { path: '/web-development/3', title: 'Web development, a third' });
    expect(second.ok && second.site.pages[web + 1]!.id).toBe('web-development-3-2');
    expect(site).toEqual(JSON.parse(readFileSync(ownSiteFile, 'utf8')));
  });

  it.each([
    ['/about-us', 'The page “About us” is already at /about-us: choose another path.'],
    ['/about-us/', '“/about-us/” is not a page path: lowercase words and hyphens after a “/”, such as /services/cloud.'],
    ['/Services/Cloud', '“/Services/Cloud” is not a page path: lowercase words and hyphens after a “/”, such as /services/cloud.'],
    ['/edit/cloud', '/edit/cloud is kept for the editor: choose another path.'],
    ['/media', '/media is kept for the uploaded images: choose another path.'],
    ['/hi/cloud', '/hi/cloud is where the pages in another language (hi) live: choose another path.'],
  ])('refuses the path %s', (path, message) => {
    const refused = duplicatePage(site, web, { path, title: 'Cloud services' });
    expect(refused).toEqual({ ok: false, message: message.replace('About us', site.pages[at(site, '/about-us')]!.title) });
  });

  it('refuses a path the server keeps for itself as the caller tells (reserved-routes.ts), and an empty or long title', () => {
    const reserved = (path: string) => (path === '/downloads' ? 'is a file of the code build (downloads in its public files)' : reservedRoutes(publicDir)(path));
    expect(duplicatePage(site, web, { path: '/downloads', title: 'Downloads', reserved })).toEqual({ ok: false, message: '/downloads is a file of the code build (downloads in its public files): choose another path.' });
    expect(duplicatePage(site, web, { path: '/services/cloud', title: 'Cloud services', reserved }).ok).toBe(true);
    expect(duplicatePage(site, web, { path: '/cloud', title: ' ' })).toEqual({ ok: false, message: 'Give the new page a title.' });
    expect(duplicatePage(site, web, { path: '/cloud', title: 'x'.repeat(71) })).toEqual({ ok: false, message: 'The title is 71 characters long; make it at most 70.' });
  });
});

describe('pageFromTemplate', () => {
  /** The site with a template made from the web development page, kept out of the site. */
  function withTemplate(): Site {
    const copied = duplicatePage(withSharedCta(), web, { path: '/templates/service', title: 'Service page' });
    if (!copied.ok) throw new Error(copied.message);
    copied.site.pages[web + 1]!.template = true;
    return copied.site;
  }

  it('starts a page from a template, after the last page: a page, not a template, with the template’s sections and uses', () => {
    const source = withTemplate();
    const result = pageFromTemplate(source, web + 1, { path: '/services/cloud', title: 'Cloud services' });
    if (!result.ok) throw new Error(result.message);
    const page = result.site.pages.at(-1)!;
    expect(result.pageIndex).toBe(source.pages.length);
    expect(page).not.toHaveProperty('template');
    expect(page.sections).toEqual(source.pages[web + 1]!.sections);
    expect(duplicatePage(source, 0, { path: '/templates/service', title: 'Again' })).toEqual({ ok: false, message: 'The template “Service page” is already at /templates/service: choose another path.' });
  });

  it('refuses a page that is not a template', () => {
    expect(pageFromTemplate(site, web, { path: '/services/cloud', title: 'Cloud services' })).toEqual({ ok: false, message: `“${site.pages[web]!.title}” is a page, not a template: duplicate it instead.` });
  });
});
