// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Block, CallToAction, Site } from '../../../generated/site.ts';
import { distDir } from '../../../../scripts/lib/paths.ts';
import { ownSiteFile } from '../../../model/paths.ts';
import { validateSiteText } from '../../../model/validate-site.ts';
import { pageFile } from '../releases/release-files.ts';
import { liveReleaseId, releaseDir } from '../releases/release-store.ts';
import { readReleaseManifest } from '../releases/release-manifest.ts';
import { editedText } from '../../test/test-support.ts';
import { changedPages, pageInputs } from './changed-pages.ts';
import { pageHead } from './head.ts';
import { languageSites } from './language-sites.ts';
import { publish } from './publish.ts';
import { loadRenderer, type Renderer } from './renderer.ts';

const site = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Site;
const home = site.pages.find((page) => page.path === '/')!;
const cta = home.sections.at(-1) as CallToAction;
// the four service pages end with a call to action of their own
const users = ['/custom-software-development', '/mobile-app-development', '/web-development', '/it-consulting'];
let renderer: Renderer;
beforeAll(async () => {
  expect(cta.type).toBe('cta');
  renderer = await loadRenderer(distDir);
});

/** The site with the home page's call to action written on each service page, the second with an anchor. */
function inline(): Site {
  const copy = structuredClone(site);
  users.forEach((route, at) => {
    const page = copy.pages.find((candidate) => candidate.path === route)!;
    const { type, ...fields } = structuredClone(cta);
    page.sections[page.sections.length - 1] = (at === 1 ? { type, id: 'talk', ...fields } : { type, ...fields }) as Block;
  });
  return copy;
}

/** The same site with that call to action shared: written once, each service page naming it. */
function shared(change: (draft: Site) => void = () => {}): Site {
  const copy = structuredClone(site);
  copy.sharedSections = [{ id: 'contact-cta', name: 'Contact call to action', section: structuredClone(cta) }];
  users.forEach((route, at) => {
    const page = copy.pages.find((candidate) => candidate.path === route)!;
    page.sections[page.sections.length - 1] = at === 1 ? { shared: 'contact-cta', id: 'talk' } : { shared: 'contact-cta' };
  });
  change(copy);
  return copy;
}

/** Each page of `content` in every language as a publish renders it (head, markup, data), by route. */
async function renderedPages(content: Site): Promise<Map<string, string>> {
  const result = validateSiteText(JSON.stringify(content), { file: 'site.json' });
  expect(result.problems).toEqual([]);
  const pages = new Map<string, string>();
  for (const language of languageSites(content, renderer.referenceKeys, renderer.routeKeys, renderer.build.id, result.untranslated)) {
    for (const page of language.site.pages.filter((candidate) => users.some((route) => candidate.path.endsWith(route)))) {
      const data = language.data.dataOf(page);
      pages.set(page.path, await renderer.renderPage(data, JSON.stringify(data), page.path, pageHead(data.site, page)));
    }
  }
  return pages;
}

const tempData = () => mkdtempSync(path.join(tmpdir(), 'publish-shared-'));
async function published(dataDir: string, content: Site) {
  const result = await publish({ dataDir, distDir, text: editedText(content, () => {}), file: 'site.json', source: 'a test', renderer });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result;
}

describe('a page that uses a shared section', () => {
  it('renders exactly the HTML of the same section written on the page, in every language, its anchor included', async () => {
    const written = await renderedPages(inline());
    const named = await renderedPages(shared());
    expect([...named.keys()]).toEqual([...users, ...users.map((route) => `/hi${route}`)]);
    expect(named).toEqual(written);
    expect(named.get('/mobile-app-development')).toContain('id="talk"');
    expect(named.get('/hi/web-development')).toContain(cta.translations!.hi!.heading!);
  });

  it('has the same inputs as that page: nothing is rendered again when a section is made shared', () => {
    const { referenceKeys, routeKeys } = renderer;
    expect(changedPages(pageInputs(inline(), referenceKeys, routeKeys), pageInputs(shared(), referenceKeys, routeKeys))).toEqual([]);
  });

  it('shows the whole section in the default language where a language that falls back lacks its translation', async () => {
    const content = shared((draft) => {
      for (const locale of draft.settings.locales!.slice(1)) locale.fallback = true;
      delete (draft.sharedSections![0]!.section as CallToAction).translations!.hi!.heading;
    });
    const html = (await renderedPages(content)).get('/hi/web-development')!;
    expect(html).toMatch(/<div data-block="cta" lang="en">/);
    expect(html).toContain(cta.heading);
  });
});

