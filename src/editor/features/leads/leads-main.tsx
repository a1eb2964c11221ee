import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/theme/fonts.css';
import { LeadsApp } from './leads-app';

// The Leads page's entry (/edit/leads and /edit/leads/<id>): a page of the editor's bundle the live site's server answers.
const root = document.getElementById('root');
if (!root) throw new Error('the Leads page has no #root element');
createRoot(root).render(
  <StrictMode>
    <LeadsApp />
  </StrictMode>,
);
