import { useState } from 'react';
import styled from 'styled-components';
import { PreviewFrame } from '@/editor/preview/preview-frame';
import type { PreviewWidth } from '@/editor/preview/viewport-switch';
import { labels } from './labels';
import { useEditor } from './state/editor-context';
import { PanelHeading } from './ui';

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

/** The selected page as visitors will see it (its width switch included); a click on a section selects it. */
export function PreviewPane() {
  const { state, dispatch } = useEditor();
  // kept here, so the width stays when another page is shown
  const [width, setWidth] = useState<PreviewWidth>(1440);
  const { page, section, shared } = state.selection;
  const path = state.draft.pages[page]?.path ?? '/';
  return (
    <Pane aria-labelledby="editor-preview-heading">
      <PanelHeading id="editor-preview-heading">{labels.preview}</PanelHeading>
      <PreviewFrame
        site={state.draft}
        path={path}
        selected={shared === null ? section : null}
        width={width}
        onWidthChange={setWidth}
        onSelect={(index) => dispatch({ type: 'select', selection: { page, section: index, shared: null } })}
      />
    </Pane>
  );
}
