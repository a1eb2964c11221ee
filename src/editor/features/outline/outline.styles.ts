import styled from 'styled-components';
import { theme } from '@/theme/tokens';

const { colors, radii, space, fontSizes } = theme;

export const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${space.xs};
  margin: ${space.sm} 0;
`;

export const Item = styled.li<{ $dragging: boolean }>`
  position: relative;
  display: flex;
  align-items: stretch;
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.paper};
  box-shadow: ${({ $dragging }) => ($dragging ? theme.shadows.card : 'none')};
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  &:has([aria-current='true']) {
    border-color: ${colors.ink};
    box-shadow: inset 3px 0 0 ${colors.ink};
  }
`;

export const Handle = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 2rem;
  border: 0;
  border-right: 1px solid ${colors.line};
  background: ${colors.mist};
  color: ${colors.textMuted};
  cursor: grab;
  touch-action: none;
  border-radius: ${radii.sm} 0 0 ${radii.sm};
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;

export const SelectButton = styled.button`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
  padding: ${space.xs} ${space.sm};
  border: 0;
  background: none;
  text-align: left;
  color: ${colors.text};
  cursor: pointer;
  strong {
    font-size: ${fontSizes.sm};
  }
  span {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span.problem {
    color: ${colors.danger};
    font-weight: 600;
  }
  span.shared {
    color: ${colors.accentInk};
    font-weight: 600;
  }
  span.untranslated {
    color: ${colors.text};
    font-style: italic;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
    border-radius: ${radii.sm};
  }
`;
