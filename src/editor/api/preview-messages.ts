import type { Block, Page } from '@/generated/site';
import type { SiteShell } from '@/content/site-types';

/** What the preview shows of a page: the rest (path, description, noindex) does not appear on screen. */
export type PreviewPage = Pick<Page, 'title' | 'breadcrumb'> & { sections: Block[] };

/** The editor to its preview, on every change: the selected page and, when it changed, the rest of the site. */
export interface DraftMessage {
  source: 'site-editor';
  type: 'draft';
  /** counts the drafts, so the preview can say which one it has drawn */
  seq: number;
  path: string;
  page: PreviewPage | null;
  selected: number | null;
  /** the site without its pages; left out while it is the one sent before */
  shell?: SiteShell;
}

/** The preview to its editor: loaded and listening; a section clicked; a draft drawn, or one that could not be. */
export type PreviewMessage =
  | { source: 'site-editor-preview'; type: 'ready' }
  | { source: 'site-editor-preview'; type: 'select'; index: number }
  | { source: 'site-editor-preview'; type: 'rendered' | 'failed'; seq: number };

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;

export function isDraftMessage(data: unknown): data is DraftMessage {
  return isRecord(data) && data.source === 'site-editor' && data.type === 'draft' && typeof data.seq === 'number' && typeof data.path === 'string';
}

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  if (!isRecord(data) || data.source !== 'site-editor-preview') return false;
  if (data.type === 'ready') return true;
  if (data.type === 'select') return Number.isInteger(data.index) && (data.index as number) >= 0;
  return (data.type === 'rendered' || data.type === 'failed') && typeof data.seq === 'number';
}

// Omit over each member of the union, not over the union (which would keep only the keys they share)
type Unsourced<T> = T extends unknown ? Omit<T, 'source'> : never;

/** Sends a message from the preview to the editor around it; same origin only. */
export function postToEditor(message: Unsourced<PreviewMessage>, win: Window = window): void {
  win.parent.postMessage({ ...message, source: 'site-editor-preview' }, win.location.origin);
}
