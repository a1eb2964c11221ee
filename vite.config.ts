import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { siteJsonPlugin } from './scripts/vite-plugins/site-data-plugin.ts';
import { contactDevPlugin } from './scripts/vite-plugins/contact-dev-plugin.ts';
import { catalogDevPlugin } from './scripts/vite-plugins/catalog-dev-plugin.ts';
import { editorDevPlugin } from './scripts/vite-plugins/editor-dev-plugin.ts';
import { editorApiPlugin } from './scripts/vite-plugins/editor-api-plugin.ts';
import { mediaDevPlugin } from './scripts/vite-plugins/media-dev-plugin.ts';
import { routerPurePlugin } from './scripts/vite-plugins/router-pure-plugin.ts';
import { clientDir, distDir, siteFile } from './scripts/lib/paths.ts';
import { assetsFolder } from './src/shared/server-paths.ts';
import { LongestFirst } from './tests/sequencer.ts';
import { editorEntries } from './scripts/lib/editor/editor-entries.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [routerPurePlugin(), react(), siteJsonPlugin(), contactDevPlugin(), catalogDevPlugin(), editorDevPlugin({ siteFile }), editorApiPlugin({ siteFile }), mediaDevPlugin({ siteFile })],
  resolve: { alias: { '@': src, '@site-json': siteFile } },
  // The dev server (and its editor, which writes site.json) listens on this computer only, unless HOST says otherwise.
  server: { host: process.env.HOST ?? '127.0.0.1' },
  // Browser test files run side by side, each dev server with its own cache of optimized dependencies.
  cacheDir: process.env.VITE_CACHE_DIR,
  // The editor's entries are scanned with the site's: a dependency found only once the editor loads (EDITOR_DEV=1)
  // makes Vite optimize again and reload the page, failing the dynamic imports still in flight.
  optimizeDeps: { entries: ['index.html', ...Object.values(editorEntries)] },
  // The prerender entry bundles its dependencies: it runs from any folder (tests build into a temporary
  // one), and styled-components' CommonJS build would lose its default export under Node's ESM loader.
  ssr: { noExternal: true },
  // The renderer is React's production build whatever NODE_ENV the publishing process has (a test's, the server's).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: isSsrBuild ? `${distDir}/server` : clientDir,
    emptyOutDir: true,
    // the server caches these for good and no page may take their path (src/model/reserved-routes.ts)
    assetsDir: assetsFolder,
    // public/ is the client's; the renderer needs none of it
    copyPublicDir: !isSsrBuild,
    // Fonts stay files: cacheable, and allowed by the Content-Security-Policy's font-src 'self'.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    // Two chunks for what every page needs, not a dozen: what the entry imports (React, the router, styled-components,
    // the layout) and the small parts the blocks share. Each request costs ~0.35 KB of headers on the first visit.
    // A part only one block uses stays in that block's chunk (minShareCount), with its packages: the counters' react-countup
    // (3.7 KB brotli) was in `parts`, which every page's first block loads.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                { name: 'parts', test: /[\\/]src[\\/](components|hooks|shared|content)[\\/]/, priority: 1, minShareCount: 2 },
              ],
            },
          },
        },
  },
  test: {
    // Two files at a time on two cores, longest first: much of a browser test is waiting on Chromium or a server.
    // Files share nothing that one writes (temporary copies, own ports, own Vite caches: see docs/testing.md).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    globalSetup: ['tests/temp-root.ts', 'tests/code-build.ts'],
    // Files run one after another in a worker process rather than each in a new one (about a CPU-second a file: Node,
    // jsdom, React, Playwright); tests/fresh-file.ts, each project's first setup file, gives each file its own copies
    // of the project's modules, and src/test/setup.ts a fresh document. ISOLATE=1 runs each file in its own process.
    isolate: process.env.ISOLATE === '1',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/fresh-file.ts', 'src/test/setup.ts'],
          // styled-components adds each rule with insertRule rather than as text: jsdom parses one rule, not the whole sheet again
          env: { SC_DISABLE_SPEEDY: process.env.SC_DISABLE_SPEEDY ?? 'false' },
          // limits for a hang, not for speed: on a shared 2-core machine an axe run over a form took 5.7 s
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // a server's publish reaching its pages can take more than the 1 s default on a loaded machine
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        extends: true,
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'], setupFiles: ['tests/fresh-file.ts'], testTimeout: 30_000, hookTimeout: 60_000, expect: { poll: { timeout: 15_000 } } },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          setupFiles: ['tests/fresh-file.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // the machine is shared: a slide transition or a late hydration can take more than the 1 s default
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
}));
