// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Site } from '../generated/site.ts';
import { pageDataSource } from './page-data.ts';
import type { Collection } from './references.ts';

// A made-up site: a service references a question (an entity that references another), the menu a service.
const keys = new Map<string, Collection>([
  ['services', 'services'],
  ['faqs', 'faqs'],
]);

function site() {
  return {
    settings: { language: 'en' },
    navigation: { items: [{ label: 'Services', services: ['menu-service'] }] },
    footer: {},
    systemPages: {},
    services: [
      { id: 'menu-service', title: 'In the menu' },
      { id: 'shown', title: 'Shown on the home page', faqs: ['asked'] },
      { id: 'unshown', title: 'On no page' },
    ],
    projects: [],
    testimonials: [],
    faqs: [
      { id: 'asked', title: 'Referenced by a shown service' },
      { id: 'unasked', title: 'Referenced by nothing' },
    ],
    statistics: [],
    pages: [
      { path: '/', sections: [{ type: 'services', services: ['shown'] }] },
      { path: '/about-us', sections: [{ type: 'intro', heading: 'About' }] },
    ],
  };
}

const ids = (items: unknown) => (items as { id: string }[]).map(({ id }) => id);
const inputs = (value: ReturnType<typeof site>, build = 'b1') => {
  const source = pageDataSource(value as unknown as Site, build, keys);
  return (value.pages as unknown as Site['pages']).map((page) => source.inputsOf(page));
};

describe('pageDataSource', () => {
  it('gives a page the entities it, the chrome, and those entities in turn reference, in site.json\'s order', () => {
    const value = site();
    const source = pageDataSource(value as unknown as Site, 'b1', keys);
    const [home, about] = value.pages as unknown as Site['pages'];
    expect(ids(source.dataOf(home!).site.services)).toEqual(['menu-service', 'shown']);
    expect(ids(source.dataOf(home!).site.faqs)).toEqual(['asked']);
    expect(ids(source.dataOf(about!).site.services)).toEqual(['menu-service']);
    expect(ids(source.dataOf(about!).site.faqs)).toEqual([]);
    expect(ids(source.dataOf(null).site.services)).toEqual(['menu-service']);
  });

  it('changes a page\'s inputs exactly when what the page shows changes', () => {
    const [home, about] = inputs(site());
    expect(inputs(site())).toEqual([home, about]);

    const unshown = site();
    unshown.faqs[1]!.title = 'Changed, on no page';
    unshown.services[2]!.title = 'Changed, on no page';
    expect(inputs(unshown)).toEqual([home, about]);

    const referenced = site();
    referenced.faqs[0]!.title = 'Changed, through a shown service';
    expect(inputs(referenced)).toEqual([expect.not.stringMatching(home!), about]);

    const page = site();
    (page.pages[1]!.sections[0] as { heading: string }).heading = 'About us';
    expect(inputs(page)).toEqual([home, expect.not.stringMatching(about!)]);

    const menu = site();
    menu.navigation.items[0]!.label = 'What we do';
    expect(inputs(menu).filter((hash, index) => hash === [home, about][index])).toEqual([]);

    expect(inputs(site(), 'b2').filter((hash, index) => hash === [home, about][index])).toEqual([]);
  });
});
