import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';

export const Boxes = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
  list-style: none;
  ${up('nav')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const Box = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 0;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  transition: transform 0.25s ease, box-shadow 0.25s ease, border-color 0.25s ease;
  ${up('lg')} { padding: ${theme.space.xl}; }
  &:hover {
    transform: translateY(-4px);
    border-color: ${theme.colors.ink};
    box-shadow: ${theme.shadows.card};
  }
  @media (prefers-reduced-motion: reduce) { &:hover { transform: none; } }
`;

export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.accent};
  transition: background-color 0.25s ease, color 0.25s ease;
  ${Box}:hover & { background: ${theme.colors.accent}; color: ${theme.colors.ink}; }
`;

export const BoxTitle = styled.h3`
  font-size: ${theme.fontSizes.xl};
`;

export const Helper = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** The detail itself (number, e-mail address or postal address), under a rule. */
export const Value = styled.div`
  margin-top: ${theme.space.xs};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.line};
  font-size: ${theme.fontSizes.md};
  font-weight: 700;
  line-height: 1.5;
  overflow-wrap: anywhere;
  a {
    color: ${theme.colors.text};
    text-decoration: underline;
    text-decoration-color: ${theme.colors.accent};
    text-decoration-thickness: 3px;
    text-underline-offset: 5px;
    transition: text-decoration-color 0.2s ease;
  }
  a:hover { text-decoration-color: ${theme.colors.ink}; }
  address { font-style: normal; font-weight: 600; }
`;
