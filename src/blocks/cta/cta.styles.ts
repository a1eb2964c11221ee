import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';

/** The lime band, rounded, inside the page's container. */
export const Band = styled.div`
  position: relative;
  display: grid;
  gap: ${theme.space.lg};
  justify-items: start;
  overflow: hidden;
  padding: clamp(2rem, 1rem + 4vw, 4.5rem);
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.accent};
  color: ${theme.colors.ink};
  ${up('nav')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${theme.space.xxl};
  }
  /* a large soft ring in the corner, for depth */
  &::after {
    content: '';
    position: absolute;
    right: -120px;
    bottom: -160px;
    width: 360px;
    height: 360px;
    border: 48px solid ${theme.colors.accentHover};
    border-radius: 50%;
    pointer-events: none;
  }
  & > * { position: relative; z-index: 1; }
`;

export const Copy = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

export const Text = styled.p`
  max-width: 52ch;
  font-size: ${theme.fontSizes.lg};
`;
