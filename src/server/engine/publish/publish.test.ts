// @vitest-environment node
import { cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../../generated/site.ts';
import { distDir } from '../../../../scripts/lib/paths.ts';
import { ownSiteFile } from '../../../model/paths.ts';
import { basisName, readReleaseManifest } from '../releases/release-manifest.ts';
import { dataFile, pageFile, pageFiles } from '../releases/release-files.ts';
import { currentLink, listReleases, liveReleaseId, releaseDir, releasesDir } from '../releases/release-store.ts';
import { publish, PublishError } from './publish.ts';
import { rollback } from './rollback.ts';
import { localePath } from '../../../shared/localize.ts';
import { pagePath } from '../../../shared/page-path.ts';
import { generateSite } from '../../../../scripts/lib/generate-site.ts';
import { readCodeBuild, writeCodeBuild } from '../../config/build-manifest.ts';
import { loadRenderer, type Renderer } from './renderer.ts';
import { editedText } from '../../test/test-support.ts';

const original = readFileSync(ownSiteFile, 'utf8');
const site = JSON.parse(original) as Site;
// every page is published in English and under /hi/ in Hindi
const inHindi = (route: string) => pagePath(localePath(route, 'hi', 'en'));
const routes = [...site.pages.map((page) => page.path), ...site.pages.map((page) => inHindi(page.path))];
let renderer: Renderer;
beforeAll(async () => {
  renderer = await loadRenderer(distDir);
});

const edited = (edit: (draft: Site) => void) => editedText(site, edit);

const tempData = () => mkdtempSync(path.join(tmpdir(), 'publish-'));
const run = (dataDir: string, text: string, source = 'a test') => publish({ dataDir, distDir, text, file: 'site.json', source, renderer });
const live = (dataDir: string) => readReleaseManifest(releaseDir(dataDir, liveReleaseId(dataDir)!));
const inode = (file: string) => statSync(file).ino;

/** The live release's files and their text, but its manifest and summary (they name the release and its time). */
function files(dataDir: string): string[][] {
  const dir = releaseDir(dataDir, liveReleaseId(dataDir)!);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|json|xml|txt)$/.test(entry.name) && !['manifest.json', 'summary.json', basisName].includes(entry.name))
    .map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name), 'utf8')])
    .sort(([a], [b]) => a!.localeCompare(b!));
}

async function published(dataDir: string, text: string) {
  const result = await run(dataDir, text);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result;
}

