import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { PreviewFrame } from '@/editor/preview/preview-frame';
import type { PreviewWidth } from '@/editor/preview/viewport-switch';
import { labels } from '../ui/labels';
import { useEditingLanguage } from '../state/editing-language';
import { previewInLanguage } from '../state/preview-in-language';
import { useEditor } from '../state/editor-context';
import { previewedDraft } from '../state/test-edit';
import { PanelHeading } from '../ui/controls';

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

/**
 * The selected page as visitors will see it in the language the editor edits (its width switch included); a click
 * on a section selects it.
 */
export function PreviewPane() {
  const { state, dispatch } = useEditor();
  const editing = useEditingLanguage();
  // kept here, so the width stays when another page is shown
  const [width, setWidth] = useState<PreviewWidth>(1440);
  const { page, section, shared, variant } = state.selection;
  // a page under test shows the variant the form edits
  const draft = useMemo(() => previewedDraft(state.draft, page, variant), [state.draft, page, variant]);
  const shown = previewInLanguage(draft, draft.pages[page]?.path ?? '/', editing?.form?.code);
  return (
    <Pane aria-labelledby="editor-preview-heading">
      <PanelHeading id="editor-preview-heading">{labels.preview}</PanelHeading>
      <PreviewFrame
        site={shown.site}
        path={shown.path}
        selected={shared === null ? section : null}
        width={width}
        onWidthChange={setWidth}
        onSelect={(index) => dispatch({ type: 'select', selection: { page, section: index, shared: null } })}
      />
    </Pane>
  );
}
