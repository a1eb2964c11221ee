import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/theme/global-style';
import { theme } from '@/theme/tokens';
import { editorConfig, type EditorConfig } from '../../api/editor-config';
import { SessionEndedAlert } from '../../ui/session-ended-alert';
import { leadsLabels } from './labels';
import { LeadListPage } from './lead-list-page';
import { LeadPage } from './lead-page';
import { LeadsHeader } from './leads-header';
import { Main, Shell } from './leads.styles';
import { NotFound } from './not-found';
import { useSeenLeads } from './seen-leads';

/** The Leads page: the list at /edit/leads, a lead at /edit/leads/<id>, one page whose address the router reads. */
export function LeadsApp() {
  const config = editorConfig();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {config ? (
        <BrowserRouter basename={config.leads}>
          <LeadsShell config={config} />
        </BrowserRouter>
      ) : (
        <Main>
          <p role="alert">{leadsLabels.noConfig}</p>
        </Main>
      )}
    </ThemeProvider>
  );
}

function LeadsShell({ config }: { config: EditorConfig }) {
  // read once for the page's life: a lead opened and left keeps the list's markers
  const seen = useSeenLeads(config.account.email);
  return (
    <Shell>
      <LeadsHeader config={config} />
      <Main>
        <SessionEndedAlert words={leadsLabels.sessionEnded} />
        <Routes>
          <Route index element={<LeadListPage config={config} seen={seen} />} />
          <Route path=":id" element={<LeadPage config={config} />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Main>
    </Shell>
  );
}
