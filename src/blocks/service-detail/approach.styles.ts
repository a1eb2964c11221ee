import styled from 'styled-components';
import { IconBadge } from '@/components/hover-card.styles';
import { theme, up } from '@/theme/tokens';

export const Steps = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  list-style: none;
`;

/** --pad and --badge size the card and its badge; the connector line is placed from them. */
export const Step = styled.li`
  --pad: ${theme.space.md};
  --badge: 44px;
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: var(--pad);
  padding: var(--pad);
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  transition: border-color 0.25s ease, box-shadow 0.25s ease;
  ${up('sm')} { --pad: ${theme.space.lg}; --badge: 56px; }
  &:hover { border-color: ${theme.colors.ink}; box-shadow: ${theme.shadows.card}; }
  /* the line that joins each step's badge to the next one */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(var(--pad) + var(--badge) / 2 - 1px);
    top: calc(var(--pad) + var(--badge));
    bottom: calc(-1 * ${theme.space.md} - var(--pad));
    width: 2px;
    background: ${theme.colors.accent};
    z-index: 1;
  }
`;

// above the connector line, and lime while its step is hovered, as a HoverCard's badge is
export const StepIcon = styled(IconBadge)`
  position: relative;
  z-index: 2;
  width: var(--badge);
  height: var(--badge);
  ${Step}:hover & { background: ${theme.colors.accent}; color: ${theme.colors.ink}; }
`;

export const StepBody = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

export const StepNumber = styled.span`
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${theme.colors.accentInk};
`;

export const StepTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
  line-height: 1.3;
`;

export const StepText = styled.p`
  color: ${theme.colors.textMuted};
`;
