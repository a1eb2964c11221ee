import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { layerImports } from './scripts/lib/layer-imports.js';
import { importCycles } from './scripts/lib/import-cycles.js';
import { folderCycles } from './scripts/lib/folder-cycles.js';
import { scriptLayers } from './scripts/lib/script-layers.js';

// What every layer of the editor may import from the site: the block catalog's previews draw blocks.
const siteParts = ['render', 'blocks', 'layout', 'content', 'components', 'hooks', 'shared', 'generated', 'theme'];
const editorLayers = ['editor/problems', 'editor/forms', 'editor/state', 'editor/ui', 'editor/api'];
// model/shared-sections and model/shared-edits: what a use of a shared section shows and the edits of shared sections;
// model/section-tests and model/test-edits: a section's A/B test and its edits (plain TypeScript over shared/ and
// generated/ types), which the editor makes as the model defines them
const sharedSectionRules = ['model/shared-sections', 'model/shared-edits', 'model/section-tests', 'model/test-edits'];
/** The editor's layer `top` and those under it, and the site's parts. */
const editorBelow = (top) => [...editorLayers.slice(editorLayers.indexOf(top)), ...siteParts];

/**
 * The layers of src/ and what each may import besides its own folder (README, "Layout of the code").
 * Data flows one way: content → render → blocks → components → hooks → theme; shared sits under all.
 * 'entry' is src/main.tsx and src/entry-server.tsx. Tests, src/test/ and a layer's test/ helpers may import anything.
 */
const layers = {
  shared: [], // the server imports it too, so it stays plain TypeScript
  generated: [],
  theme: [],
  content: ['generated', 'shared'],
  hooks: ['content', 'generated', 'shared', 'theme'],
  components: ['hooks', 'generated', 'shared', 'theme'], // primitives: content comes in as props
  blocks: ['components', 'hooks', 'content', 'generated', 'shared', 'theme'], // never another block's folder
  layout: ['components', 'hooks', 'content', 'generated', 'shared', 'theme'],
  // the renderer holds each block back behind its hydration gate, and renders the layout in parts (header and
  // footer once per release) through its slots
  render: ['blocks', 'content', 'generated', 'shared', 'layout/chrome-slot'],
  // when the page hydrates: the blocks' code loaded first, the gates opened (the gates themselves are render's)
  hydration: ['render/block-components', 'render/preload-page', 'render/hydration-gates', 'content', 'generated', 'shared'],
  // blocks only through the registry, so each stays a chunk of its own
  app: ['render', 'hydration', 'layout', 'components', 'hooks', 'content', 'generated', 'shared', 'theme'],
  catalog: ['render', 'blocks', 'layout', 'components', 'hooks', 'content', 'generated', 'shared', 'theme'],
  // the site model: schema files, validation, edits, references, each page's data (and schema/, outside src). The
  // server, the scripts and the dev server's plugins use it; it runs in Node, never in a page. save-site.ts writes
  // site.json as the server writes its files (server/lib/atomic-write)
  model: ['shared', 'generated', 'content/site-types', 'server/lib/atomic-write'],
  // the server, one layer a folder, each importing only those below it: cli → http → engine → db → config → model
  'server/lib': ['shared'], // helpers of Node's own APIs every server layer may use (worker calls)
  'server/config': ['model', 'shared'], // settings from the environment and the code build's files
  'server/db': ['server/lib', 'server/config', 'model', 'shared'], // one adapter a concern and engine: SQLite, PostgreSQL
  'server/engine': ['server/db', 'server/lib', 'server/config', 'model', 'shared', 'generated', 'content/site-types'], // publish, releases, versions, media, mail
  'server/http': ['server/engine', 'server/db', 'server/lib', 'server/config', 'model', 'shared', 'generated'], // the app, routes, guards, serving
  'server/cli': ['server/http', 'server/engine', 'server/db', 'server/lib', 'server/config', 'model', 'shared'], // what node runs
  // the visual editor (/edit), in its own bundle: nothing of the site imports it. Its layers, top down: the shell
  // (app), one folder a feature (never another feature's), the problems alert, the generated forms, the editor's
  // state, the kit (ui), the API client. The preview pages draw a page in the site's own chrome (layout), as the catalog does.
  editor: ['editor/app', 'editor/api', ...siteParts], // main.tsx, the entry: it asks for the site before it loads the app
  'editor/app': ['editor/features', 'editor/preview', ...editorBelow('editor/problems')],
  'editor/preview': editorBelow('editor/state'),
  // model/redirects: the rules of a list of redirects (plain TypeScript over shared/), which the Redirects view checks
  // an added or imported redirect by as the validator does
  'editor/features': [...editorBelow('editor/problems'), 'model/redirects', 'model/page-copies', ...sharedSectionRules],
  // the problems alert: the workspace shows it, and so do the dialogs that publish (review, schedule)
  'editor/problems': editorBelow('editor/forms'),
  'editor/forms': editorBelow('editor/state'),
  // model/page-copies: a page duplicated or started from a template (plain TypeScript over shared/), one undoable edit
  // whose refusals are the validator's words
  'editor/state': [...editorBelow('editor/ui'), 'model/page-copies', ...sharedSectionRules],
  'editor/ui': editorBelow('editor/api'),
  'editor/api': ['shared', 'generated', 'content/site-types'],
  entry: ['app', 'render', 'hydration', 'content', 'generated', 'shared', 'theme', 'layout/chrome-slot'],
};

