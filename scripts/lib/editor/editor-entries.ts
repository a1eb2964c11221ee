/** The editor's pages' scripts, relative to the repo: what the dev server serves unbundled or builds into the editor's bundle. */
export const editorEntries = {
  editor: 'src/editor/main.tsx',
  preview: 'src/editor/preview/preview-main.tsx',
  blockPreview: 'src/editor/preview/block-preview-main.tsx',
  leads: 'src/editor/features/leads/leads-main.tsx',
  insights: 'src/editor/features/insights/insights-main.tsx',
} as const;

export type EditorEntry = keyof typeof editorEntries;
