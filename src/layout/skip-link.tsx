import styled from 'styled-components';
import { theme } from '@/theme/tokens';

/** First stop of the keyboard: jumps past the header to the page's main content. */
export const SkipLink = styled.a`
  position: fixed;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  z-index: ${theme.zIndex.preloader + 1};
  padding: 0.75rem 1.25rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.ink};
  color: ${theme.colors.textOnDark};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(calc(-100% - 2rem));
  &:focus { transform: none; }
`;
