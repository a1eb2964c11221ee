import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${up('nav')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${theme.space.xxl};
    align-items: start;
  }
`;

/** Stays in view beside a long list of open answers on wide screens. */
export const Intro = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  justify-items: start;
  ${up('nav')} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space.xl});
  }
`;

export const Note = styled.p`
  max-width: 46ch;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;
