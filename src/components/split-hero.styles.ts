import styled, { css } from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { Picture } from './picture';

/** Copy beside a picture from the nav breakpoint on, stacked below it; `copy` and `art` share the width. */
export const splitLayout = (copy: string, art: string) => css`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${up('nav')} {
    grid-template-columns: minmax(0, ${copy}) minmax(0, ${art});
    gap: ${theme.space.xxl};
  }
`;

/** The picture's column with a soft lime glow behind it; `inset` and `opacity` size and dim the glow. */
export const glowingArt = (inset: string, opacity: number) => css`
  position: relative;
  justify-self: center;
  width: 100%;
  max-width: 600px;
  &::before {
    content: '';
    position: absolute;
    inset: ${inset};
    border-radius: 50%;
    background: ${theme.colors.accent};
    opacity: ${opacity};
    filter: blur(60px);
  }
`;

/** The picture over the glow. */
export const ArtImage = styled(Picture)`
  position: relative;
  width: 100%;
  border-radius: ${theme.radii.lg};
`;