describe('publishing shared sections and templates', () => {
  it('renders again only the pages that use a changed shared section, in the language that changed', async () => {
    const dataDir = tempData();
    await published(dataDir, shared());
    const english = await published(dataDir, shared((draft) => void ((draft.sharedSections![0]!.section as CallToAction).heading = 'Ready to start?')));
    expect(english.release.changed).toEqual(users);
    expect(english.rendered).toBe(users.length);
    // found from the pages' summaries: only the pages that use it are localized and compared, and no page is validated again
    expect([english.workedOut, english.validated]).toEqual([users.length, 0]);
    const dir = releaseDir(dataDir, english.release.id);
    for (const route of users) expect(readFileSync(pageFile(dir, route), 'utf8')).toContain('Ready to start?');
    expect(readFileSync(pageFile(dir, '/'), 'utf8')).not.toContain('Ready to start?');
    const hindi = await published(
      dataDir,
      shared((draft) => {
        const section = draft.sharedSections![0]!.section as CallToAction;
        section.heading = 'Ready to start?';
        section.translations!.hi!.heading = 'शुरू करने के लिए तैयार?';
      }),
    );
    expect(hindi.release.changed).toEqual(users.map((route) => `/hi${route}`));
    expect(hindi.workedOut).toBe(users.length);
    // a shared section that shows the changed one: the pages using it are found through it
    const alias = (draft: Site) => {
      draft.sharedSections!.push({ id: 'closing', name: 'Closing band', section: { shared: 'contact-cta' } });
      draft.pages.find((page) => page.path === '/faq')!.sections[1] = { shared: 'closing' };
    };
    await published(dataDir, shared(alias));
    const through = await published(
      dataDir,
      shared((draft) => {
        alias(draft);
        (draft.sharedSections![0]!.section as CallToAction).text = 'One line, changed once.';
      }),
    );
    expect(through.release.changed).toEqual(['/faq', ...users]);
    expect(through.workedOut).toBe(users.length + 1);
  });

  it('renders a page whose use was detached and changed with its own copy, and only that page', async () => {
    const dataDir = tempData();
    const changedShared = (draft: Site) => void ((draft.sharedSections![0]!.section as CallToAction).heading = 'Ready to start?');
    await published(dataDir, shared(changedShared));
    const detached = await published(
      dataDir,
      shared((draft) => {
        changedShared(draft);
        const page = draft.pages.find((candidate) => candidate.path === '/web-development')!;
        page.sections[page.sections.length - 1] = { ...structuredClone(draft.sharedSections![0]!.section as CallToAction), heading: 'Web projects start with a call.' };
      }),
    );
    expect(detached.release.changed).toEqual(['/web-development']);
    const dir = releaseDir(dataDir, detached.release.id);
    expect(readFileSync(pageFile(dir, '/web-development'), 'utf8')).toContain('Web projects start with a call.');
    expect(readFileSync(pageFile(dir, '/mobile-app-development'), 'utf8')).toContain('Ready to start?');
  });

  it('keeps a template out of the release, its sitemap and its routes', async () => {
    const dataDir = tempData();
    const template = { id: 'service-template', path: '/services/template', title: 'Service page template', template: true, sections: [{ shared: 'contact-cta' }] };
    const result = await published(dataDir, shared((draft) => void draft.pages.push(template)));
    const dir = releaseDir(dataDir, liveReleaseId(dataDir)!);
    const manifest = readReleaseManifest(dir);
    expect(Object.keys(manifest.routes).filter((route) => route.includes('template'))).toEqual([]);
    expect(existsSync(pageFile(dir, '/services/template'))).toBe(false);
    expect(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')).not.toContain('template');
    expect(result.rendered).toBe(site.pages.length * 2);
  });
});
