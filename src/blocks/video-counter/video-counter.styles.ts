import styled, { keyframes } from 'styled-components';
import { theme, up } from '@/theme/tokens';

export const gridColumns = 12;
export const videoColumns = 8;

/** 12 columns from the nav breakpoint: the video takes 8, the counters 4. */
export const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
  ${up('nav')} {
    grid-template-columns: repeat(${gridColumns}, minmax(0, 1fr));
    & > :first-child { grid-column: span ${videoColumns}; }
    & > :last-child { grid-column: span ${gridColumns - videoColumns}; }
  }
`;

export const CounterList = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  list-style: none;
  ${up('sm')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${up('nav')} { grid-template-columns: none; grid-auto-rows: 1fr; height: 100%; }
`;

export const CounterCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: ${`${theme.space.lg} ${theme.space.lg}`};
  border: 1px solid ${theme.colors.lineDark};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.inkSoft};
  ${up('nav')} { justify-content: center; }
`;

// Well past the page's usual time to come to life (under a second): should its script never run, the values show then.
const revealAfter = '5s';
const reveal = keyframes`to { visibility: visible; }`;

/**
 * The digits, hidden (their box kept: nothing moves) while `data-count` is 'waiting' (src/hooks/use-count-up.ts),
 * so a visitor with script never sees the final values just before the count from 0. Without script or with
 * reduced motion they stand as the HTML has them.
 */
export const CounterValue = styled.span`
  font-size: ${theme.fontSizes.h2};
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.03em;
  color: ${theme.colors.accent};
  font-variant-numeric: tabular-nums;
  /* on screen only: a printed page shows the values */
  @media screen and (prefers-reduced-motion: no-preference) {
    /* the page is live: until the block's code has come and the counters are in view */
    html[data-hydrated] &[data-count='waiting'] { visibility: hidden; }
  }
  @media screen and (scripting: enabled) and (prefers-reduced-motion: no-preference) {
    /* the prerendered page before its script has run */
    html:not([data-hydrated]) &[data-count='waiting'] { visibility: hidden; animation: ${reveal} 0s ${revealAfter} forwards; }
  }
`;

export const CounterLabel = styled.p`
  color: ${theme.colors.textOnDarkMuted};
  font-weight: 600;
`;
