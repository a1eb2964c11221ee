import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import type { Problem } from '../../api/editor-types';
import { labels } from '../../ui/labels';
import { useSchemas } from '../../state/schemas-context';
import { useEditor } from '../../state/editor-context';
import { ErrorText, Hint, PanelHeading } from '../../ui/controls';
import { useEditingLanguage } from '../../state/editing-language';
import { languageLabels } from '../../ui/language-labels';
import { FormNotice } from './form-notice';

// The forms (about 25 modules in dev) load after the outline: the editor can be used while they arrive.
const SelectedFields = lazy(() => import('./selected-fields').then((module) => ({ default: module.SelectedFields })));

const Panel = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.space.md};
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

/**
 * The form of what is selected: a section, a page's own fields, or a part of the shared content. `pageAside`: what the
 * shell shows above a page's own fields (another feature's view of them); `sectionAside`, above a section's.
 */
export function Inspector({ problems, pageAside, sectionAside }: { problems: Problem[]; pageAside?: ReactNode; sectionAside?: ReactNode }) {
  const { schemas, error } = useSchemas();
  const { selection } = useEditor().state;
  const pageFields = selection.shared === null && selection.section === null;
  const language = useEditingLanguage()?.form;
  const loading = <p role="status">{labels.formsLoading}</p>;
  return (
    // it scrolls on a wide screen: focusable, so a keyboard scrolls it while its fields are still loading
    <Panel aria-labelledby="editor-form-heading" tabIndex={0}>
      <PanelHeading id="editor-form-heading">{labels.form}</PanelHeading>
      {language && <Hint>{languageLabels.sharedValues(language.name, language.defaultName)}</Hint>}
      {pageFields && pageAside}
      {selection.shared === null && selection.section !== null && sectionAside}
      {error && <ErrorText role="alert">{labels.schemasFailed(error)}</ErrorText>}
      {!schemas && !error && loading}
      {schemas && (
        <Suspense fallback={loading}>
          <FormNotice>
            <SelectedFields schemas={schemas} problems={problems} />
          </FormNotice>
        </Suspense>
      )}
    </Panel>
  );
}
