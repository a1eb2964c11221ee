import styled from 'styled-components';
import { theme } from '@/theme/tokens';

/** A list of selectable entries (pages, shared content), the current one marked. */
export const NavList = styled.ul`
  list-style: none;
  display: grid;
  gap: 2px;
  /* a 1,000-page site: the browser lays out only the entries near the view (most of the first load's time) */
  li {
    content-visibility: auto;
    contain-intrinsic-size: auto 3.25rem;
  }
  button {
    width: 100%;
    display: grid;
    text-align: left;
    padding: 0.375rem ${theme.space.xs};
    border: 0;
    border-left: 3px solid transparent;
    border-radius: ${theme.radii.sm};
    background: none;
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    cursor: pointer;
    &:hover {
      background: ${theme.colors.mist};
    }
    &[aria-current]:not([aria-current='false']) {
      background: ${theme.colors.mist};
      border-left-color: ${theme.colors.ink};
      font-weight: 700;
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: -3px;
    }
  }
  small {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    font-weight: 400;
  }
`;
