// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Block, Site } from '../../../generated/site.ts';
import { distDir } from '../../../../scripts/lib/paths.ts';
import { ownSiteFile } from '../../../model/paths.ts';
import { startTest, editVariant } from '../../../model/test-edits.ts';
import { dataFile, pageFile, variantDir } from '../releases/release-files.ts';
import { liveReleaseId, releaseDir } from '../releases/release-store.ts';
import { readReleaseManifest } from '../releases/release-manifest.ts';
import { editedText } from '../../test/test-support.ts';
import { publish } from './publish.ts';
import { loadRenderer, type Renderer } from './renderer.ts';

const site = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Site;
const home = site.pages.findIndex((page) => page.path === '/');
const about = site.pages.findIndex((page) => page.path === '/about-us');
const headingA = 'We deliver cutting-edge software solutions';
const headingB = 'Software that brings you customers';
const headingBHindi = 'ऐसा सॉफ़्टवेयर जो आपको ग्राहक दिलाए';
let renderer: Renderer;
beforeAll(async () => {
  renderer = await loadRenderer(distDir);
});

/** The site with the home hero under test: B's heading another, in English and Hindi. */
function tested(change: (draft: Site) => void = () => {}): Site {
  const started = startTest(site, home, 0, { share: 50, startedAt: '2026-12-07T10:00:00.000Z' });
  if (!started.ok) throw new Error(started.message);
  const hero = started.site.pages[home]!.sections[0] as Block & { heading: string; translations: { hi: { heading: string } } };
  const edited = editVariant(started.site, home, 0, { ...hero, heading: headingB, translations: { ...hero.translations, hi: { ...hero.translations.hi, heading: headingBHindi } } } as Block);
  if (!edited.ok) throw new Error(edited.message);
  const copy = structuredClone(edited.site);
  change(copy);
  return copy;
}

const tempData = () => mkdtempSync(path.join(tmpdir(), 'publish-ab-'));
async function published(dataDir: string, content: Site) {
  const result = await publish({ dataDir, distDir, text: editedText(content, () => {}), file: 'site.json', source: 'a test', renderer });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return { ...result, dir: releaseDir(dataDir, liveReleaseId(dataDir)!) };
}
const read = (file: string) => readFileSync(file, 'utf8');

describe('a page under test', () => {
  it('is rendered once per variant: A where a static host serves it, B beside it in .variants/b, listed in the manifest', async () => {
    const dataDir = tempData();
    const { dir, tests } = await published(dataDir, tested());
    expect(tests).toEqual(['The test “home-hero” on / starts with this publish.']);
    const manifest = readReleaseManifest(dir);
    expect(manifest.routes['/']!.test).toMatchObject({ id: 'home-hero', share: 50, b: { inputs: expect.any(String), html: expect.any(String), data: expect.any(String) } });
    expect(manifest.routes['/hi']!.test).toMatchObject({ id: 'home-hero', share: 50 });
    expect(manifest.routes['/about-us']!.test).toBeUndefined();
    // A: the page as written, nothing of B in its HTML or its data (what a static host serves)
    expect(read(pageFile(dir, '/'))).toContain(headingA);
    expect(read(pageFile(dir, '/'))).not.toContain(headingB);
    expect(read(dataFile(dir, '/'))).not.toContain(headingB);
    expect(read(dataFile(dir, '/'))).not.toContain('"test"');
    // B: the variant in the section's place, localized like any section
    const b = variantDir(dir);
    expect(read(pageFile(b, '/'))).toContain(headingB);
    expect(read(pageFile(b, '/'))).not.toContain(headingA);
    expect(read(dataFile(b, '/'))).toContain(headingB);
    expect(read(pageFile(b, '/hi'))).toContain(headingBHindi);
    expect(read(pageFile(dir, '/hi'))).not.toContain(headingBHindi);
    // only the page under test has a B
    expect(existsSync(pageFile(b, '/about-us'))).toBe(false);
  });

  it('carries A when only B changed, and carries both when neither did', async () => {
    const dataDir = tempData();
    const first = await published(dataDir, tested());
    const firstA = readReleaseManifest(first.dir).routes['/']!;
    const again = await published(dataDir, tested((draft) => ((draft.pages[about]!.sections[0] as { heading: string }).heading = 'About us, in other words')));
    const kept = readReleaseManifest(again.dir).routes['/']!;
    expect(kept).toEqual(firstA);
    expect(read(pageFile(variantDir(again.dir), '/'))).toContain(headingB);
    const changedB = await published(dataDir, tested((draft) => {
      const test = (draft.pages[home]!.sections[0] as { test: { variant: { heading: string } } }).test;
      test.variant.heading = 'Software that finds you clients';
    }));
    const entry = readReleaseManifest(changedB.dir).routes['/']!;
    expect(entry.html).toBe(firstA.html);
    expect(entry.test!.b.html).not.toBe(firstA.test!.b.html);
    expect(read(pageFile(variantDir(changedB.dir), '/'))).toContain('Software that finds you clients');
  });

  it('says so when the tested section is deleted, and serves the page as it is', async () => {
    const dataDir = tempData();
    await published(dataDir, tested());
    const { dir, tests } = await published(dataDir, tested((draft) => draft.pages[home]!.sections.splice(0, 1)));
    expect(tests).toEqual([expect.stringContaining('The test “home-hero” on / ended with this publish')]);
    expect(readReleaseManifest(dir).routes['/']!.test).toBeUndefined();
    expect(read(pageFile(dir, '/'))).not.toContain(headingA);
    expect(existsSync(pageFile(variantDir(dir), '/'))).toBe(false);
  });

  it('moves with its page when the path changes, keeping its id', async () => {
    const dataDir = tempData();
    const onAbout = (draft: Site) => {
      const started = startTest(draft, about, 0, { share: 30, startedAt: '2026-12-07T10:00:00.000Z' });
      if (!started.ok) throw new Error(started.message);
      return started.site;
    };
    await published(dataDir, onAbout(site));
    const moved = structuredClone(onAbout(site));
    moved.pages[about]!.path = '/about';
    // the links to the old path follow it
    const text = JSON.stringify(moved).replaceAll('"/about-us"', '"/about"');
    const { dir, tests } = await published(dataDir, JSON.parse(text) as Site);
    expect(tests).toEqual([expect.stringContaining('The test “about-us-about-intro” moved with its page from /about-us to /about')]);
    expect(readReleaseManifest(dir).routes['/about']!.test).toMatchObject({ id: 'about-us-about-intro', share: 30 });
    expect(existsSync(pageFile(variantDir(dir), '/about'))).toBe(true);
  });
});
