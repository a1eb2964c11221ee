import styled, { css } from 'styled-components';
import { theme } from '@/theme/tokens';
import { fieldBox } from '../ui/controls';

const { colors, radii, space, fontSizes } = theme;

export const Fields = styled.div`
  display: grid;
  gap: ${space.md};
  font-size: ${fontSizes.sm};
  color: ${colors.text};
`;

export const Row = styled.div`
  display: grid;
  gap: 0.25rem;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Required = styled.span`
  color: ${colors.danger};
  margin-inline-start: 0.25rem;
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`;

export const ProblemText = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  font-weight: 600;
  color: ${colors.danger};
`;

// a warning is no refusal: the amber of the site's stars, not the danger red (5:1 on white)
export const WarningText = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  font-weight: 600;
  color: ${colors.star};
`;

const control = css`
  width: 100%;
  ${fieldBox}
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
    box-shadow: inset 0 0 0 1px ${colors.danger};
  }
  &:disabled {
    border-style: dashed;
    color: ${colors.textMuted};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 5.5rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
`;

export const Group = styled.fieldset`
  display: grid;
  gap: ${space.sm};
  min-width: 0;
  margin: 0;
  padding: ${space.sm} ${space.sm} ${space.sm} ${space.md};
  border: 0;
  border-inline-start: 3px solid ${colors.line};
  border-radius: 0;
  legend {
    padding: 0;
    margin-block-end: 0.25rem;
    font-weight: 700;
    font-size: ${fontSizes.sm};
  }
`;

export const Items = styled.ol`
  display: grid;
  gap: ${space.sm};
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${space.xs};
  padding: ${space.sm};
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.mist};
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

export const SmallButton = styled.button`
  min-height: 2rem;
  padding: 0.25rem 0.625rem;
  border: 1px solid ${colors.ink};
  border-radius: ${radii.pill};
  background: ${colors.paper};
  color: ${colors.ink};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${colors.accent}; }
  &[aria-disabled='true'] { opacity: 0.45; cursor: not-allowed; background: ${colors.paper}; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
`;

/** Around a field an editor may not change: disables every control inside, and draws nothing of its own. */
export const Locked = styled.fieldset`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  /* its buttons (Remove, Add, Move) are disabled too: they must not look pressable */
  button:disabled {
    border-style: dashed;
    color: ${colors.textMuted};
    cursor: not-allowed;
  }
`;

/** The default language's text above its translation's input: read, not edited here. */
export const Original = styled.p`
  margin: 0;
  padding: 0.25rem 0.5rem;
  border-inline-start: 3px solid ${colors.line};
  background: ${colors.mist};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
