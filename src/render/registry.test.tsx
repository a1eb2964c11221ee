import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Block } from '@/generated/site';
import { renderWithSite } from '@/test/render';
import { blockLoaders, type BlockRegistry } from './registry';
import { Sections } from './sections';

const root = path.resolve(__dirname, '../..');
const blockFolders = readdirSync(path.join(root, 'src/blocks'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const siteSchema = JSON.parse(readFileSync(path.join(root, 'schema/site.schema.json'), 'utf8'));
const schemaTypes = (siteSchema.$defs.block.oneOf as { $ref: string }[]).map((ref) => path.basename(ref.$ref, '.schema.json')).sort();

describe('block registry', () => {
  it('has one component per block type of the schema, and nothing else', () => {
    expect(Object.keys(blockLoaders).sort()).toEqual(schemaTypes);
  });

  it.each(schemaTypes)('loads a component for block "%s"', async (type) => {
    const component = await blockLoaders[type as keyof typeof blockLoaders]();
    expect(component).toEqual(expect.any(Function));
  });

  it('lists the same types in the block enum (for editors) as in its oneOf (for validation)', () => {
    expect([...siteSchema.$defs.block.properties.type.enum].sort()).toEqual(schemaTypes);
  });

  it.each(schemaTypes)('block "%s" has its folder, schema file with matching const, fixture and test', (type) => {
    expect(blockFolders).toContain(type);
    const schema = JSON.parse(readFileSync(path.join(root, `schema/blocks/${type}.schema.json`), 'utf8'));
    expect(schema.properties.type.const).toBe(type);
    const files = readdirSync(path.join(root, 'src/blocks', type));
    expect(files).toEqual(expect.arrayContaining([`${type}.tsx`, `${type}.fixture.ts`, `${type}.test.tsx`]));
  });

  it('has no block folder without a schema definition', () => {
    expect(blockFolders).toEqual(schemaTypes);
  });

  it('renders sections in the order given, through the registry', () => {
    const marker = (type: string) => () => <p>block {type}</p>;
    const registry = Object.fromEntries(schemaTypes.map((type) => [type, marker(type)])) as unknown as BlockRegistry;
    const sections = [
      { type: 'cta', heading: 'a', text: 'b', link: { label: 'c', to: '/' } },
      { type: 'testimonials', heading: 'a', testimonials: [] },
      { type: 'cta', heading: 'd', text: 'e', link: { label: 'f', to: '/' } },
    ] as unknown as Block[];
    renderWithSite(<Sections sections={sections} registry={registry} />);
    expect(screen.getAllByText(/^block /).map((p) => p.textContent)).toEqual(['block cta', 'block testimonials', 'block cta']);
  });
});
