import styled from 'styled-components';
import { up } from '@/theme/tokens';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${up('nav')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space.xxl};
    align-items: start;
  }
`;

/** Stays in view beside a long list of open answers on wide screens. */
export const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
  ${up('nav')} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xl});
  }
`;

export const Note = styled.p`
  max-width: 46ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
