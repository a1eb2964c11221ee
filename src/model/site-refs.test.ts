// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownSiteFile, siteRefsFile } from './paths.ts';
import { idsOf, pagesOf, refreshSiteRefs, routesOf, siteRefOf, siteRefsSchema, siteRefsText } from './site-refs.ts';

const site = {
  pages: [
    { path: '/', sections: [{ type: 'hero' }, { type: 'cta', id: 'contact' }] },
    { path: '/faq', sections: [] },
  ],
  faqs: [{ id: 'cost' }, { id: 'agile' }],
};

describe('site refs', () => {
  it('schema/generated/site-refs.schema.json is up to date with site.json (run `npm run validate` when this fails)', () => {
    expect(readFileSync(siteRefsFile, 'utf8')).toBe(siteRefsText(JSON.parse(readFileSync(ownSiteFile, 'utf8'))));
  });

  it('lists each page path, then its sections with an id as path#id', () => {
    expect(routesOf(site)).toEqual(['/', '/#contact', '/faq']);
    expect(pagesOf(site)).toEqual(['/', '/faq']);
    expect(idsOf(site, 'faqs')).toEqual(['cost', 'agile']);
  });

  it('turns an empty list into a schema that accepts nothing, and survives a half-written site.json', () => {
    const defs = siteRefsSchema({ pages: 'oops', services: [null, 3, { id: 7 }] }).$defs as Record<string, unknown>;
    expect(defs.route).toMatchObject({ type: 'string', not: {} });
    expect(defs.page).toMatchObject({ type: 'string', not: {} });
    expect(defs.services).toMatchObject({ type: 'string', not: {} });
    expect(routesOf(null)).toEqual([]);
  });

  it('never writes the repo file for another site.json', () => {
    const before = readFileSync(siteRefsFile, 'utf8');
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'site-refs-')), 'site.json');
    writeFileSync(copy, JSON.stringify(site));
    expect(refreshSiteRefs(copy)).toBe(false);
    expect(readFileSync(siteRefsFile, 'utf8')).toBe(before);
  });

  it('names the list an ajv error checked a reference against', () => {
    expect(siteRefOf('../generated/site-refs.schema.json#/$defs/faqs/enum')).toBe('faqs');
    expect(siteRefOf('../generated/site-refs.schema.json#/$defs/route/not')).toBe('route');
    expect(siteRefOf('../generated/site-refs.schema.json#/$defs/page/enum')).toBe('page');
    expect(siteRefOf('#/properties/heading/minLength')).toBeUndefined();
  });
});
