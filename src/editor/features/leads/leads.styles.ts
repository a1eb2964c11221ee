import styled, { css } from 'styled-components';
import { down, theme, up } from '@/theme/tokens';
import { controlLook as editorControl } from '../../ui/controls';

const { colors, radii, space, fontSizes, layout } = theme;

/** Controls a finger can hit on a phone: 44 px, the size WCAG's target rule asks for. */
export const touchSize = '2.75rem';

export const Shell = styled.div`
  min-height: 100dvh;
  background: ${colors.mist};
  ${down('md')} {
    button,
    select,
    input,
    [data-touch] {
      min-height: ${touchSize};
    }
    a[data-touch] {
      display: inline-flex;
      align-items: center;
    }
  }
`;

export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.lg};
  padding: ${space.sm} ${layout.gutter};
  border-bottom: 1px solid ${colors.line};
  background: ${colors.paper};
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    list-style: none;
  }
`;

export const Main = styled.main`
  display: grid;
  gap: ${space.md};
  align-content: start;
  max-width: 96rem;
  margin: 0 auto;
  padding: ${space.lg} ${layout.gutter} ${space.xxl};
  /* a heading that takes the focus after a navigation shows where the reader is, without a ring round the text */
  h1:focus {
    outline: none;
  }
  h1:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;

export { Panel } from '../../ui/panel';

/** Text someone else typed: its own direction, isolated, so a right-to-left override reorders nothing around it. */
export const UserText = styled.span.attrs({ dir: 'auto' })`
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

/** Many lines of someone else's text: its line breaks kept. */
export const UserBlock = styled.div.attrs({ dir: 'auto' })`
  unicode-bidi: isolate;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: start;
`;

const pill = css`
  display: inline-flex;
  align-items: center;
  padding: 0.0625rem ${space.xs};
  border-radius: ${radii.pill};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
`;

/** A lead's status in words; the new ones stand out by their fill as well. */
export const StatusBadge = styled.span<{ $status: string }>`
  ${pill}
  border: 1px solid ${colors.textMuted};
  background: ${({ $status }) => ($status === 'new' ? colors.accent : colors.paper)};
  color: ${({ $status }) => ($status === 'spam' || $status === 'lost' ? colors.textMuted : colors.text)};
`;

/** "New since your last visit". */
export const NewMarker = styled.span`
  ${pill}
  border: 2px solid ${colors.focus};
  background: ${colors.paper};
  color: ${colors.text};
`;

export const Muted = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

/** A select or date field of the Leads page: the editor's look, a finger's size on a phone. */
export const controlLook = css`
  ${editorControl}
  ${down('md')} {
    min-height: ${touchSize};
  }
`;

/** A lead's parts in their reading order on a phone; `LeadGrid` places them from the two-column breakpoint on. */
export type LeadArea = 'details' | 'actions' | 'message' | 'history';

const twoColumns = {
  withActions: `'details actions' 'details history' 'message history'`,
  withoutActions: `'details history' 'details history' 'message history'`,
};

/**
 * One column below the nav breakpoint, in the page's order (Status right after the Details: a lead is marked first). From
 * it two columns stacked apart: the Details span Status's row and the next, and the 1fr row takes the rest of both.
 */
export const LeadGrid = styled.div<{ $withActions: boolean }>`
  display: grid;
  gap: ${space.md};
  align-items: start;
  ${up('nav')} {
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: ${({ $withActions }) => ($withActions ? twoColumns.withActions : twoColumns.withoutActions)};
  }
`;

export const LeadPart = styled.div<{ $area: LeadArea }>`
  display: grid;
  gap: ${space.md};
  min-width: 0;
  ${up('nav')} {
    grid-area: ${({ $area }) => $area};
  }
`;
