import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '@/generated/site';
import type { SiteShell } from '@/content/site-types';
import { createDraftStore, type DraftStore } from './draft-store';
import type { DraftMessage } from '../api/preview-messages';

const shell = { settings: { siteName: 'Test' } } as unknown as SiteShell;
const hero = { type: 'hero', heading: 'Hello' } as unknown as Block;
const cta = { type: 'cta', heading: 'Talk to us' } as unknown as Block;

function draft(seq: number, sections: Block[], withShell = true): DraftMessage {
  return { source: 'site-editor', type: 'draft', seq, path: '/', page: { title: 'Home', sections }, selected: 1, shell: withShell ? shell : undefined };
}

// jsdom's window is its own parent: messages "from the editor" come from it
const send = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));

describe('the preview draft store', () => {
  let store: DraftStore | undefined;
  afterEach(() => {
    store?.dispose();
    vi.restoreAllMocks();
  });

  it('tells the editor it is ready, on the same origin', () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    store = createDraftStore();
    expect(post).toHaveBeenCalledWith({ source: 'site-editor-preview', type: 'ready' }, window.location.origin);
  });

  it("keeps the latest draft, the site from an earlier one, and each unchanged block's object", () => {
    store = createDraftStore();
    const listener = vi.fn();
    store.subscribe(listener);
    send(draft(1, [hero, cta]));
    const first = store.getSnapshot()!;
    expect(first).toMatchObject({ seq: 1, path: '/', selected: 1, shell });
    // a message arrives as a copy: the unchanged cta must come back as the object shown before
    send(draft(2, [{ ...hero, heading: 'Hello!' } as Block, structuredClone(cta)], false));
    const second = store.getSnapshot()!;
    expect(second.shell).toBe(shell);
    expect(second.page!.sections[0]).toMatchObject({ heading: 'Hello!' });
    expect(second.page!.sections[1]).toBe(first.page!.sections[1]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores messages from another origin and messages that are not drafts', () => {
    store = createDraftStore();
    send(draft(1, [hero]), 'https://elsewhere.example');
    send({ type: 'draft', seq: 1 });
    expect(store.getSnapshot()).toBeNull();
  });
});
