import { NavLink } from '@/components/link';
import styled, { css, keyframes } from 'styled-components';
import { down, theme } from '@/theme/tokens';

const dropIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

// hidden with a max-width query (not shown with a min-width one) so it is also there where media queries are unknown
export const Nav = styled.nav`
  margin-inline: auto;
  ${down('nav')} { display: none; }
`;

export const TopList = styled.ul`
  list-style: none;
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

export const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;

// the type of every link of the menu, top level and submenus alike
const linkText = css`
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.textMuted};
  text-decoration: none;
`;

export const TopLink = styled(NavLink)<{ $inSection?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.9rem;
  border-radius: ${theme.radii.pill};
  ${linkText}
  transition: color 0.2s ease, background-color 0.2s ease;
  &::after {
    content: '';
    position: absolute;
    left: 0.9rem;
    right: 0.9rem;
    bottom: 6px;
    height: 2px;
    border-radius: 2px;
    background: ${theme.colors.accentInk};
    transform: scaleX(0);
    transition: transform 0.2s ease;
  }
  &:hover {
    color: ${theme.colors.ink};
    background: ${theme.colors.mist};
  }
  &[aria-current='page'] {
    color: ${theme.colors.ink};
    &::after { transform: scaleX(1); }
  }
  ${({ $inSection, theme }) =>
    $inSection &&
    css`
      color: ${theme.colors.ink};
      &::after { transform: scaleX(1); }
    `}
`;

export const Toggle = styled.button<{ $level: 1 | 2 }>`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin-left: 0;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  transition: background-color 0.2s ease, color 0.2s ease;
  svg { transition: transform 0.2s ease; }
  ${({ $level }) => $level === 2 && css`svg { transform: rotate(-90deg); }`}
  &:hover {
    background: ${theme.colors.mist};
    color: ${theme.colors.ink};
  }
  &[aria-expanded='true'] svg { transform: rotate(${({ $level }) => ($level === 1 ? '180deg' : '90deg')}); }
`;

export const Submenu = styled.ul<{ $level: 1 | 2 }>`
  position: absolute;
  z-index: 1;
  list-style: none;
  display: grid;
  gap: 2px;
  min-width: 260px;
  padding: 0.5rem;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  animation: ${dropIn} 0.18s ease-out;
  ${({ $level }) =>
    $level === 1
      ? css`
          top: calc(100% + 12px);
          left: -0.5rem;
          /* keeps the pointer "inside" while it crosses the gap from the label to the panel */
          &::before { content: ''; position: absolute; left: 0; right: 0; top: -14px; height: 14px; }
        `
      : css`
          top: -0.5rem;
          left: calc(100% + 10px);
          &::before { content: ''; position: absolute; top: 0; bottom: 0; left: -12px; width: 12px; }
        `}
  &[hidden] { display: none; }
`;

export const SubItem = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem;
`;

export const SubLink = styled(NavLink)<{ $inSection?: boolean }>`
  flex: 1;
  display: block;
  padding: 0.6rem 0.85rem;
  border-radius: ${theme.radii.sm};
  ${linkText}
  transition: color 0.2s ease, background-color 0.2s ease, padding 0.2s ease;
  &:hover {
    background: ${theme.colors.mist};
    color: ${theme.colors.ink};
    padding-left: 1.1rem;
  }
  &[aria-current='page'] {
    color: ${theme.colors.ink};
    background: ${theme.colors.mist};
    box-shadow: inset 3px 0 0 ${theme.colors.accentInk};
  }
  ${({ $inSection, theme }) => $inSection && css`color: ${theme.colors.ink};`}
`;
