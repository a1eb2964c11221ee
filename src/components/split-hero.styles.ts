import styled, { css } from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { containerSizes, remPx } from './image-sizes';
import { Picture } from './picture';

/** The shares of the width the copy and the picture take side by side (`fr`). */
export interface SplitColumns {
  copy: number;
  art: number;
}

/** The gap between the columns side by side (theme.space.xxl), in px. */
export const splitGapPx = remPx(theme.space.xxl);
/** The widest the art column's picture is shown (glowingArt). */
export const artMaxPx = 600;

/** Copy beside a picture from the nav breakpoint on, stacked below it; `copy` and `art` share the width. */
export const splitLayout = ({ copy, art }: SplitColumns) => css`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${up('nav')} {
    grid-template-columns: minmax(0, ${copy}fr) minmax(0, ${art}fr);
    gap: ${theme.space.xxl};
  }
`;

/** The `sizes` of a picture as wide as splitLayout's art column, at most `maxPx`: the whole container when stacked. */
export function splitArtSizes({ copy, art }: SplitColumns, maxPx = artMaxPx): string {
  const share = art / (copy + art);
  return containerSizes([
    { fromPx: theme.breakpoints.nav, share, minusPx: share * splitGapPx, maxPx },
    { fromPx: 0, share: 1, maxPx },
  ]);
}

/** The picture's column with a soft lime glow behind it; `inset` and `opacity` size and dim the glow. */
export const glowingArt = (inset: string, opacity: number) => css`
  position: relative;
  justify-self: center;
  width: 100%;
  max-width: ${artMaxPx}px;
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