describe('npm run publish: a release', () => {
  it('holds every page, the not-found page, their data, sitemap.xml, robots.txt and the manifest, each file once, and becomes live', async () => {
    const dataDir = tempData();
    const result = await published(dataDir, original);
    expect(result.rendered).toBe(routes.length);
    const dir = releaseDir(dataDir, result.release.id);
    expect(lstatSync(currentLink(dataDir)).isSymbolicLink()).toBe(true);
    expect(liveReleaseId(dataDir)).toBe(result.release.id);
    for (const route of routes) {
      for (const file of [pageFile(dir, route), dataFile(dir, route)]) {
        expect(existsSync(file), file).toBe(true);
        // compressed copies are the server's, made on the first request (compressed-copies.ts)
        for (const suffix of ['.br', '.gz']) expect(existsSync(file + suffix), file + suffix).toBe(false);
      }
      const data = JSON.parse(readFileSync(dataFile(dir, route), 'utf8'));
      expect(pagePath(data.page.path)).toBe(route);
    }
    for (const name of ['_404.html', '_data/_404.json', '_404.hi.html', '_data/_404.hi.json', 'index.html', 'hi.html', 'sitemap.xml', 'robots.txt', 'manifest.json', 'content.json']) expect(existsSync(path.join(dir, name)), name).toBe(true);
    expect(readFileSync(path.join(dir, 'content.json'), 'utf8')).toBe(original);
    expect(Object.keys(live(dataDir).routes)).toEqual(routes);
  });

  it("carries the data of the blocks a page shows in its HTML, and only the entities it references", async () => {
    const dataDir = tempData();
    await published(dataDir, original);
    const dir = releaseDir(dataDir, liveReleaseId(dataDir)!);
    const html = readFileSync(pageFile(dir, '/faq'), 'utf8');
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!;
    const data = JSON.parse(json);
    expect(data).toEqual(JSON.parse(readFileSync(dataFile(dir, '/faq'), 'utf8')));
    const faqIds = (site.pages.find((page) => page.path === '/faq')!.sections[0] as { faqs: string[] }).faqs;
    expect(data.site.faqs.map((faq: { id: string }) => faq.id)).toEqual(faqIds);
    expect(data.site.testimonials).toEqual([]);
    expect(data.site.projects).toEqual([]);
  });

  it('renders again only the page whose heading changed: the others keep their files (hard links), bytes and ETags', async () => {
    const dataDir = tempData();
    const first = await published(dataDir, original);
    const before = live(dataDir);
    const text = edited((draft) => {
      (draft.pages.find((page) => page.path === '/about-us')!.sections[0] as { heading: string }).heading = 'A new heading for About Us';
    });
    const oldDir = releaseDir(dataDir, first.release.id);
    // the copies the server has made of the live pages so far: carried with the page, never to a changed one
    for (const route of routes) writeFileSync(`${pageFile(oldDir, route)}.br`, brotliCompressSync(readFileSync(pageFile(oldDir, route))));
    const second = await published(dataDir, text);
    // an English text: its Hindi page keeps its own heading, so only the English page changes
    expect(second.release.changed).toEqual(['/about-us']);
    expect(second.rendered).toBe(1);
    expect(second.carried).toBe(routes.length - 1);
    const after = live(dataDir);
    const newDir = releaseDir(dataDir, second.release.id);
    for (const route of routes) {
      const same = route !== '/about-us';
      expect(after.routes[route]!.html === before.routes[route]!.html, route).toBe(same);
      expect(inode(pageFile(newDir, route)) === inode(pageFile(oldDir, route)), route).toBe(same);
      expect(existsSync(`${pageFile(newDir, route)}.br`) && inode(`${pageFile(newDir, route)}.br`) === inode(`${pageFile(oldDir, route)}.br`), route).toBe(same);
    }
    expect(readFileSync(pageFile(newDir, '/about-us'), 'utf8')).toContain('A new heading for About Us');
    expect(readFileSync(pageFile(oldDir, '/about-us'), 'utf8')).not.toContain('A new heading for About Us');
  });

  it('validates only the page that changed since the live release, and makes the release a whole validation makes', async () => {
    const quick = tempData();
    const whole = tempData();
    const hashing = tempData();
    // written as the edits below are (site.json writes some objects on one line): only the heading's bytes differ
    for (const dataDir of [quick, whole, hashing]) await published(dataDir, edited(() => {}));
    const keptFile = (dataDir: string) => path.join(releaseDir(dataDir, liveReleaseId(dataDir)!), basisName);
    const basisOf = (dataDir: string) => {
      const { build, basis, spans, summaries } = JSON.parse(readFileSync(keptFile(dataDir), 'utf8'));
      return { build, spans, summaries, ...basis, files: [...basis.files].sort(), untranslated: [...basis.untranslated].map((text: { pointer: string }) => text.pointer).sort() };
    };
    const start = basisOf(quick);
    expect(start.build).toBe(renderer.build.id);
    expect(start.pages).toHaveLength(site.pages.length);
    const about = site.pages.findIndex((page) => page.path === '/about-us');
    const hindi = edited((draft) => {
      ((draft.pages[about]!.sections[0] as unknown as { translations: { hi: { heading: string } } }).translations.hi).heading = 'हमारे बारे में नया शीर्षक';
    });
    // the second publish cannot build on its live release: it validates the whole text
    rmSync(keptFile(whole));
    // the third does without the pages' places in the live text: it hashes every page to tell which changed
    const { spans: _spans, ...withoutSpans } = JSON.parse(readFileSync(keptFile(hashing), 'utf8'));
    writeFileSync(keptFile(hashing), JSON.stringify(withoutSpans));
    const one = await published(quick, hindi);
    const all = await published(whole, hindi);
    const hashed = await published(hashing, hindi);
    expect([one.validated, all.validated, hashed.validated]).toEqual([1, 'all', 1]);
    expect([one.workedOut, all.workedOut, hashed.workedOut]).toEqual([1, site.pages.length, 1]);
    expect([one.hashed, all.hashed, hashed.hashed]).toEqual([1, site.pages.length, site.pages.length]);
    // parsed: the edited page, and the page of the first contact form (the release keeps its words); read lazily, the others
    const firstForm = site.pages.findIndex((page) => page.sections.some((section) => 'type' in section && section.type === 'contact-form'));
    expect(firstForm).not.toBe(about);
    expect([one.parsed, all.parsed, hashed.parsed]).toEqual([2, site.pages.length, site.pages.length]);
    expect(files(hashing)).toEqual(files(whole));
    expect(basisOf(hashing)).toEqual(basisOf(whole));
    expect(one.release.changed).toEqual(['/hi/about-us']);
    expect(files(quick)).toEqual(files(whole));
    const manifestFacts = ({ routes, notFound, notFounds, locales, noindex, contactForm }: ReturnType<typeof live>) => ({ routes, notFound, notFounds, locales, noindex, contactForm });
    expect(live(quick).contactForm?.formPath).toBe(site.pages[firstForm]!.path);
    expect(manifestFacts(live(quick))).toEqual(manifestFacts(live(whole)));
    expect(basisOf(quick)).toEqual(basisOf(whole));

    // a page kept out of search engines: the sitemap, carried while only texts changed, is made again
    const hidden = edited((draft) => {
      draft.pages[about]!.noindex = true;
    });
    const third = await published(quick, hidden);
    expect(third.validated).toBe(1);
    const sitemapOf = (dataDir: string) => readFileSync(path.join(releaseDir(dataDir, liveReleaseId(dataDir)!), 'sitemap.xml'), 'utf8');
    expect(sitemapOf(quick)).not.toContain('/about-us<');
    expect(sitemapOf(whole)).toContain('/about-us<');

    // a new section id changes the routes links may name: the whole text is validated, its unedited pages read lazily
    const anchored = edited((draft) => {
      draft.pages[about]!.noindex = true;
      (draft.pages[about]!.sections[0] as { id?: string }).id = 'a-new-anchor';
    });
    rmSync(keptFile(whole));
    const [lazily, whole2] = [await published(quick, anchored), await published(whole, anchored)];
    expect([lazily.validated, whole2.validated]).toEqual(['all', 'all']);
    expect(files(quick)).toEqual(files(whole));
    expect(basisOf(quick)).toEqual(basisOf(whole));

    // a broken page is refused with the whole text's messages, whichever way it was first looked at
    const broken = edited((draft) => {
      (draft.pages[about]!.sections[0] as { heading: string }).heading = '';
    });
    const refused = [await run(quick, broken), await run(whole, broken)];
    expect(refused[0]).toEqual(refused[1]);
    expect(refused[0]!.ok).toBe(false);
  });

  it('joins each page\'s kept main content to a changed menu and footer: the same bytes as publishing the content afresh', async () => {
    const dataDir = tempData();
    await published(dataDir, original);
    const text = edited((draft) => {
      (draft.navigation.items[0] as { label: string }).label = 'Start';
      draft.footer.columns[0]!.links.push({ label: 'Services', to: '/service', translations: { hi: { label: 'सेवाएँ' } } });
    });
    const header = await published(dataDir, text);
    // the footer is every language's: every page of both is joined again
    expect(header.rendered).toBe(routes.length);
    expect(header.joined).toBe(routes.length);
    const fresh = tempData();
    const whole = await published(fresh, text);
    expect(whole.joined).toBe(0);
    const joinedDir = releaseDir(dataDir, header.release.id);
    const freshDir = releaseDir(fresh, whole.release.id);
    for (const route of [...routes, null]) {
      const [a, b] = [pageFiles(joinedDir, route), pageFiles(freshDir, route)];
      expect(readFileSync(a.html, 'utf8'), String(route)).toBe(readFileSync(b.html, 'utf8'));
      expect(readFileSync(a.data, 'utf8'), String(route)).toBe(readFileSync(b.data, 'utf8'));
      expect(readFileSync(a.main, 'utf8'), String(route)).toBe(readFileSync(b.main, 'utf8'));
    }
    expect(readFileSync(pageFile(joinedDir, '/faq'), 'utf8')).toContain('Start');
  });

  it('renders a page whole when the live release lost its main part', async () => {
    const dataDir = tempData();
    const first = await published(dataDir, original);
    rmSync(pageFiles(releaseDir(dataDir, first.release.id), '/faq').main);
    const header = await published(dataDir, edited((draft) => void ((draft.navigation.items[0] as { label: string }).label = 'Start')));
    // the navigation's English label: the English pages are joined again, one of them rendered whole
    expect(header.joined).toBe(site.pages.length - 1);
    expect(readFileSync(pageFile(releaseDir(dataDir, header.release.id), '/faq'), 'utf8')).toContain('Start');
  });

  it('renders every page again when the header changes, and only the pages that show a testimonial when it changes', async () => {
    const dataDir = tempData();
    await published(dataDir, original);
    const header = await published(dataDir, edited((draft) => void ((draft.navigation.items[0] as { label: string }).label = 'Start')));
    expect(header.release.changed).toEqual(site.pages.map((page) => page.path));
    const showing = site.pages.filter((page) => page.sections.some((block) => 'type' in block && block.type === 'testimonials' && block.testimonials.includes(site.testimonials[0]!.id)));
    expect(showing.length).toBeGreaterThan(0);
    const review = await published(
      dataDir,
      edited((draft) => {
        (draft.navigation.items[0] as { label: string }).label = 'Start';
        draft.testimonials[0]!.title = 'A changed review title';
      }),
    );
    expect(review.release.changed).toEqual(showing.map((page) => page.path));
  });

  it('makes no release when nothing changed', async () => {
    const dataDir = tempData();
    const first = await published(dataDir, original);
    const again = await published(dataDir, original);
    expect(again).toMatchObject({ unchanged: true, rendered: 0 });
    expect(listReleases(dataDir).map((release) => release.id)).toEqual([first.release.id]);
  });

  it('lists what changed and what was removed', async () => {
    const dataDir = tempData();
    await published(dataDir, original);
    const text = edited((draft) => {
      draft.pages = draft.pages.filter((page) => page.path !== '/faq');
      draft.navigation.items = draft.navigation.items.filter((item) => !('to' in item && item.to === '/faq'));
      draft.footer.columns = draft.footer.columns.map((column) => ({ ...column, links: column.links.filter((link) => !('to' in link && link.to === '/faq')) }));
    });
    const result = await run(dataDir, text);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.release.removed).toEqual(['/faq', '/hi/faq']);
    expect(existsSync(pageFile(releaseDir(dataDir, result.release.id), '/faq'))).toBe(false);
  });
});

