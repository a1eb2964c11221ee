import type { Block } from '@/generated/site';
import type { SiteShell } from '@/content/site-types';
import { isDraftMessage, postToEditor, type PreviewPage } from '../api/preview-messages';

export interface Draft {
  seq: number;
  path: string;
  shell: SiteShell;
  page: PreviewPage | null;
  selected: number | null;
}

export interface DraftStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Draft | null;
  dispose(): void;
}

const texts = new WeakMap<Block, string>();
const textOf = (block: Block) => {
  let text = texts.get(block);
  if (text === undefined) texts.set(block, (text = JSON.stringify(block)));
  return text;
};

/**
 * The sections of a new draft, with each block that did not change replaced by the one already shown: a
 * message arrives as a fresh copy, and the same object lets a memoized section skip its render.
 */
export function reuseUnchanged(previous: readonly Block[], next: readonly Block[]): Block[] {
  return next.map((block, index) => {
    const old = previous[index];
    return old && old.type === block.type && textOf(old) === textOf(block) ? old : block;
  });
}

/**
 * Listens, from the moment the preview starts, for the editor's drafts (same origin, from the parent
 * window only) and keeps the latest for React (useSyncExternalStore); tells the editor it is ready.
 */
export function createDraftStore(win: Window = window): DraftStore {
  let draft: Draft | null = null;
  const listeners = new Set<() => void>();

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent || !isDraftMessage(event.data)) return;
    const message = event.data;
    const shell = message.shell ?? draft?.shell;
    if (!shell) return; // a draft without the site, before any with it: the editor sends the site again after "ready"
    const page = message.page && { ...message.page, sections: reuseUnchanged(draft?.page?.sections ?? [], message.page.sections) };
    draft = { seq: message.seq, path: message.path, shell, page, selected: message.selected };
    for (const listener of listeners) listener();
  };
  win.addEventListener('message', onMessage);
  postToEditor({ type: 'ready' }, win);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => draft,
    dispose: () => win.removeEventListener('message', onMessage),
  };
}
