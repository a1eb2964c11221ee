import styled from 'styled-components';
import { theme } from '@/theme/tokens';

/** A light card of a list that rises under the pointer (stays put under reduced motion). */
export const HoverCard = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  transition: transform 0.25s ease, box-shadow 0.25s ease, border-color 0.25s ease;
  &:hover {
    transform: translateY(-4px);
    border-color: ${theme.colors.ink};
    box-shadow: ${theme.shadows.card};
  }
  @media (prefers-reduced-motion: reduce) { &:hover { transform: none; } }
`;

/** A card's icon on a dark rounded square, which turns lime while its HoverCard is hovered. */
export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.accent};
  transition: background-color 0.25s ease, color 0.25s ease;
  ${HoverCard}:hover & { background: ${theme.colors.accent}; color: ${theme.colors.ink}; }
`;
