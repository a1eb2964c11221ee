import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/theme/fonts.css';
import { EditorApp } from './editor-app';

// The editor app, mounted once main.tsx has started its first requests.
const root = document.getElementById('root');
if (!root) throw new Error('the editor page has no #root element');
createRoot(root).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
);
