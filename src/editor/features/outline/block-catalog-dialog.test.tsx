import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '@/generated/site';
import type { EditorSchemas } from '../../api/editor-types';
import { SchemasContext } from '../../state/schemas-context';
import { testSite } from '../../state/test-site';
import { BlockCatalogDialog } from './block-catalog-dialog';
import type * as Thumbnails from './block-thumbnail';

// a thumbnail that throws in the editor itself (not in its page): the block type "broken"
vi.mock('./block-thumbnail', async (importOriginal) => {
  const { BlockThumbnail } = await importOriginal<typeof Thumbnails>();
  return {
    BlockThumbnail(props: Parameters<typeof BlockThumbnail>[0]) {
      if (props.entry.type === 'broken') throw new Error('no thumbnail');
      return <BlockThumbnail {...props} />;
    },
  };
});

const block = (type: string, title: string, example: object) => ({ title, description: `What ${title} is for.`, schema: {}, example: { type, ...example } });
const schemas = {
  blocks: {
    hero: block('hero', 'Hero', { heading: 'Hello' }),
    cta: block('cta', 'Call to action', { heading: 'Talk to us' }),
    testimonials: block('testimonials', 'Testimonials', { testimonials: ['t1'] }),
    story: block('story', 'Story', { heading: 'Since 2008' }),
  },
  shared: {},
} as unknown as EditorSchemas;

// An IntersectionObserver the test moves: `comeNear` reports elements as near their scroll box.
const observed = new Map<Element, (entries: IntersectionObserverEntry[]) => void>();
class FakeObserver {
  constructor(private readonly callback: (entries: IntersectionObserverEntry[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
}
const comeNear = (elements: Element[]) =>
  act(() => {
    for (const element of elements) observed.get(element)?.([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry]);
  });

function setup(open = true, blocks = schemas) {
  const onInsert = vi.fn();
  const onClose = vi.fn();
  const site = testSite();
  const view = render(
    <SchemasContext value={{ schemas: blocks, error: null }}>
      <BlockCatalogDialog open={open} site={site} onClose={onClose} onInsert={onInsert} />
    </SchemasContext>,
  );
  const dialog = () => screen.getByRole('dialog', { name: 'Add a section' });
  const cards = () => within(within(dialog()).getByRole('list')).getAllByRole('listitem');
  const thumbnails = () => cards().map((card) => card.querySelector<HTMLElement>('[data-preview]')!);
  const frames = () => [...dialog().querySelectorAll('iframe')];
  // a message from a thumbnail page, as the browser delivers it: from its window, on the editor's origin
  const fromFrame = (frame: HTMLIFrameElement, data: object) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { source: 'site-editor-preview', ...data }, origin: window.location.origin, source: frame.contentWindow })));
  return { ...view, site, onInsert, onClose, dialog, cards, thumbnails, frames, fromFrame };
}

