import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/theme/global-style';
import { theme } from '@/theme/tokens';
import { insightsPath } from '@/shared/server-paths';
import { editorConfig } from '../../api/editor-config';
import { SessionEndedAlert } from '../../ui/session-ended-alert';
import { InsightsHeader } from './insights-header';
import { InsightsPage } from './insights-page';
import { insightsLabels } from './labels';
import { Main, Shell } from './insights.styles';

/** The Insights page at /edit/insights: what it shows is in its address (the days, the filters), which the router reads. */
export function InsightsApp() {
  const config = editorConfig();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {config ? (
        <BrowserRouter basename={insightsPath}>
          <Shell>
            <InsightsHeader role={config.account.role} email={config.account.email} />
            <Main>
              <SessionEndedAlert words={insightsLabels.sessionEnded} />
              <Routes>
                <Route path="*" element={<InsightsPage timeZone={config.timeZone} />} />
              </Routes>
            </Main>
          </Shell>
        </BrowserRouter>
      ) : (
        <Main>
          <p role="alert">{insightsLabels.noConfig}</p>
        </Main>
      )}
    </ThemeProvider>
  );
}
