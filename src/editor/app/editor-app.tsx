import { useEffect } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/theme/global-style';
import { theme } from '@/theme/tokens';
import { labels, words } from '../ui/labels';
import { SchemasContext } from '../state/schemas-context';
import { useSessionEnded } from '../api/session-state';
import { EditorProvider } from '../state/editor-context';
import { EditingLanguageProvider } from '../state/editing-language';
import { useEditorBoot, useSchemaLoader } from '../state/use-editor-boot';
import { SessionEndedAlert } from '../ui/session-ended-alert';
import { Workspace } from './workspace';

const Message = styled.p`
  padding: ${theme.space.xl};
`;

/** The visual editor of site.json (`npm run edit`, or the live site's /edit): loads the site, then the workspace. */
export function EditorApp() {
  const boot = useEditorBoot();
  const schemas = useSchemaLoader();
  const sessionEnded = useSessionEnded();
  const text = words();
  useEffect(() => {
    document.title = labels.title;
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {boot.phase === 'loading' && (
        <main>
          <Message role="status">{text.loading}</Message>
        </main>
      )}
      {boot.phase === 'failed' && (
        <main>
          {/* a 401 has its own alert: signing in again in another tab, then reloading this one, opens the editor */}
          {sessionEnded ? <SessionEndedAlert /> : <Message role="alert">{text.loadFailed(boot.message)}</Message>}
        </main>
      )}
      {boot.phase === 'ready' && (
        <SchemasContext value={schemas}>
          <EditorProvider initial={boot.initial}>
            <EditingLanguageProvider>
              <Workspace initialConflict={boot.conflict} />
            </EditingLanguageProvider>
          </EditorProvider>
        </SchemasContext>
      )}
    </ThemeProvider>
  );
}
