import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource-variable/plus-jakarta-sans';
import { site } from '@/content/site';
import { hasPage, pagePath } from '@/content/pages';
import { App } from '@/app/app';
import { prepareHydration } from '@/hydration/prepare-hydration';
import { markHydratedPage } from '@/hydration/use-page-ready';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Hydration must not suspend where the visitor looks: load this page's sections and the code of the blocks
// on the first screen first; the others hydrate when they come near (src/hydration/hydration-gates.ts).
const path = pagePath(window.location.pathname);
if (hasPage(path)) {
  markHydratedPage(path);
  await prepareHydration(path, root);
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App site={site} />
    </BrowserRouter>
  </StrictMode>
);
// The build prerenders every page; the dev server serves an empty shell. In a transition, hydration
// yields to the browser every few milliseconds instead of holding the main thread until it is done.
// React recovers from an error while hydrating by rendering that part afresh; the log keeps what went wrong.
const onRecoverableError = (error: unknown) => console.error(error, (error as { cause?: unknown }).cause);
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app, { onRecoverableError }));
else createRoot(root).render(app);
