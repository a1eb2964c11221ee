import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { previewLabels } from './labels';

export const previewWidths = [1440, 768, 375] as const;
export type PreviewWidth = (typeof previewWidths)[number];

const Switch = styled.div`
  display: inline-flex;
  align-self: flex-start;
  border: 1px solid ${theme.colors.ink};
  border-radius: ${theme.radii.pill};
  overflow: hidden;
`;

const Choice = styled.button`
  min-height: 2rem;
  padding: 0.25rem 0.875rem;
  border: 0;
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  cursor: pointer;
  & + & { border-inline-start: 1px solid ${theme.colors.ink}; }
  &[aria-pressed='true'] { background: ${theme.colors.ink}; color: ${theme.colors.textOnDark}; }
  &:focus-visible { outline-offset: -4px; }
`;

/** Three toggle buttons for the preview's viewport width; the pressed one is the width shown. */
export function ViewportSwitch({ width, onChange }: { width: PreviewWidth; onChange(width: PreviewWidth): void }) {
  return (
    <Switch role="group" aria-label={previewLabels.widths}>
      {previewWidths.map((choice) => (
        <Choice key={choice} type="button" aria-pressed={choice === width} onClick={() => onChange(choice)}>
          {choice}
        </Choice>
      ))}
    </Switch>
  );
}
