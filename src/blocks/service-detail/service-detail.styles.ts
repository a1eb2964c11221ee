import styled from 'styled-components';
import { Picture } from '@/components/picture';
import { theme, up } from '@/theme/tokens';

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${up('nav')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${theme.space.xxl};
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

export const Lead = styled.p`
  max-width: 56ch;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

export const Art = styled.div`
  position: relative;
  justify-self: center;
  width: 100%;
  max-width: 600px;
  /* a soft lime glow behind the picture, as in the home hero */
  &::before {
    content: '';
    position: absolute;
    inset: 14% 10%;
    border-radius: 50%;
    background: ${theme.colors.accent};
    opacity: 0.35;
    filter: blur(60px);
  }
`;

export const HeroImage = styled(Picture)`
  position: relative;
  width: 100%;
  border-radius: ${theme.radii.lg};
`;

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
