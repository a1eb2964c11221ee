import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@/theme/fonts.css';
import { createPageDataStore, embeddedPageData } from '@/content/page-data';
import { pagePath } from '@/shared/page-path';
import { App } from '@/app/app';
import { prepareHydration } from '@/hydration/prepare-hydration';
import { markHydratedPage } from '@/hydration/use-page-ready';
import type { ShownPage } from '@/content/site-types';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The page's content comes with its HTML (the release's page, or the dev server's); the script holds code only.
const data = embeddedPageData();
if (!data) throw new Error('the page carries no data (#page-data)');
const store = createPageDataStore(data);

// The dev server tells when site.json changed: the page shown loads its data again.
if (import.meta.hot) import.meta.hot.on('site-data:changed', () => store.refresh());

const app = (
  <StrictMode>
    <BrowserRouter>
      <App store={store} />
    </BrowserRouter>
  </StrictMode>
);
// Releases are prerendered; the dev server serves an empty shell. In a transition, hydration yields to the
// browser every few milliseconds instead of holding the main thread until it is done. React recovers from
// an error while hydrating by rendering that part afresh; the log keeps what went wrong.
const onRecoverableError = (error: unknown) => console.error(error, (error as { cause?: unknown }).cause);

// Hydration must not suspend where the visitor looks: load the code of the blocks on the first screen first; the
// others hydrate when they come near (src/hydration/hydration-gates.ts). Not a top-level await: the blocks' chunks
// import the entry's chunk, which must have finished evaluating by then.
async function start(root: HTMLElement, page: ShownPage | null) {
  // a task of its own: the modules' evaluation before it is long enough (docs/first-paint.md)
  await new Promise((resolve) => setTimeout(resolve));
  if (page) {
    markHydratedPage(pagePath(window.location.pathname));
    await prepareHydration(page, root);
  }
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app, { onRecoverableError }));
  else createRoot(root).render(app);
}
void start(root, data.page);
