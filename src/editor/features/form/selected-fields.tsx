import type { EditorSchemas, Problem } from '../../api/editor-types';
import { useEditor } from '../../state/editor-context';
import { PageFields } from './page-fields';
import { SectionFields } from './section-fields';
import { SharedFields } from './shared-fields';

/** The form of what is selected: a part of the shared content, a section, or else the page's own fields. */
export function SelectedFields({ schemas, problems }: { schemas: EditorSchemas; problems: Problem[] }) {
  const { state } = useEditor();
  const { page, section, shared } = state.selection;
  if (shared) return <SharedFields key={shared} sharedKey={shared} schemas={schemas} problems={problems} />;
  if (section !== null) return <SectionFields key={`${page}-${section}`} page={page} section={section} schemas={schemas} problems={problems} />;
  return <PageFields key={`${page}-${state.draft.pages[page]?.path}`} page={page} schemas={schemas} problems={problems} />;
}
