import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource-variable/plus-jakarta-sans';
import { site } from '@/content/site';
import { App } from '@/app/app';
import { preloadPage } from '@/render/preload-page';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Hydration must not suspend: load this page's sections and block components first.
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
if (site.pages.some((page) => page.path === path)) await preloadPage(path);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App site={site} />
    </BrowserRouter>
  </StrictMode>
);
// The build prerenders every page; the dev server serves an empty shell.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
