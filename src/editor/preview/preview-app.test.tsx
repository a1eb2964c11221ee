import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Block, Site } from '@/generated/site';
import { blockLoaders, type BlockType } from '@/render/registry';
import { loadBlock } from '@/render/block-components';
import { siteFile } from '../../../scripts/lib/paths';
import { createDraftStore, type DraftStore } from './draft-store';
import type { DraftMessage } from '../api/preview-messages';
import { PreviewApp } from './preview-app';
import { previewInLanguage } from '../state/preview-in-language';
import { blocksOf } from '../../test/blocks';

const { pages, ...shell } = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
const homePage = pages.find((page) => page.path === '/')!;
const home = { ...homePage, sections: blocksOf(homePage) };

function draft(seq: number, sections: Block[], selected: number | null = null): DraftMessage {
  return { source: 'site-editor', type: 'draft', seq, path: '/', page: { title: home.title, breadcrumb: home.breadcrumb, sections }, selected, shell };
}

// jsdom's window is its own parent: the editor's messages come from it, the preview's go to it
const send = (message: DraftMessage) => act(() => window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin, source: window })));

describe('PreviewApp', () => {
  let store: DraftStore;
  beforeAll(async () => {
    await Promise.all(Object.keys(blockLoaders).map((type) => loadBlock(type as BlockType)));
  });
  afterEach(() => {
    store.dispose();
    vi.restoreAllMocks();
  });

  function start(sections: Block[] = home.sections, selected: number | null = null) {
    const post = vi.spyOn(window, 'postMessage');
    store = createDraftStore();
    const view = render(<PreviewApp store={store} />);
    send(draft(1, sections, selected));
    const wrappers = () => [...view.container.querySelectorAll('[data-preview-sections] > [data-block]')];
    const posted = () => post.mock.calls.map(([message]) => message as { type: string; index?: number; seq?: number });
    return { ...view, wrappers, posted };
  }

  // the first render of every block of the home page is slow in jsdom on a busy machine
  it("draws the draft page with the site's layout and blocks, and redraws it on the next draft", { timeout: 30_000 }, () => {
    const { wrappers, posted } = start();
    expect(wrappers().map((wrapper) => wrapper.getAttribute('data-block'))).toEqual(home.sections.map((block) => block.type));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const hero = home.sections[0] as Extract<Block, { type: 'hero' }>;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.heading);
    send(draft(2, [{ ...hero, heading: 'Edited heading' }, ...home.sections.slice(1)]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edited heading');
    expect(posted()).toContainEqual({ source: 'site-editor-preview', type: 'rendered', seq: 2 });
    expect(document.documentElement.dataset.previewSeq).toBe('2');
  });

  it("draws the page in Hindi from what the editor sends in Hindi: its texts, and links within /hi/", { timeout: 30_000 }, () => {
    store = createDraftStore();
    render(<PreviewApp store={store} />);
    const hindi = previewInLanguage({ ...shell, pages } as Site, '/', 'hi');
    const { pages: [page], ...hindiShell } = hindi.site;
    send({ source: 'site-editor', type: 'draft', seq: 1, path: hindi.path, page: { title: page!.title, breadcrumb: page!.breadcrumb, sections: blocksOf(page!) }, selected: null, shell: hindiShell });
    const hero = home.sections[0] as Extract<Block, { type: 'hero' }> & { translations: { hi: { heading: string } } };
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.translations.hi.heading);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => href.startsWith('/') && !href.startsWith('/hi') && !/\.\w+$/.test(href))).toEqual(['/']);
  });

  it('selects the section clicked, and keeps its links from navigating', () => {
    const { wrappers, posted } = start();
    const second = wrappers()[1]!;
    const link = within(second as HTMLElement).queryAllByRole('link')[0] ?? second.firstElementChild!;
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(posted()).toContainEqual({ source: 'site-editor-preview', type: 'select', index: 1 });
    // a header link does not select, and does not navigate either
    const headerLink = within(screen.getByRole('banner')).getAllByRole('link')[0]!;
    expect(fireEvent.click(headerLink)).toBe(false);
    expect(posted().filter((message) => message.type === 'select')).toHaveLength(1);
  });

  it('outlines the selected section', () => {
    start(home.sections, 2);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/\[data-preview-sections\] > \[data-block\]:nth-child\(3\) > :first-child \{ outline: 4px solid/);
  });

  it('shows a notice for a section that cannot render yet, and the others as usual', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { type: 'service-list', heading: 'Ours', services: ['no-such-service'] } as unknown as Block;
    const { wrappers } = start([home.sections[0]!, broken]);
    expect(screen.getByText(/This section cannot be shown yet/)).toBeInTheDocument();
    expect(wrappers().map((wrapper) => wrapper.getAttribute('data-block'))).toEqual(['hero', 'service-list']);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
