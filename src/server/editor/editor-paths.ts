/** Where the production server serves the editor: everything of it is under /edit. */
export const editorPath = '/edit';
export const signInPath = '/edit/sign-in';
export const editorApiBase = '/edit/api';
/** the editor's bundle (dist/editor), built by `npm run build` with this base */
export const editorBundleBase = '/edit/bundle/';
/** the stored draft, rendered as pages: `/edit/draft/` + the page's path */
export const draftPreviewBase = '/edit/draft';
/** the pages of the editor's bundle the server answers, by path */
export const editorPages = { '/edit/preview': { title: 'Preview', entry: 'preview' }, '/edit/block-preview': { title: 'Block preview', entry: 'blockPreview' } } as const;
