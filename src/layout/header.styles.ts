import { Link } from '@/components/link';
import styled from 'styled-components';
import { Container } from '@/components/container';
import { down, theme, up } from '@/theme/tokens';
import { logoHeightPx } from './logo-sizes';
import { LanguageSwitch } from './language-switch';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.header};
  background: ${theme.colors.paper};
  border-bottom: 1px solid ${theme.colors.line};
`;

export const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space.lg};
  min-height: ${theme.layout.headerHeight};
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  border-radius: ${theme.radii.sm};
  img { width: auto; height: ${logoHeightPx}px; }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-left: auto;
  ${up('nav')} { margin-left: 0; }
`;

// on small screens the mobile panel has the language switch
export const Languages = styled(LanguageSwitch)`
  ${down('sm')} { display: none; }
`;

export const Cta = styled.div`
  ${down('sm')} { display: none; }
`;

export const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  cursor: pointer;
  transition: background-color 0.2s ease, border-color 0.2s ease;
  &:hover { background: ${theme.colors.accent}; border-color: ${theme.colors.accent}; }
  ${up('nav')} { display: none; }
`;
