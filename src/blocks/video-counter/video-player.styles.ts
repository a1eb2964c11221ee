import styled, { keyframes } from 'styled-components';
import { Picture } from '@/components/picture';
import { theme } from '@/theme/tokens';

const ripple = keyframes`
  from { transform: scale(1); opacity: 0.55; }
  to { transform: scale(1.6); opacity: 0; }
`;

export const Poster = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.inkSoft};
`;

export const PosterImage = styled(Picture)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const PlayButton = styled.button`
  position: absolute;
  inset: 50% auto auto 50%;
  display: grid;
  place-items: center;
  width: clamp(72px, 10vw, 112px);
  aspect-ratio: 1;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: ${theme.colors.ink};
  box-shadow: ${theme.shadows.card};
  transform: translate(-50%, -50%);
  cursor: pointer;
  transition: transform 0.25s ease, background-color 0.25s ease;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    border: 2px solid ${theme.colors.accent};
    opacity: 0;
  }
  [data-in-view] > &::before { animation: ${ripple} 1.8s ease-out infinite; }
  &:hover { background: ${theme.colors.accentHover}; transform: translate(-50%, -50%) scale(1.06); }
  &:focus-visible { outline-color: ${theme.colors.paper}; outline-offset: 4px; }
  svg { width: 34%; height: 34%; margin-left: 6%; }
  @media (prefers-reduced-motion: reduce) {
    &::before, [data-in-view] > &::before { animation: none; opacity: 0; }
    &:hover { transform: translate(-50%, -50%); }
  }
`;
