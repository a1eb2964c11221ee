import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/theme/fonts.css';
import { blockLoaders, type BlockType } from '@/render/registry';
import { loadBlock } from '@/render/block-components';
import { createDraftStore } from './draft-store';
import { PreviewApp } from './preview-app';

// Listening before anything loads: the editor's first draft answers the "ready" this sends.
const store = createDraftStore();

// Every block's code first, so a section added or retyped never suspends the preview mid-typing.
await Promise.all(Object.keys(blockLoaders).map((type) => loadBlock(type as BlockType)));

const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
// A client render of the draft: no prerendered HTML, so no hydration gates to wait on.
createRoot(root).render(
  <StrictMode>
    <PreviewApp store={store} />
  </StrictMode>,
);
