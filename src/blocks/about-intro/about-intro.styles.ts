import styled, { css } from 'styled-components';
import { lead } from '@/components/lead';
import { Picture } from '@/components/picture';
import { splitLayout, type SplitColumns } from '@/components/split-hero.styles';
import { theme, up } from '@/theme/tokens';

export const columns: SplitColumns = { copy: 0.9, art: 1.1 };
export const illustrationMaxPx = 560;

export const Layout = styled.div`${splitLayout(columns)}`;

export const Copy = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

export const Lead = styled.p`${lead('60ch')}`;

export const Cards = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xs};
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** The vision card is light, the mission card dark: two statements, told apart at a glance. */
export const Card = styled.li<{ $dark: boolean }>`
  display: grid;
  align-content: start;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  ${({ $dark, theme }) =>
    $dark
      ? css`background: ${theme.colors.ink}; color: ${theme.colors.textOnDark};`
      : css`background: ${theme.colors.mist}; border: 1px solid ${theme.colors.line};`}
`;

export const IconBadge = styled.span<{ $dark: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${theme.radii.md};
  background: ${({ theme, $dark }) => ($dark ? theme.colors.accent : theme.colors.ink)};
  color: ${({ theme, $dark }) => ($dark ? theme.colors.ink : theme.colors.accent)};
`;

export const CardTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

export const CardText = styled.p<{ $dark: boolean }>`
  color: ${({ theme, $dark }) => ($dark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;

/** Copy first in reading order; from the nav breakpoint the illustration moves to the left column (the <img> is the grid item). */
export const Illustration = styled(Picture)`
  width: 100%;
  max-width: ${illustrationMaxPx}px;
  justify-self: center;
  border-radius: ${theme.radii.lg};
  ${up('nav')} { grid-column: 1; grid-row: 1; }
`;
