import styled from 'styled-components';
import { Container } from '@/components/container';
import { SkipLink as SiteSkipLink } from '@/layout/skip-link';

// The site's skip link is dark for a white header; the catalog's header is dark.
export const SkipLink = styled(SiteSkipLink)`
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
`;

export const Header = styled.header`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  h1 { font-size: ${({ theme }) => theme.fontSizes.h1}; }
  & :focus-visible { outline-color: ${({ theme }) => theme.colors.accent}; }
`;

export const Masthead = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Intro = styled.p`
  max-width: 62ch;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const TocTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

export const Toc = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
`;

export const TocLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.lineDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  transition: background-color 0.2s ease, color 0.2s ease;
  &:hover { background: ${({ theme }) => theme.colors.accent}; border-color: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.ink}; }
`;

export const Main = styled.main`
  display: block;
  /* the skip link's target: a ring around every block would only distract */
  &:focus { outline: none; }
`;
