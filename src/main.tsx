import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource-variable/plus-jakarta-sans';
import { site } from '@/content/site';
import { App } from '@/app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App site={site} />
    </BrowserRouter>
  </StrictMode>,
);