describe('BlockCatalogDialog', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    observed.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws nothing of its content while closed', () => {
    const { container } = setup(false);
    expect(container.querySelector('dialog')).toBeEmptyDOMElement();
    expect(observed.size).toBe(0);
  });

  it('has a card per block type, by title, each a button named by its title and what it is for', () => {
    const { cards } = setup();
    const buttons = cards().map((card) => within(card).getByRole('button'));
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Call to action What Call to action is for.',
      'Hero What Hero is for.',
      'Story What Story is for.',
      'Testimonials What Testimonials is for.',
    ]);
    expect(screen.getByRole('button', { name: 'Hero What Hero is for.' })).toBe(buttons[1]);
    // the first card has the focus: Enter inserts it, Tab goes on to the next
    expect(buttons[0]).toHaveFocus();
  });

  it('inserts a copy of the example of the card chosen, by click or by Enter', async () => {
    const user = userEvent.setup();
    const { onInsert, cards } = setup();
    await user.click(within(cards()[1]!).getByRole('button'));
    expect(onInsert).toHaveBeenLastCalledWith({ type: 'hero', heading: 'Hello' });
    expect(onInsert.mock.lastCall![0]).not.toBe(schemas.blocks.hero!.example);
    within(cards()[2]!).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(onInsert).toHaveBeenLastCalledWith({ type: 'story', heading: 'Since 2008' });
  });

  it('loads a thumbnail once its card nears the view, two at a time, each the next once one has loaded', () => {
    const { thumbnails, frames } = setup();
    expect(frames()).toEqual([]);
    comeNear(thumbnails().slice(0, 3));
    expect(frames().map((frame) => frame.getAttribute('src'))).toEqual(['/edit/block-preview?type=cta', '/edit/block-preview?type=hero']);
    fireEvent.load(frames()[0]!);
    expect(frames().map((frame) => frame.getAttribute('src'))).toEqual(['/edit/block-preview?type=cta', '/edit/block-preview?type=hero', '/edit/block-preview?type=story']);
  });

  it('keeps the thumbnails out of the way of assistive technology, the keyboard and the pointer', async () => {
    const { thumbnails, frames, dialog } = setup();
    comeNear(thumbnails());
    for (const thumbnail of thumbnails()) {
      expect(thumbnail).toHaveAttribute('aria-hidden', 'true');
      expect(thumbnail).toHaveAttribute('inert');
    }
    for (const frame of frames()) {
      expect(frame).toHaveAttribute('tabindex', '-1');
      expect(frame.title).toMatch(/^Preview of /);
    }
    const results = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("answers a thumbnail's ready with its example and the draft's shared content, and shows what it reports", () => {
    const { thumbnails, frames, fromFrame, site } = setup();
    comeNear(thumbnails());
    const [cta, hero] = frames();
    const post = vi.spyOn(cta!.contentWindow!, 'postMessage').mockImplementation(() => {});
    fromFrame(cta!, { type: 'ready' });
    expect(post).toHaveBeenCalledTimes(1);
    const [message, origin] = post.mock.calls[0]! as [{ page: { sections: Block[] }; shell: object }, string];
    expect(origin).toBe(window.location.origin);
    expect(message.page.sections).toEqual([{ type: 'cta', heading: 'Talk to us' }]);
    expect(message.shell).toMatchObject({ services: site.services, testimonials: site.testimonials });
    expect(message.shell).not.toHaveProperty('pages');

    // another window's message, or another origin's, changes nothing
    fromFrame(hero!, { type: 'rendered', seq: 1 });
    expect(thumbnails()[0]).toHaveAttribute('data-preview', 'waiting');
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { source: 'site-editor-preview', type: 'rendered', seq: 1 }, origin: 'https://elsewhere.example', source: cta!.contentWindow })));
    expect(thumbnails()[0]).toHaveAttribute('data-preview', 'waiting');

    expect(cta).not.toHaveAttribute('data-drawn');
    fromFrame(cta!, { type: 'rendered', seq: 1 });
    expect(thumbnails()[0]).toHaveAttribute('data-preview', 'rendered');
    expect(cta).toHaveAttribute('data-drawn');

    fromFrame(hero!, { type: 'failed', seq: 1 });
    expect(thumbnails()[1]).toHaveAttribute('data-preview', 'failed');
    expect(thumbnails()[1]).toHaveTextContent('No preview');
    expect(thumbnails()[1]!.querySelector('iframe')).toBeNull();
  });

  it('shows No preview for a thumbnail that throws, and the other cards as usual', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const broken = { ...schemas, blocks: { ...schemas.blocks, broken: block('broken', 'Broken', {}) } } as EditorSchemas;
    const { cards, onInsert } = setup(true, broken);
    const card = screen.getByRole('button', { name: /^Broken/ }).closest('li')!;
    expect(within(card).getByText('No preview')).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    await user.click(within(card).getByRole('button'));
    expect(onInsert).toHaveBeenCalledWith({ type: 'broken' });
  });
});
