import styled, { css } from 'styled-components';
import { down, theme, up } from '@/theme/tokens';
import { controlLook as editorControl } from '../../ui/controls';
import { touchSize } from '../../ui/own-page';

const { colors, radii, space, fontSizes } = theme;

export { Bar, Main, Panel, Shell, touchSize } from '../../ui/own-page';

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
