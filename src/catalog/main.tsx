import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/theme/fonts.css';
import { CatalogApp } from './catalog-app';
import { loadCatalogBlocks } from './catalog-blocks';

const root = document.getElementById('root');
if (!root) throw new Error('the catalog page has no #root element');

// Hydration must not suspend: load every block's code first.
await loadCatalogBlocks();

const app = (
  <StrictMode>
    <CatalogApp />
  </StrictMode>
);
// `npm run catalog` prerenders the page; the dev server serves an empty shell.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
