import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SiteProvider } from '@/content/site-context';
import type { SiteShell } from '@/content/site-types';
import { theme } from '@/theme/tokens';
import { GlobalStyle } from '@/theme/global-style';
import { Layout } from '@/layout/layout';
import { ErrorBoundary } from '@/layout/error-boundary';
import type { DraftStore } from './draft-store';
import { postToEditor } from '../api/preview-messages';
import { PreviewPage } from './preview-page';
import { useSelectClicks } from './use-select-clicks';
import { Notice } from './preview.styles';
import { previewLabels } from './labels';

// One element for the whole session: React skips the header and footer on a draft that changed a section
// (only the page in the layout's outlet is drawn again); a new site still reaches them through the context.
const chrome = (
  <Layout>
    <Outlet />
  </Layout>
);

// The preview is redrawn on every page switch: no cover over it each time.
const withoutPreloader = (shell: SiteShell): SiteShell => ({ ...shell, settings: { ...shell.settings, ui: { ...shell.settings.ui, preloaderMs: 0 } } });

/**
 * The editor's draft drawn with the site's own layout, theme and blocks. A memory router at the page's path:
 * links do not take the preview away, and menus mark the page as current as on the site.
 */
export function PreviewApp({ store }: { store: DraftStore }) {
  const draft = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useSelectClicks();
  // the store keeps the shell's object until the editor sends a changed one: only then is the chrome redrawn
  const sentShell = draft?.shell;
  const shell = useMemo(() => sentShell && withoutPreloader(sentShell), [sentShell]);
  const seq = draft?.seq;
  useEffect(() => {
    if (seq === undefined) return;
    // <html data-preview-seq>: tests and the editor's latency figures wait on the draft they sent
    document.documentElement.dataset.previewSeq = String(seq);
    postToEditor({ type: 'rendered', seq });
  }, [seq]);

  if (!draft || !shell) return <Notice>{previewLabels.waiting}</Notice>;
  return (
    <SiteProvider site={shell}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorBoundary resetKey={String(draft.seq)} fallback={<Notice>{previewLabels.pageFailed}</Notice>}>
          {/* keyed by path: another page starts from its top, as a visitor arriving there would */}
          <MemoryRouter key={draft.path} initialEntries={[draft.path]}>
            <Routes>
              <Route element={chrome}>
                <Route path="*" element={<PreviewPage page={draft.page} path={draft.path} selected={draft.selected} />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ErrorBoundary>
      </ThemeProvider>
    </SiteProvider>
  );
}
