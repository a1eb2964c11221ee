import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import type { Problem } from '../editor-types';
import { labels } from '../labels';
import { useSchemas } from '../schemas-context';
import { useEditor } from '../state/editor-context';
import { ErrorText, PanelHeading } from '../ui';
import { PageFields } from './page-fields';
import { SectionFields } from './section-fields';
import { SharedFields } from './shared-fields';

const Panel = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.space.md};
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
`;

/** The form of what is selected: a section, a page's own fields, or a part of the shared content. */
export function Inspector({ problems }: { problems: Problem[] }) {
  const { state } = useEditor();
  const { schemas, error } = useSchemas();
  const { page, section, shared } = state.selection;
  const content = !schemas ? null : shared ? (
    <SharedFields key={shared} sharedKey={shared} schemas={schemas} problems={problems} />
  ) : section !== null ? (
    <SectionFields key={`${page}-${section}`} page={page} section={section} schemas={schemas} problems={problems} />
  ) : (
    <PageFields key={`${page}-${state.draft.pages[page]?.path}`} page={page} schemas={schemas} problems={problems} />
  );
  return (
    <Panel aria-labelledby="editor-form-heading">
      <PanelHeading id="editor-form-heading">{labels.form}</PanelHeading>
      {error && <ErrorText role="alert">{labels.schemasFailed(error)}</ErrorText>}
      {!schemas && !error && <p role="status">{labels.formsLoading}</p>}
      {content}
    </Panel>
  );
}
