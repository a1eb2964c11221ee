import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '@/generated/site';
import { site } from '@/content/site';
import { renderWithSite } from '@/test/render';
import { schemaDir } from '../../scripts/lib/paths.ts';
import { BlockPreview } from './block-preview';
import { CatalogApp } from './catalog-app';
import { loadCatalogBlocks } from './catalog-blocks';

interface BlockSchema {
  title: string;
  description: string;
  examples: Block[];
}

// Read from the folder, not through the catalog's own glob: a schema file the catalog missed fails here.
const blocksDir = path.join(schemaDir, 'blocks');
const schemas = readdirSync(blocksDir)
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => [name.replace('.schema.json', ''), JSON.parse(readFileSync(path.join(blocksDir, name), 'utf8')) as BlockSchema] as const);

/** The region a table-of-contents entry leads to, the way a reader gets there. */
function regionOf(title: string): HTMLElement {
  const link = within(screen.getByRole('navigation', { name: 'Block types' })).getByRole('link', { name: title });
  // getAllByRole without a name: computing the names of some 40 regions once per block is slow in jsdom
  const region = screen.getAllByRole('region').find((element) => `#${element.id}` === link.getAttribute('href'));
  if (!region) throw new Error(`no region for ${link.getAttribute('href')}`);
  return region;
}

const jsonOf = (region: HTMLElement) => within(region).getAllByRole('code').map((code) => code.textContent);

// Every block in jsdom: the first render alone takes seconds, more on a busy machine.
describe('the block catalog', { timeout: 60_000 }, () => {
  beforeAll(() => loadCatalogBlocks(), 30_000);

  it('has its heading and a table of contents linking to every block type', () => {
    render(<CatalogApp />);
    expect(screen.getByRole('heading', { level: 1, name: 'Block catalog' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Block types' });
    expect(within(toc).getAllByRole('link')).toHaveLength(schemas.length);
    for (const [type, schema] of schemas) expect(within(toc).getByRole('link', { name: schema.title })).toHaveAttribute('href', `#block-${type}`);
  });

  it('shows every block type in schema/blocks in a region with its title, description, JSON and the block', () => {
    expect(schemas.length).toBeGreaterThan(10);
    render(<CatalogApp />);
    for (const [, schema] of schemas) {
      const region = regionOf(schema.title);
      expect(region).toHaveAccessibleName(`${schema.title} block`);
      expect(within(region).getByRole('heading', { level: 2, name: `${schema.title} block` })).toBeInTheDocument();
      expect(within(region).getByText(schema.description)).toBeInTheDocument();
      expect(jsonOf(region)).toContain(JSON.stringify(schema.examples[0], null, 2));
      expect(within(region).getByRole('button', { name: 'Copy JSON' })).toBeVisible();
      expect(within(region).queryByText(/could not be rendered|No component is registered/)).toBeNull();
    }
  });

  it('renders blocks with the real site: ids in an example resolve against site.json', () => {
    render(<CatalogApp />);
    const [, serviceList] = schemas.find(([type]) => type === 'service-list')!;
    const region = regionOf(serviceList.title);
    const ids = (serviceList.examples[0] as Extract<Block, { type: 'service-list' }>).services;
    for (const id of ids) {
      const service = site.services.find((item) => item.id === id)!;
      expect(within(region).getByRole('heading', { name: service.title })).toBeInTheDocument();
    }
  });

  it('copies a block’s JSON to the clipboard and says so', async () => {
    const user = userEvent.setup();
    render(<CatalogApp />);
    const [, cta] = schemas.find(([type]) => type === 'cta')!;
    const region = regionOf(cta.title);
    const status = within(region).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(within(region).getByRole('button', { name: 'Copy JSON' }));
    expect(status).toHaveTextContent('Copied to the clipboard.');
    expect(await navigator.clipboard.readText()).toBe(JSON.stringify(cta.examples[0], null, 2));
  });

  it('says so when the clipboard refuses, and selects the JSON instead', async () => {
    const user = userEvent.setup();
    render(<CatalogApp />);
    const [, first] = schemas[0]!;
    const region = regionOf(first.title);
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    await user.click(within(region).getByRole('button', { name: 'Copy JSON' }));
    expect(within(region).getByRole('status')).toHaveTextContent(/Could not copy/);
    expect(window.getSelection()?.toString()).toBe(JSON.stringify(first.examples[0], null, 2));
  });

  it('names a block type that has a schema but no component yet', () => {
    // a name no scaffold uses: the new-block test scaffolds pricing-table into a copy of this project
    renderWithSite(<BlockPreview block={{ type: 'not-built-yet' } as unknown as Block} />);
    expect(screen.getByText(/No component is registered for "not-built-yet"/)).toBeInTheDocument();
  });
});