describe('releases kept and rolled back', () => {
  const headingVersion = (n: number) =>
    edited((draft) => {
      (draft.pages.find((page) => page.path === '/about-us')!.sections[0] as { heading: string }).heading = `Version ${n}`;
    });

  it('keeps the newest KEEP_RELEASES releases, and rolls back to one of them without rendering', async () => {
    const dataDir = tempData();
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      const result = await publish({ dataDir, distDir, text: headingVersion(n), file: 'site.json', source: 'a test', renderer, keep: 2 });
      if (!result.ok) throw new Error(result.problems.join('\n'));
      ids.push(result.release.id);
    }
    expect(listReleases(dataDir).map((release) => release.id)).toEqual([ids[3], ids[2]]);
    // the two older ones are gone from the disk, not only from the list
    expect(readdirSync(releasesDir(dataDir)).sort()).toEqual([ids[2], ids[3]].sort());
    const back = await rollback(dataDir, distDir, ids[2]!);
    expect(back.rerendered).toBe(false);
    expect(liveReleaseId(dataDir)).toBe(ids[2]);
    await expect(rollback(dataDir, distDir, ids[0]!)).rejects.toThrow(`There is no release "${ids[0]}"`);
    expect(liveReleaseId(dataDir)).toBe(ids[2]);
  });

  it('rolls back to a release of another code build by rendering its content again with this one', async () => {
    const dataDir = tempData();
    const otherBuild = path.join(tempData(), 'dist');
    cpSync(distDir, otherBuild, { recursive: true });
    writeCodeBuild(otherBuild, { ...readCodeBuild(distDir), id: 'an-older-build' });
    const old = await publish({ dataDir, distDir: otherBuild, text: headingVersion(1), file: 'site.json', source: 'the older code' });
    if (!old.ok) throw new Error(old.problems.join('\n'));
    await published(dataDir, headingVersion(2));
    const back = await rollback(dataDir, distDir, old.release.id);
    expect(back.rerendered).toBe(true);
    const now = live(dataDir);
    expect(now.id).not.toBe(old.release.id);
    expect(now.build).toBe(readCodeBuild(distDir).id);
    expect(now.source).toBe(`rollback to ${old.release.id}, rendered again for this code build`);
    expect(readFileSync(pageFile(releaseDir(dataDir, now.id), '/about-us'), 'utf8')).toContain('Version 1');
  });
});

