import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { PreviewFrame } from '@/editor/preview/preview-frame';
import { labels } from './labels';
import { useEditor } from './state/editor-context';
import { PanelHeading } from './ui';

const widths = [1440, 768, 375] as const;
type Width = (typeof widths)[number];

const Pane = styled.section`
  display: grid;
  grid-template-rows: auto 1fr;
  gap: ${theme.space.xs};
  min-width: 0;
  min-height: 0;
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    border: 0;
    padding: 0;
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
  legend {
    float: left;
    font-weight: 600;
    margin-right: ${theme.space.xs};
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The selected page as visitors will see it, at a chosen width; a click on a section selects it. */
export function PreviewPane() {
  const { state, dispatch } = useEditor();
  const [width, setWidth] = useState<Width>(1440);
  const name = useId();
  const { page, section, shared } = state.selection;
  const path = state.draft.pages[page]?.path ?? '/';
  return (
    <Pane aria-labelledby="editor-preview-heading">
      <div>
        <PanelHeading id="editor-preview-heading">{labels.preview}</PanelHeading>
        <fieldset>
          <legend>{labels.previewWidth}</legend>
          {widths.map((option) => (
            <label key={option}>
              <input type="radio" name={name} value={option} checked={width === option} onChange={() => setWidth(option)} /> {labels.widths[option]}
            </label>
          ))}
        </fieldset>
      </div>
      <PreviewFrame
        site={state.draft}
        path={path}
        selected={shared === null ? section : null}
        width={width}
        onSelect={(index) => dispatch({ type: 'select', selection: { page, section: index, shared: null } })}
      />
    </Pane>
  );
}
