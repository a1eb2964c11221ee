// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findLinks, linksFromElsewhere, rewriteLinks } from './route-links';
import { routeKeys, routeKeysOf } from './route-keys';
import { testSite } from './test-site';

describe('route fields', () => {
  it('are the properties whose schema refers to the generated route enums', () => {
    expect([...routeKeys].sort()).toEqual(['link', 'successPage', 'to']);
  });

  it('follow a definition that is a route itself, across files', () => {
    const files = {
      '/schema/defs/common.schema.json': { $defs: { route: { $ref: '../generated/site-refs.schema.json#/$defs/route' }, alias: { $ref: '#/$defs/route' } } },
      '/schema/blocks/x.schema.json': { properties: { target: { $ref: '../defs/common.schema.json#/$defs/alias' }, label: { type: 'string' }, other: { $ref: '#/$defs/route' } } },
    };
    expect([...routeKeysOf(files)]).toEqual(['target']);
  });
});

describe('links to a page', () => {
  it('are found at route fields only, with their anchors, in document order', () => {
    const places = findLinks(testSite(), '/about', routeKeys);
    expect(places.map((place) => `${place.pointer} ${place.value}`)).toEqual([
      '/navigation/items/0/to /about',
      '/navigation/items/1/children/1/to /about#team',
      '/footer/columns/0/links/0/to /about',
      '/pages/0/sections/0/cta/to /about',
      '/pages/1/sections/1/link/to /about#team',
    ]);
    expect(findLinks(testSite(), '/thanks', routeKeys).map((place) => place.pointer)).toEqual(['/pages/2/sections/0/successPage']);
    expect(findLinks(testSite(), '/web', routeKeys).map((place) => place.pointer)).toEqual(['/navigation/items/1/to', '/services/0/link']);
    // '/' is not a prefix of every path: only '/' itself and '/#anchor'
    expect(findLinks(testSite(), '/', routeKeys)).toEqual([]);
  });

  it('follow a rename, anchors kept; a text that looks like the path stays', () => {
    const site = rewriteLinks(testSite(), '/about', '/about-us', routeKeys);
    expect(findLinks(site, '/about', routeKeys)).toEqual([]);
    expect(findLinks(site, '/about-us', routeKeys).map((place) => place.value)).toEqual(['/about-us', '/about-us#team', '/about-us', '/about-us', '/about-us#team']);
    expect(site.pages[0]!.sections[1]).toMatchObject({ text: '/about' });
    expect(site.pages[1]!.path).toBe('/about');
  });

  it('from elsewhere are what refuses a delete; a page linking to itself does not', () => {
    const site = testSite();
    expect(linksFromElsewhere(site, 1, routeKeys).map((place) => place.pointer)).not.toContain('/pages/1/sections/1/link/to');
    expect(linksFromElsewhere(site, 1, routeKeys)).toHaveLength(4);
    expect(linksFromElsewhere(site, 3, routeKeys).map((place) => place.pointer)).toEqual(['/pages/2/sections/0/successPage']);
    expect(linksFromElsewhere(site, 5, routeKeys)).toEqual([]);
  });

  it('the real site.json: every link field found is one the schema calls a route', () => {
    const site = JSON.parse(readFileSync('site.json', 'utf8'));
    const places = findLinks(site, '/contact-us', routeKeys);
    expect(places.length).toBeGreaterThan(2);
    expect(new Set(places.map((place) => String(place.path.at(-1))))).toEqual(new Set(['to']));
  });
});