describe('npm run publish refuses bad content and changes nothing', () => {
  it.each<[string, (text: string) => string, RegExp]>([
    ['invalid JSON', (text) => text.replace('"siteName"', 'siteName'), /^site\.json:\d+:\d+ {2}\/? {2}invalid JSON/],
    ['a schema error', (text) => text.replace('"preloaderMs": 700', '"preloaderMs": "soon"'), /^site\.json:\d+:\d+ {2}\/settings\/ui\/preloaderMs {2}/],
    ['a reference to a missing id', (text) => text.replace('"statistics": [\n            "experience"', '"statistics": [\n            "no-such-statistic"'), /^site\.json:\d+:\d+ {2}\/pages\/\d+\/sections\/\d+\/statistics\/0 {2}/],
  ])('%s: site.json:LINE:COL  /pointer  message, and the live release stays', async (_case, spoil, line) => {
    const dataDir = tempData();
    const first = await published(dataDir, original);
    const text = spoil(original);
    expect(text).not.toBe(original);
    const result = await run(dataDir, text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatch(line);
    expect(liveReleaseId(dataDir)).toBe(first.release.id);
    expect(readdirSync(releasesDir(dataDir))).toEqual([first.release.id]);
  });

  it('says DATA_DIR cannot be written, naming it, when a file stands where its releases go', async () => {
    const dataDir = tempData();
    writeFileSync(path.join(dataDir, 'releases'), 'not a folder');
    const attempt = run(dataDir, original);
    await expect(attempt).rejects.toThrow(PublishError);
    await expect(run(dataDir, original)).rejects.toThrow(/Nothing was published; the live release is unchanged\./);
    expect(liveReleaseId(dataDir)).toBeUndefined();
  });
});

describe('npm run publish: render threads', () => {
  it('renders a large site beside a helper thread into the same bytes as this thread alone', async () => {
    const text = `${JSON.stringify(generateSite(60), null, 2)}\n`;
    const alone = tempData();
    const shared = tempData();
    const one = await publish({ dataDir: alone, distDir, text, file: 'site.json', source: 'a test', renderer, helpers: 0 });
    const two = await publish({ dataDir: shared, distDir, text, file: 'site.json', source: 'a test', renderer, helpers: 1 });
    if (!one.ok || !two.ok) throw new Error('not published');
    expect(two.rendered).toBe(60);
    const expected = files(alone);
    expect(expected.length).toBeGreaterThan(120);
    expect(files(shared)).toEqual(expected);
  });
});
