import styled from 'styled-components';
import { lead } from '@/components/lead';
import { glowingArt, splitLayout, type SplitColumns } from '@/components/split-hero.styles';
import { theme, up } from '@/theme/tokens';

export const columns: SplitColumns = { copy: 1, art: 1 };

export const Layout = styled.div`${splitLayout(columns)}`;

export const Copy = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

export const Lead = styled.p`${lead('56ch')}`;

// the home hero's glow, a little wider and stronger here
export const Art = styled.div`${glowingArt('14% 10%', 0.35)}`;

export const Highlights = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xxl};
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const Highlight = styled.li`
  display: grid;
  align-content: start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.ink};
  ${up('sm')} { padding: ${theme.space.xl}; }
  color: ${theme.colors.textOnDark};
  &:nth-child(even) { background: ${theme.colors.accent}; color: ${theme.colors.ink}; }
`;

/** "01", "02": the column's place, decorative. */
export const HighlightNumber = styled.span`
  font-size: ${theme.fontSizes.sm};
  font-weight: 800;
  letter-spacing: 0.08em;
  color: ${theme.colors.accent};
  ${Highlight}:nth-child(even) & { color: ${theme.colors.accentInk}; }
`;

export const HighlightTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

export const HighlightText = styled.p`
  color: ${theme.colors.textOnDarkMuted};
  ${Highlight}:nth-child(even) & { color: ${theme.colors.ink}; }
`;
