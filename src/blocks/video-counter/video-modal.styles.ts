import styled, { css, keyframes } from 'styled-components';
import { theme } from '@/theme/tokens';

const appear = keyframes`from { opacity: 0; transform: scale(0.94); } to { opacity: 1; transform: none; }`;
const vanish = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: scale(0.94); }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

/** The dialog's box is the video frame itself (no padding), so a click on the dialog element is a click on its backdrop. */
export const Dialog = styled.dialog<{ $animationMs: number }>`
  width: min(960px, 92vw, calc((100dvh - 140px) * 16 / 9));
  max-width: none;
  max-height: none;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.textOnDark};
  overflow: visible;
  &::backdrop { background: color-mix(in srgb, ${theme.colors.ink} 88%, transparent); }
  ${({ $animationMs }) =>
    $animationMs > 0 &&
    css`
      &[open] { animation: ${appear} ${$animationMs}ms ease-out; }
      &[open]::backdrop { animation: ${fadeIn} ${$animationMs}ms ease-out; }
      &[data-closing] { animation: ${vanish} ${$animationMs}ms ease-in forwards; }
      &[data-closing]::backdrop { animation: ${fadeOut} ${$animationMs}ms ease-in forwards; }
    `}
`;

export const Frame = styled.div`
  position: relative;
`;

export const Screen = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  video { width: 100%; height: 100%; object-fit: contain; }
`;

export const CloseButton = styled.button`
  position: absolute;
  right: 0;
  bottom: calc(100% + ${theme.space.sm});
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  cursor: pointer;
  transition: background-color 0.2s ease;
  &:hover { background: ${theme.colors.accent}; }
  &:focus-visible { outline-color: ${theme.colors.accent}; }
`;
