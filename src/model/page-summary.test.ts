// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asSummaries, lazyPage, pageForms, pageRoutes, plainPage, summaryOf } from './page-summary.ts';
import { manifestOf } from './site-manifest.ts';
import { routesOf } from './site-refs.ts';
import { siteFile } from './paths.ts';
import type { Site } from '../generated/site.ts';

type Loose = Record<string, unknown>;

const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
const pages = site.pages as unknown as Loose[];

/** Each page read lazily from its own JSON, with a count of the pages parsed. */
function lazily(list: Loose[]) {
  let parsed = 0;
  const lazy = list.map((page) => {
    const text = JSON.stringify(page);
    return lazyPage(summaryOf(page), () => {
      parsed += 1;
      return JSON.parse(text) as Loose;
    });
  });
  return { lazy, parsed: () => parsed };
}

describe('a page read lazily', () => {
  it('answers its path, noindex, routes and forms from its summary, without being parsed', () => {
    const { lazy, parsed } = lazily(pages);
    expect(lazy.map((page) => page.path)).toEqual(pages.map((page) => page.path));
    expect(lazy.map((page) => page.noindex)).toEqual(pages.map((page) => page.noindex));
    expect(lazy.map(pageRoutes)).toEqual(pages.map(pageRoutes));
    expect(lazy.map(pageForms)).toEqual(pages.map(pageForms));
    expect(routesOf({ pages: lazy })).toEqual(routesOf(site));
    expect(lazy.map(summaryOf)).toEqual(pages.map(summaryOf));
    expect(parsed()).toBe(0);
    // the shipped site has section ids and a contact form: the summaries are not empty
    expect(pages.map(pageRoutes).flat().some((route) => route.includes('#'))).toBe(true);
    expect(pages.map(pageForms).flat()).not.toHaveLength(0);
  });

  it('is the parsed page for anything else: JSON, keys, spread, `in`, a change; parsed once', () => {
    const { lazy, parsed } = lazily(pages);
    expect(JSON.parse(JSON.stringify(lazy))).toEqual(pages);
    expect(parsed()).toBe(pages.length);
    expect(lazy.map((page) => Object.keys(page))).toEqual(pages.map((page) => Object.keys(page)));
    expect(lazy.map((page) => ({ ...page }))).toEqual(pages);
    expect(lazy.every((page) => 'sections' in page)).toBe(true);
    expect(parsed()).toBe(pages.length);
    // once parsed, a change is read back, the path included
    lazy[0]!.path = '/moved';
    expect(lazy[0]!.path).toBe('/moved');
    expect(summaryOf(lazy[0]!).path).toBe('/moved');
  });

  it('is handed to another thread as the parsed page: a Proxy cannot be copied there', () => {
    const { lazy } = lazily(pages);
    expect(() => structuredClone(lazy[0])).toThrow();
    expect(structuredClone(lazy.map(plainPage))).toEqual(pages);
    expect(plainPage(pages[0]!)).toBe(pages[0]);
  });

  it("gives the site's facts as the parsed pages do, parsing only the page of the first contact form", () => {
    const { lazy, parsed } = lazily(pages);
    expect(manifestOf({ ...site, pages: lazy } as unknown as Site)).toEqual(manifestOf(site));
    expect(parsed()).toBe(1);
  });

  it('reads summaries from a file only when they have the shape it wrote', () => {
    const summaries = pages.map(summaryOf);
    expect(asSummaries(JSON.parse(JSON.stringify(summaries)))).toEqual(summaries);
    for (const damaged of [null, {}, [{ path: 1, routes: [] }], [{ path: '/', routes: [2] }], [{ path: '/', routes: [], forms: '/' }], [{ path: '/', routes: [], noindex: 'yes' }]]) {
      expect(asSummaries(damaged), JSON.stringify(damaged)).toBeUndefined();
    }
  });
});
