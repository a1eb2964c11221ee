import { useEffect, useSyncExternalStore } from 'react';
import { MemoryRouter } from 'react-router-dom';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import { SiteProvider } from '@/content/site-context';
import { theme } from '@/theme/tokens';
import { GlobalStyle } from '@/theme/global-style';
import { ErrorBoundary } from '@/layout/error-boundary';
import { Sections } from '@/render/sections';
import type { DraftStore } from './draft-store';
import { postToEditor } from '../api/preview-messages';
import { stillCss } from './still-motion';

// A still picture of a page's first screen: no scrollbar taking its width, nothing moving.
const StillStyle = createGlobalStyle`
  html { overflow: hidden; }
  ${stillCss}
`;

// A block shorter than the screen sits in its middle; a taller one shows its top (auto margins never push it above).
const Screen = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  > div {
    margin-block: auto;
  }
`;

/** Tells the editor, once this draft is on screen, whether its block could be drawn. */
function Report({ seq, outcome }: { seq: number; outcome: 'rendered' | 'failed' }) {
  useEffect(() => {
    document.documentElement.dataset.previewSeq = String(seq);
    postToEditor({ type: outcome, seq });
  }, [seq, outcome]);
  return null;
}

/**
 * One block of the draft (the first section of its page) drawn with the site's theme and the draft's
 * shared content, for a thumbnail in the block catalog. A block that throws is reported as failed, and
 * the catalog shows its own notice in place of the picture.
 */
export function BlockPreviewApp({ store }: { store: DraftStore }) {
  const draft = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (!draft) return null;
  const block = draft.page?.sections[0];
  if (!block) return <Report seq={draft.seq} outcome="failed" />;
  return (
    <SiteProvider site={draft.shell}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <StillStyle />
        <ErrorBoundary resetKey={String(draft.seq)} fallback={<Report seq={draft.seq} outcome="failed" />}>
          <MemoryRouter initialEntries={[draft.path]}>
            <Screen>
              <div>
                <Sections sections={[block]} />
              </div>
            </Screen>
          </MemoryRouter>
          <Report seq={draft.seq} outcome="rendered" />
        </ErrorBoundary>
      </ThemeProvider>
    </SiteProvider>
  );
}
