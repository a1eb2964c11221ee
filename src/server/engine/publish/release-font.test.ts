// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../../generated/site.ts';
import { distDir } from '../../../../scripts/lib/paths.ts';
import { ownSiteFile } from '../../../model/paths.ts';
import { shortHash } from '../../../model/short-hash.ts';
import { dataFile, pageFile } from '../releases/release-files.ts';
import { fontsFolder } from '../../../shared/server-paths.ts';
import { readReleaseManifest } from '../releases/release-manifest.ts';
import { liveReleaseId, releaseDir } from '../releases/release-store.ts';
import { publish } from './publish.ts';
import { loadRenderer, type Renderer } from './renderer.ts';
import { editedText } from '../../test/test-support.ts';

const site = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Site;
const about = site.pages.findIndex((page) => page.path === '/about-us');
let renderer: Renderer;
beforeAll(async () => {
  renderer = await loadRenderer(distDir);
});

const edited = (edit: (draft: Site) => void) => editedText(site, edit);
const aboutHeading = (heading: string) =>
  edited((draft) => {
    (draft.pages[about]!.sections[0] as unknown as { translations: { hi: { heading: string } } }).translations.hi.heading = heading;
  });

async function published(dataDir: string, text: string) {
  const result = await publish({ dataDir, distDir, text, file: 'site.json', source: 'a test', renderer });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result;
}

/** The live release: its folder, manifest, and the font subset each page's HTML and data name. */
function live(dataDir: string) {
  const dir = releaseDir(dataDir, liveReleaseId(dataDir)!);
  const manifest = readReleaseManifest(dir);
  const named = (file: string) => [...new Set(readFileSync(file, 'utf8').match(/\/_fonts\/[\w-]+\.woff2/g) ?? [])];
  const pages = Object.keys(manifest.routes).map((route) => ({ route, html: named(pageFile(dir, route)), data: named(dataFile(dir, route)), etag: manifest.routes[route]!.html, bytes: readFileSync(pageFile(dir, route)) }));
  return { dir, manifest, pages, fonts: readdirSync(path.join(dir, fontsFolder)) };
}

describe("a release's Devanagari font, subset to its pages", () => {
  it('is named by every Hindi page and its data, once, and by no English page; the ETags are of the files as written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
    await published(dataDir, readFileSync(ownSiteFile, 'utf8'));
    const { pages, fonts } = live(dataDir);
    expect(fonts).toHaveLength(1);
    const src = `/${fontsFolder}/${fonts[0]}`;
    for (const page of pages) {
      const hindi = page.route.startsWith('/hi');
      expect([page.route, page.html, page.data]).toEqual([page.route, hindi ? [src] : [], hindi ? [src] : []]);
      expect(page.etag).toBe(shortHash(page.bytes));
    }
    expect(readFileSync(path.join(live(dataDir).dir, pageFile('', '/hi/about-us')), 'utf8')).toContain(`<link rel="preload" href="${src}" as="font" type="font/woff2" crossorigin />`);
    // a fifth of the whole font's bytes
    expect(readFileSync(path.join(live(dataDir).dir, fontsFolder, fonts[0]!)).byteLength).toBeLessThan(121_192 / 4);
  });

  it('stays when an edit needs no new glyph; grows, renamed in every Hindi page carried, when one does; the same for the same content', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fonts-'));
    await published(dataDir, readFileSync(ownSiteFile, 'utf8'));
    const first = live(dataDir);
    // words the site has: the same glyphs, nothing else is rewritten
    const same = await published(dataDir, aboutHeading('हमारे बारे में'));
    expect(same.release.changed).toEqual(['/hi/about-us']);
    const second = live(dataDir);
    expect(second.fonts).toEqual(first.fonts);
    expect(readFileSync(pageFile(second.dir, '/hi/faq'))).toEqual(readFileSync(pageFile(first.dir, '/hi/faq')));
    // a conjunct no page had: a new subset, named by every Hindi page, carried or not
    const grown = await published(dataDir, aboutHeading('ज्ञ क्ष्म ह्र्य द्ध्र'));
    expect(grown.release.changed).toEqual(['/hi/about-us']);
    const third = live(dataDir);
    expect(third.fonts).toHaveLength(1);
    expect(third.fonts).not.toEqual(second.fonts);
    const src = `/${fontsFolder}/${third.fonts[0]}`;
    for (const page of third.pages.filter(({ route }) => route.startsWith('/hi'))) {
      expect([page.route, page.html, page.data]).toEqual([page.route, [src], [src]]);
      expect(page.etag).toBe(shortHash(page.bytes));
    }
    // the release before is as it was: its pages name its own subset
    expect(readFileSync(pageFile(second.dir, '/hi/faq'), 'utf8')).toContain(`/${fontsFolder}/${second.fonts[0]}`);
    expect(existsSync(`${pageFile(third.dir, '/hi/faq')}.br`)).toBe(false);
    // published at once into an empty folder, the same content gives the same subset
    const fresh = mkdtempSync(path.join(tmpdir(), 'fonts-'));
    await published(fresh, aboutHeading('ज्ञ क्ष्म ह्र्य द्ध्र'));
    expect(live(fresh).fonts).toEqual(third.fonts);
    // and back to the first words: the first subset again
    await published(dataDir, readFileSync(ownSiteFile, 'utf8'));
    expect(live(dataDir).fonts).toEqual(first.fonts);
  });
});
