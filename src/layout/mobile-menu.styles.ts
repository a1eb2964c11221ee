import { NavLink } from '@/components/link';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '@/theme/tokens';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(24px); }
  to { opacity: 1; transform: none; }
`;

interface Motion {
  $open: boolean;
  $ms: number;
}

// visibility switches off only after the slide-out, so the panel animates away but cannot be tabbed into
const visibilityTransition = ({ $open, $ms }: Motion) => `visibility 0s linear ${$open ? 0 : $ms}ms`;

export const Backdrop = styled.div<Motion>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.menu};
  background: ${theme.colors.ink}99;
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: opacity ${({ $ms }) => $ms}ms ease, ${visibilityTransition};
`;

export const Panel = styled.div<Motion>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndex.menu};
  display: flex;
  flex-direction: column;
  width: min(380px, 88vw);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${theme.colors.ink};
  color: ${theme.colors.textOnDark};
  box-shadow: -24px 0 48px -24px ${theme.colors.ink};
  transform: ${({ $open }) => ($open ? 'none' : 'translateX(100%)')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: transform ${({ $ms }) => $ms}ms cubic-bezier(0.2, 0.8, 0.2, 1), ${visibilityTransition};
  & :focus-visible { outline-color: ${theme.colors.accent}; }
`;

export const TopBar = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${theme.layout.headerHeight};
  padding-inline: ${theme.space.lg};
  border-bottom: 1px solid ${theme.colors.lineDark};
`;

export const Title = styled.h2`
  grid-column: 2;
  font-size: ${theme.fontSizes.md};
  letter-spacing: 0.02em;
`;

const barButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  border: 1px solid ${theme.colors.lineDark};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  transition: background-color 0.2s ease, color 0.2s ease, border-color 0.2s ease;
  &:hover { background: ${theme.colors.accent}; border-color: ${theme.colors.accent}; color: ${theme.colors.ink}; }
`;

export const BackButton = styled.button`
  ${barButton}
  grid-column: 1;
  justify-self: start;
  padding: 0 0.9rem 0 0.6rem;
  &[hidden] { display: none; }
`;

export const CloseButton = styled.button`
  ${barButton}
  grid-column: 3;
  justify-self: end;
  justify-content: center;
  width: 44px;
  padding: 0;
`;

export const Body = styled.nav`
  flex: 1;
  padding: ${theme.space.md} ${theme.space.lg};
`;

export const List = styled.ul`
  list-style: none;
  animation: ${slideIn} 0.25s ease-out;
`;

const rowStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  width: 100%;
  min-height: 56px;
  padding: 0.75rem 0;
  border: 0;
  border-bottom: 1px solid ${theme.colors.lineDark};
  background: none;
  color: ${theme.colors.textOnDark};
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: color 0.2s ease, padding 0.2s ease;
  &:hover { color: ${theme.colors.accent}; padding-left: 0.35rem; }
`;

export const RowLink = styled(NavLink)`
  ${rowStyle}
  &[aria-current='page'] { color: ${theme.colors.accent}; }
`;

export const RowButton = styled.button<{ $inSection: boolean }>`
  ${rowStyle}
  ${({ $inSection, theme }) => $inSection && css`color: ${theme.colors.accent};`}
`;

export const Footer = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.lineDark};
  color: ${theme.colors.textOnDarkMuted};
  font-size: ${theme.fontSizes.sm};
  a { text-decoration: none; }
  a:hover { color: ${theme.colors.accent}; }
`;

export const ContactLine = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 32px;
`;
