import { Link } from '@/components/link';
import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { logoHeightPx } from './logo-sizes';

export const Band = styled.footer`
  position: relative;
  overflow: hidden;
  padding-top: ${theme.space.section};
  background: ${theme.colors.ink};
  color: ${theme.colors.textOnDarkMuted};
  font-size: ${theme.fontSizes.sm};
  a { color: inherit; text-decoration: none; transition: color 0.2s ease; }
  a:hover { color: ${theme.colors.accent}; }
  & :focus-visible { outline-color: ${theme.colors.accent}; }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
  ${up('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${up('lg')} { grid-template-columns: minmax(0, 1.5fr) repeat(var(--columns), minmax(0, 1fr)) minmax(0, 1.3fr); }
`;

export const Brand = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space.lg};
  max-width: 26rem;
  ${up('sm')} { grid-column: 1 / -1; }
  ${up('lg')} { grid-column: auto; }
`;

export const LogoLink = styled(Link)`
  justify-self: start;
  border-radius: ${theme.radii.sm};
  img { width: auto; height: ${logoHeightPx}px; }
`;

export const Badge = styled.p`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.4rem 0.9rem;
  border: 1px solid ${theme.colors.lineDark};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textOnDark};
  font-weight: 600;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${theme.colors.accent};
  }
`;

export const ColumnTitle = styled.h2`
  margin-bottom: ${theme.space.lg};
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.md};
  letter-spacing: 0;
`;

export const LinkList = styled.ul`
  list-style: none;
  display: grid;
  gap: ${theme.space.sm};
  a { display: inline-block; padding-block: 0.15rem; }
`;

export const ContactList = styled.ul`
  list-style: none;
  display: grid;
  gap: ${theme.space.md};
  li { display: flex; align-items: flex-start; gap: 0.75rem; }
  svg { flex-shrink: 0; margin-top: 0.2rem; color: ${theme.colors.accent}; }
  address { font-style: normal; }
  a { overflow-wrap: anywhere; }
`;

/** $reservePx: height of the floating buttons, kept free below the text on narrow screens so they cover nothing */
export const Bottom = styled.div<{ $reservePx: number }>`
  padding-top: ${theme.space.lg};
  padding-bottom: calc(${({ $reservePx }) => $reservePx}px + ${theme.space.lg} * 2);
  border-top: 1px solid ${theme.colors.lineDark};
  font-size: ${theme.fontSizes.xs};
  text-align: center;
  ${up('md')} { padding-bottom: ${theme.space.lg}; }
`;
