// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Site } from '@/generated/site';
import { blockLoaders } from '@/render/registry';
import { editorSchemas } from '../../../model/editor-schema';
import { testSite } from '../../state/test-site';
import type { EditorSchemas } from '../../api/editor-types';
import { blockPreviewUrl, catalogEntries, exampleDraft } from './catalog-entries';

describe('the block catalog entries', () => {
  const schemas = editorSchemas();

  it('are every block type of the schemas, by title, each with an example of its own type', () => {
    const entries = catalogEntries(schemas);
    expect(entries.map((entry) => entry.type).sort()).toEqual(Object.keys(blockLoaders).sort());
    const titles = entries.map((entry) => entry.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    for (const entry of entries) {
      expect(entry.example.type, entry.type).toBe(entry.type);
      expect(entry.description, entry.type).not.toBe('');
    }
  });

  it('are none before the schemas have loaded', () => {
    expect(catalogEntries(null)).toEqual([]);
    expect(catalogEntries({ blocks: {}, shared: {} } as EditorSchemas)).toEqual([]);
  });

  it("send a thumbnail the example as a page's one section, with the draft's shared content and not its pages", () => {
    const site: Site = testSite();
    const [entry] = catalogEntries(schemas).filter((candidate) => candidate.type === 'service-list');
    const draft = exampleDraft(site, entry!);
    expect(draft).toMatchObject({ source: 'site-editor', type: 'draft', path: '/', selected: null, page: { title: entry!.title, sections: [entry!.example] } });
    expect(draft.shell).not.toHaveProperty('pages');
    // the draft's own objects: an example's ids are looked up in what the editor holds now
    expect(draft.shell!.services).toBe(site.services);
    expect(draft.shell!.settings).toBe(site.settings);
  });

  it('load a thumbnail page with the code of its block only', () => {
    expect(blockPreviewUrl('faq-accordion')).toBe('/edit/block-preview?type=faq-accordion');
  });
});
