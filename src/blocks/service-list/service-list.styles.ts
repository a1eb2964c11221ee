import { Link } from '@/components/link';
import styled from 'styled-components';
import { HoverCard } from '@/components/hover-card.styles';
import { theme, up } from '@/theme/tokens';

// As many columns as cards, up to four: three cards fill the row instead of leaving a gap.
export const Cards = styled.ul<{ $count: number }>`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${up('lg')} { grid-template-columns: repeat(${({ $count }) => Math.min($count, 4)}, minmax(0, 1fr)); }
`;

// relative: the card's link stretches over the whole card
export const Card = styled(HoverCard)`
  position: relative;
  gap: ${theme.space.md};
`;

export const CardTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

export const CardText = styled.p`
  flex: 1;
  color: ${theme.colors.textMuted};
`;

/** The card's one link; its ::after covers the whole card so a click anywhere on it follows the link. */
export const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  align-self: flex-start;
  font-weight: 700;
  color: ${theme.colors.accentInk};
  text-decoration: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: 4px;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.lg};
  }
  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid ${theme.colors.focus}; outline-offset: 3px; }
`;
