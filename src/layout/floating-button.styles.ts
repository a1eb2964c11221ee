import { css } from 'styled-components';
import { theme } from '@/theme/tokens';

/** A round control fixed above the bottom edge of the viewport, `$size` px across; each one sets its side and colours. */
export const floatingButton = css<{ $size: number }>`
  position: fixed;
  bottom: ${theme.space.lg};
  z-index: ${theme.zIndex.floating};
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
`;
