import type { EditorConfig } from '../editor-config';

/** Share preview…: links that show a saved version's pages to someone without an account. */
export function PreviewTools(_props: { config: EditorConfig }) {
  return null;
}
