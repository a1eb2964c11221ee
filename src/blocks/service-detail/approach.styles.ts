import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${up('nav')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${theme.space.xxl};
    align-items: start;
  }
`;

export const Intro = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${up('nav')} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space.xl});
  }
`;

export const Note = styled.p`
  max-width: 46ch;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

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

export const IconBadge = styled.span`
  position: relative;
  z-index: 2;
  display: inline-grid;
  place-items: center;
  width: var(--badge);
  height: var(--badge);
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.accent};
  transition: background-color 0.25s ease, color 0.25s ease;
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
