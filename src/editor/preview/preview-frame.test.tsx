import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@/generated/site';
import { siteFile } from '../../../scripts/lib/paths';
import { PreviewFrame } from './preview-frame';
import type { DraftMessage } from '../api/preview-messages';

const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;

function setup(path = '/about-us') {
  const onSelect = vi.fn();
  const view = render(<PreviewFrame site={site} path={path} selected={null} width={1440} onSelect={onSelect} />);
  const iframe = screen.getByTitle('Preview') as HTMLIFrameElement;
  const preview = iframe.contentWindow!;
  const post = vi.spyOn(preview, 'postMessage').mockImplementation(() => {});
  const fromPreview = (data: object, origin = window.location.origin, source: Window = preview) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { source: 'site-editor-preview', ...data }, origin, source })));
  const sent = () => post.mock.calls.map(([message]) => message as DraftMessage);
  return { ...view, onSelect, iframe, post, sent, fromPreview };
}

describe('PreviewFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the preview page in an iframe titled Preview', () => {
    const { iframe } = setup();
    expect(iframe.getAttribute('src')).toBe('/edit/preview');
  });

  it('sends the selected page and the rest of the site once the preview is ready, never all pages', () => {
    const { sent, fromPreview } = setup();
    expect(sent()).toEqual([]);
    fromPreview({ type: 'ready' });
    const [message] = sent();
    expect(message).toMatchObject({ source: 'site-editor', type: 'draft', path: '/about-us', selected: null });
    expect(message!.page!.sections).toBe(site.pages.find((page) => page.path === '/about-us')!.sections);
    expect(message!.shell).toMatchObject({ settings: site.settings, navigation: site.navigation });
    expect(message!.shell).not.toHaveProperty('pages');
  });

  it('sends each change, with the site only when something besides the pages changed', () => {
    const { sent, fromPreview, rerender, onSelect } = setup();
    fromPreview({ type: 'ready' });
    const pages = site.pages.map((page) => (page.path === '/about-us' ? { ...page, title: 'About' } : page));
    rerender(<PreviewFrame site={{ ...site, pages }} path="/about-us" selected={2} width={1440} onSelect={onSelect} />);
    expect(sent()[1]).toMatchObject({ seq: 2, selected: 2, page: { title: 'About' } });
    expect(sent()[1]!.shell).toBeUndefined();
    rerender(<PreviewFrame site={{ ...site, pages, footer: { ...site.footer, rights: 'Some rights' } }} path="/about-us" selected={2} width={1440} onSelect={onSelect} />);
    expect(sent()[2]!.shell).toMatchObject({ footer: { rights: 'Some rights' } });
  });

  it('selects the section the preview reports clicked, from its own iframe and origin only', () => {
    const { onSelect, fromPreview } = setup();
    fromPreview({ type: 'select', index: 3 }, 'https://elsewhere.example');
    fromPreview({ type: 'select', index: 3 }, window.location.origin, window);
    expect(onSelect).not.toHaveBeenCalled();
    fromPreview({ type: 'select', index: 3 });
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it('switches the viewport width, keeping the real width on the iframe', async () => {
    const { iframe } = setup();
    expect(screen.getByRole('button', { name: '1440' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '375' }));
    expect(screen.getByRole('button', { name: '375' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1440' })).toHaveAttribute('aria-pressed', 'false');
    expect(iframe.style.width).toBe('375px');
  });
});
