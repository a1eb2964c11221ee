import styled from 'styled-components';
import { theme } from '@/theme/tokens';

export const Items = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

export const Item = styled.div<{ $open: boolean }>`
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.ink : theme.colors.line)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  box-shadow: ${({ theme, $open }) => ($open ? theme.shadows.card : 'none')};
  transition: border-color 0.3s ease, box-shadow 0.3s ease;
`;

export const Heading = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

export const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-height: 48px;
  padding: ${`${theme.space.md} ${theme.space.lg}`};
  border: 0;
  border-radius: inherit;
  background: none;
  color: ${theme.colors.text};
  font-size: inherit;
  font-weight: inherit;
  line-height: 1.3;
  letter-spacing: inherit;
  text-align: left;
  cursor: pointer;
  &:hover > span:last-child { background: ${theme.colors.accent}; border-color: ${theme.colors.accent}; }
`;

/** A plus that turns into a minus: the vertical bar folds away when the item opens. */
export const Indicator = styled.span<{ $open: boolean }>`
  position: relative;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.accent : theme.colors.line)};
  background: ${({ theme, $open }) => ($open ? theme.colors.accent : 'transparent')};
  transition: background-color 0.3s ease, border-color 0.3s ease;
  &::before, &::after {
    content: '';
    position: absolute;
    inset: 50% auto auto 50%;
    width: 14px;
    height: 2px;
    margin: -1px 0 0 -7px;
    border-radius: 1px;
    background: ${theme.colors.ink};
    transition: transform 0.3s ease;
  }
  &::after { transform: rotate(${({ $open }) => ($open ? '0deg' : '90deg')}); }
`;

/** Height animates from 0 to the content's own height through the grid row (0fr → 1fr), no measuring needed. */
export const Panel = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-rows: ${({ $open }) => ($open ? '1fr' : '0fr')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: grid-template-rows 0.3s ease, visibility 0.3s;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

export const PanelClip = styled.div`
  min-height: 0;
  overflow: hidden;
`;

export const PanelBody = styled.div`
  padding: ${`0 ${theme.space.lg} ${theme.space.lg}`};
  color: ${theme.colors.textMuted};
`;
