import styled from 'styled-components';

/** First stop of the keyboard: jumps past the header to the page's main content. */
export const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.preloader + 1};
  padding: 0.75rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(calc(-100% - 2rem));
  &:focus { transform: none; }
`;
