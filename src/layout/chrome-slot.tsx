import { createContext, useContext, type ReactNode } from 'react';

export type ChromeSlotName = 'top' | 'main' | 'bottom';

/**
 * A server render in parts (src/render/shared-chrome.ts): `chrome` renders the header and footer with a hole for
 * the page's main content, `page` renders the main content with holes for them. `enter` is told which slot React is
 * rendering now, in document order.
 */
export interface ChromeParts {
  part: 'chrome' | 'page';
  enter(slot: ChromeSlotName): void;
}

const ChromePartsContext = createContext<ChromeParts | null>(null);
export const ChromePartsProvider = ChromePartsContext.Provider;

/** The element a part renders where the other part's markup goes. */
export const holeOf = (slot: ChromeSlotName) => `<template data-chrome="${slot}"></template>`;

/**
 * A part of the layout: its children, or a hole while the server renders the other part. In the browser and in a
 * whole render it is its children alone, so the tree (and React's ids) is the same in every case.
 */
export function ChromeSlot({ slot, children }: { slot: ChromeSlotName; children: ReactNode }) {
  const parts = useContext(ChromePartsContext);
  if (!parts) return children;
  parts.enter(slot);
  const shown = (slot === 'main') === (parts.part === 'page');
  return shown ? children : <template data-chrome={slot} />;
}
