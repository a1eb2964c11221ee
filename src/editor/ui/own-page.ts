// The frame of the editor's pages of their own (Leads, Insights): the page, its top bar, its main column and its
// boxes, one look for both.
import styled from 'styled-components';
import { down, theme } from '@/theme/tokens';

const { colors, radii, space, fontSizes, layout } = theme;

/** Controls a finger can hit on a phone: 44 px, the size WCAG's target rule asks for. */
export const touchSize = '2.75rem';

export const Shell = styled.div`
  min-height: 100dvh;
  background: ${colors.mist};
  ${down('md')} {
    button,
    select,
    input,
    [data-touch] {
      min-height: ${touchSize};
    }
    a[data-touch] {
      display: inline-flex;
      align-items: center;
    }
  }
`;

export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.lg};
  padding: ${space.sm} ${layout.gutter};
  border-bottom: 1px solid ${colors.line};
  background: ${colors.paper};
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    list-style: none;
  }
`;

export const Main = styled.main`
  display: grid;
  gap: ${space.md};
  align-content: start;
  max-width: 96rem;
  margin: 0 auto;
  padding: ${space.lg} ${layout.gutter} ${space.xxl};
  /* a heading that takes the focus after a navigation shows where the reader is, without a ring round the text */
  h1:focus {
    outline: none;
  }
  h1:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;

/** A box of the page: a paper card whose h2 names it. */
export const Panel = styled.section`
  display: grid;
  gap: ${space.sm};
  align-content: start;
  min-width: 0;
  padding: ${space.md};
  background: ${colors.paper};
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  h2 {
    font-size: ${fontSizes.lg};
  }
`;
