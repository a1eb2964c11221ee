import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Block, Site } from '@/generated/site';
import type { SiteShell } from '@/content/site-types';
import { loadBlock } from '@/render/block-components';
import { siteFile } from '../../../scripts/lib/paths';
import { BlockPreviewApp } from './block-preview-app';
import { createDraftStore, type DraftStore } from './draft-store';
import type { DraftMessage } from '../api/preview-messages';
import { preferReducedMotion, stillCss } from './still-motion';

const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
const shell = Object.fromEntries(Object.entries(site).filter(([key]) => key !== 'pages')) as SiteShell;
const testimonials = { type: 'testimonials', eyebrow: 'Testimonials', heading: 'Clients are happy', testimonials: ['meera-logistics'] } as Block;

const draft = (seq: number, block: Block, site = shell): DraftMessage => ({ source: 'site-editor', type: 'draft', seq, path: '/', page: { title: 'Block', sections: [block] }, selected: null, shell: site });
// jsdom's window is its own parent: the catalog's messages come from it, the thumbnail's go to it
const send = (message: DraftMessage) => act(() => window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin, source: window })));

describe('BlockPreviewApp', () => {
  let store: DraftStore;
  beforeAll(async () => {
    await loadBlock('testimonials');
  });
  afterEach(() => {
    store.dispose();
    vi.restoreAllMocks();
  });

  function start() {
    const post = vi.spyOn(window, 'postMessage');
    store = createDraftStore();
    const view = render(<BlockPreviewApp store={store} />);
    const reports = () => post.mock.calls.map(([message]) => message as { type: string; seq?: number }).filter((message) => message.type !== 'ready');
    return { ...view, reports };
  }

  it("draws the block with the draft's shared content, and says it has", () => {
    const { reports, container } = start();
    expect(container).toBeEmptyDOMElement();
    const edited = { ...shell, testimonials: shell.testimonials.map((item) => ({ ...item, author: `${item.author} (edited)` })) };
    send(draft(1, testimonials, edited));
    expect(screen.getByRole('heading', { name: 'Clients are happy' })).toBeInTheDocument();
    expect(screen.getByText('Meera Srivastava (edited)')).toBeInTheDocument();
    expect(container.querySelector('[data-block="testimonials"]')).not.toBeNull();
    expect(reports()).toEqual([{ source: 'site-editor-preview', type: 'rendered', seq: 1 }]);
  });

  it('says it failed for a block that cannot be drawn, without drawing anything', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { reports, container } = start();
    send(draft(1, { ...testimonials, testimonials: ['no-such-testimonial'] } as Block));
    expect(reports()).toEqual([{ source: 'site-editor-preview', type: 'failed', seq: 1 }]);
    expect(container.querySelector('[data-block]')).toBeNull();
  });
});

describe('preferReducedMotion', () => {
  it('makes the window prefer reduced motion, and answers other queries as before', () => {
    const fake = { matchMedia: vi.fn((query: string) => ({ matches: false, media: query })) } as unknown as Window;
    preferReducedMotion(fake);
    expect(fake.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(fake.matchMedia('(prefers-reduced-motion)').matches).toBe(true);
    expect(fake.matchMedia('(prefers-reduced-motion: no-preference)').matches).toBe(false);
    expect(fake.matchMedia('(min-width: 1024px)')).toEqual({ matches: false, media: '(min-width: 1024px)' });
  });

  it('comes with the CSS that ends animations and transitions at once', () => {
    expect(stillCss).toMatch(/animation-duration: 0\.01ms !important/);
    expect(stillCss).toMatch(/transition-duration: 0\.01ms !important/);
  });
});
