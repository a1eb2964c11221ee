import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/theme/fonts.css';
import { InsightsApp } from './insights-app';

// The Insights page's entry (/edit/insights): a page of the editor's bundle the live site's server answers.
const root = document.getElementById('root');
if (!root) throw new Error('the Insights page has no #root element');
createRoot(root).render(
  <StrictMode>
    <InsightsApp />
  </StrictMode>,
);