// The developer tools: commands (npm run …) on top, then the dev server's Vite plugins (a layer above the server's
// http: they answer requests as it does), then their helpers in scripts/lib. Nothing of src/ imports scripts/.
const serverBelowHttp = ['src/server/engine', 'src/server/db', 'src/server/lib', 'src/server/config', 'src/model', 'src/shared', 'src/generated', 'src/content/site-types'];
const scriptsLayers = {
  scripts: ['scripts/vite-plugins', 'scripts/lib', 'src/server', 'src/catalog/entry-server', ...serverBelowHttp],
  'scripts/vite-plugins': ['scripts/lib', 'src/server/http', ...serverBelowHttp],
  // the benchmarks' and tests' helpers start servers and databases as the server's own tests do
  'scripts/lib': ['src/server/test', ...serverBelowHttp],
};

// The site's client holds code only: its content comes with each page (src/content/page-data.ts).
const noSiteContent = { group: ['@/content/site', '**/content/site', '**/content/site.ts'], message: 'The site holds no content in its JavaScript: read it from the page data (useSite, the page prop), not from site.json.' };
const routerLinks = { name: 'react-router-dom', importNames: ['Link', 'NavLink'], message: "Use Link and NavLink from @/components/link: React Router's carry ~3.5 KB (brotli) of prefetching the site does not use." };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/generated', 'data', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/*/test/**'],
    plugins: { layers: { rules: { imports: layerImports, 'no-cycle': importCycles, 'no-folder-cycle': folderCycles } } },
    rules: {
      'layers/imports': ['error', { root: fileURLToPath(new URL('./src', import.meta.url)), layers }],
      'layers/no-cycle': ['error', { root: fileURLToPath(new URL('./src', import.meta.url)) }],
      'layers/no-folder-cycle': ['error', { root: fileURLToPath(new URL('./src', import.meta.url)) }],
    },
  },
  {
    files: ['scripts/**/*.{ts,js,mjs}'],
    ignores: ['scripts/**/*.test.ts'],
    plugins: { scripts: { rules: { layers: scriptLayers, 'no-folder-cycle': folderCycles } } },
    rules: {
      'scripts/layers': ['error', { root: fileURLToPath(new URL('.', import.meta.url)), layers: scriptsLayers }],
      'scripts/no-folder-cycle': ['error', { root: fileURLToPath(new URL('./scripts', import.meta.url)) }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/catalog/**', 'src/server/**', 'src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSiteContent] }] },
  },
  {
    // What the site's pages run: React Router's own <Link> would bring its prefetching back into every first script.
    files: ['src/{app,blocks,components,content,hooks,hydration,layout,render}/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSiteContent], paths: [routerLinks] }] },
  },
  {
    // Node runs these (tsx, the production server): no path alias, no React or browser libraries.
    files: ['src/server/**/*.ts', 'src/model/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*'], message: 'Node runs this file without the @/ alias: import with a relative path.' },
            { group: ['react', 'react/*', 'react-*', 'styled-components', 'swiper', 'swiper/*'], message: 'Server-side code: no React or browser libraries.' },
          ],
        },
      ],
    },
  },
);
