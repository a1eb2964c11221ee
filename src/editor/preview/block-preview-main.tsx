import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/theme/fonts.css';
import { blockLoaders, type BlockType } from '@/render/registry';
import { loadBlock } from '@/render/block-components';
import { createDraftStore } from './draft-store';
import { BlockPreviewApp } from './block-preview-app';
import { preferReducedMotion } from './still-motion';

// A thumbnail holds still: the blocks' hooks ask for reduced motion when they render.
preferReducedMotion();
// Listening before anything loads: the catalog answers the "ready" this sends with the block and the site.
const store = createDraftStore();

// Only the code of the block shown (?type=hero): one thumbnail loads one block. One that fails to load
// fails its render, which the app reports.
const type = new URLSearchParams(window.location.search).get('type') ?? '';
if (Object.hasOwn(blockLoaders, type)) await loadBlock(type as BlockType).catch(() => undefined);

const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(root).render(
  <StrictMode>
    <BlockPreviewApp store={store} />
  </StrictMode>,
);
