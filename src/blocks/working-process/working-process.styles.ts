import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { Picture } from '@/components/picture';

export const illustrationMaxPx = 520;

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${up('nav')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.xxl};
    align-items: start;
  }
`;

export const Intro = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  justify-items: start;
`;

export const Note = styled.p`
  max-width: 52ch;
  color: ${theme.colors.textMuted};
`;

export const Illustration = styled(Picture)`
  width: 100%;
  max-width: ${illustrationMaxPx}px;
  border-radius: ${theme.radii.lg};
`;
