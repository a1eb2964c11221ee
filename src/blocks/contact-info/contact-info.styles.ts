import styled from 'styled-components';
import { HoverCard, IconBadge } from '@/components/hover-card.styles';
import { theme, up } from '@/theme/tokens';

export const Boxes = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
  list-style: none;
  ${up('nav')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export const Box = styled(HoverCard)`
  gap: ${theme.space.sm};
  min-width: 0;
  ${up('lg')} { padding: ${theme.space.xl}; }
`;

export const BoxIcon = styled(IconBadge)`
  margin-bottom: ${theme.space.sm};
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
