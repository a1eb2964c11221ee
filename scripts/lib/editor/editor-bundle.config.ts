import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { root } from '../paths.ts';
import { editorEntries } from './editor-entries.ts';

// The editor's production bundle, which the dev server builds (editor-bundle.ts) into EDITOR_BUNDLE_OUT and
// serves at EDITOR_BUNDLE_BASE: no site.json, no public/ files, only the editor's three pages and what they import.
export default defineConfig({
  root,
  base: process.env.EDITOR_BUNDLE_BASE ?? '/',
  publicDir: false,
  plugins: [react()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    outDir: process.env.EDITOR_BUNDLE_OUT ?? path.join(root, 'node_modules/.cache/site-editor/manual'),
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: Object.fromEntries(Object.entries(editorEntries).map(([name, file]) => [name, path.join(root, file)])) },
    // fonts stay files, as in the site's build
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  },
});
