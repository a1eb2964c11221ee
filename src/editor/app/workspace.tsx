import { useState } from 'react';
import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { Inspector } from '../features/form/inspector';
import { BlockCatalogDialog } from '../features/outline/block-catalog-dialog';
import { SectionOutline } from '../features/outline/section-outline';
import { AddPageDialog } from '../features/pages/add-page-dialog';
import { PagesNav } from '../features/pages/pages-nav';
import { SiteNav } from '../features/pages/site-nav';
import { SharePreview } from '../features/share-preview/share-preview';
import { SectionTest } from '../features/ab-test/section-test';
import { PreviewPane } from './preview-pane';
import { useEditor } from '../state/editor-context';
import { useEditorSession } from '../state/use-editor-session';
import type { Conflict } from '../state/use-site-sync';
import { ConflictNotice } from './conflict-notice';
import { EditorToolbar } from './editor-toolbar';
import { ProblemsAlert } from '../problems/problems-alert';
import { SessionEndedAlert } from '../ui/session-ended-alert';
import { words } from '../ui/labels';
import { MissingTranslations } from '../features/languages/missing-translations';
import { Notice } from '../ui/controls';

// From the large breakpoint the frame is exactly the window (dvh: what innerHeight is, toolbars shown or not)
// and clips, positioned, whatever would stick out of it: the panes scroll, never the page under the toolbar.
const Shell = styled.div`
  min-height: 100dvh;
  display: grid;
  grid-template-rows: auto 1fr;
  background: ${theme.colors.mist};
  ${up('lg')} {
    position: relative;
    height: 100dvh;
    overflow: clip;
    grid-template-rows: auto minmax(0, 1fr);
  }
`;

const Main = styled.main`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 0;
`;

const Notices = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  padding: 0 ${theme.space.md};
  &:not(:empty) {
    padding-top: ${theme.space.sm};
  }
`;

// Stacked on narrow screens; from the large breakpoint, pages and outline | preview | form.
const Columns = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  min-height: 0;
  > * {
    background: ${theme.colors.paper};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.md};
    padding: ${theme.space.md};
    min-width: 0;
  }
  ${up('lg')} {
    grid-template-columns: minmax(16rem, 20rem) minmax(0, 1fr) minmax(20rem, 28rem);
    > * {
      /* the containing block of what is positioned inside (the outline's visually hidden status): it scrolls with its pane */
      position: relative;
      overflow: auto;
    }
  }
`;

const Structure = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space.lg};
`;

/** The editor once the site is loaded: banner, notices, then structure | preview | form. */
export function Workspace({ initialConflict }: { initialConflict: Conflict | null }) {
  const { state, dispatch } = useEditor();
  const session = useEditorSession(initialConflict);
  const [dialog, setDialog] = useState<'page' | 'section' | null>(null);
  const { page, section } = state.selection;
  const count = state.draft.pages[page]?.sections.length ?? 0;

  return (
    <Shell>
      <EditorToolbar status={session.status} problemCount={session.problems.length} onSave={session.save} onPublish={session.publish} published={session.published} onRestored={session.refresh} />
      <Main>
        <Notices>
          <SessionEndedAlert />
          {session.error && <p role="alert">{session.error}</p>}
          <ConflictNotice conflict={session.conflict} reapplied={session.reapplied} onReapply={session.reapply} onDiscard={session.discard} onDismiss={session.dismissReapplied} />
          {session.showProblems && <ProblemsAlert problems={session.problems} untranslated={session.untranslated} />}
          {session.reloaded && (
            <Notice role="status">
              <p>{words().reloaded}</p>
            </Notice>
          )}
        </Notices>
        <Columns>
          <Structure>
            <PagesNav onAddPage={() => setDialog('page')} />
            <SiteNav />
            <SectionOutline problems={session.problems} untranslated={session.untranslated} onAddSection={() => setDialog('section')} />
            <MissingTranslations untranslated={session.untranslated} />
          </Structure>
          <PreviewPane />
          <Inspector problems={session.problems} pageAside={<SharePreview />} sectionAside={<SectionTest />} />
        </Columns>
        <AddPageDialog open={dialog === 'page'} onClose={() => setDialog(null)} />
        <BlockCatalogDialog
          open={dialog === 'section'}
          site={state.draft}
          onClose={() => setDialog(null)}
          onInsert={(block) => {
            dispatch({ type: 'insertSection', page, after: section ?? (count > 0 ? count - 1 : null), block });
            setDialog(null);
          }}
          onDeleteShared={(id) => dispatch({ type: 'deleteSharedSection', id })}
        />
      </Main>
    </Shell>
  );
}
