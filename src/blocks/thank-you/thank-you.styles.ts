import styled, { css, keyframes } from 'styled-components';
import { theme } from '@/theme/tokens';

export const Card = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${theme.space.lg};
  max-width: 760px;
  margin-inline: auto;
  overflow: hidden;
  padding: clamp(2.5rem, 1.5rem + 4vw, 4.5rem) clamp(1.25rem, 0.5rem + 4vw, 4rem);
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(circle at 50% 0, ${theme.colors.accent}40 0, transparent 55%),
    ${theme.colors.paper};
  box-shadow: ${theme.shadows.card};
  text-align: center;
`;

export const Title = styled.h1`
  max-width: 22ch;
  font-size: ${theme.fontSizes.h2};
  overflow-wrap: break-word;
`;

export const Text = styled.p`
  max-width: 52ch;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

const pop = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

// every stroke has pathLength 1, so a dash of 1 offset by 1 hides it and offset 0 shows it whole
const draw = keyframes`
  from { stroke-dashoffset: 1; }
  to { stroke-dashoffset: 0; }
`;

/** A lime disc pops in, then its ring and the check mark draw themselves; still and complete under reduced motion. */
export const Mark = styled.svg`
  overflow: visible;
`;

export const Disc = styled.circle`
  fill: ${theme.colors.accent};
  transform-origin: center;
  transform-box: fill-box;
  animation: ${pop} 0.45s cubic-bezier(0.2, 0.9, 0.3, 1.3) both;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const stroke = css`
  fill: none;
  stroke: ${theme.colors.ink};
  stroke-linecap: round;
  stroke-linejoin: round;
  stroke-dasharray: 1;
  stroke-dashoffset: 0;
`;

export const Ring = styled.circle`
  ${stroke}
  stroke-width: 3;
  animation: ${draw} 0.7s ease-out 0.15s both;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

export const Check = styled.path`
  ${stroke}
  stroke-width: 6;
  animation: ${draw} 0.45s ease-out 0.7s both;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
