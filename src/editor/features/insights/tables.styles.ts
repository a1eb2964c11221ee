import styled from 'styled-components';
import { down, theme } from '@/theme/tokens';
import { visuallyHidden } from '../../ui/controls';

// The tables of figures: a scrolling box on a narrow screen, or cards.

const { colors, space, fontSizes } = theme;

/** A table's box: it scrolls sideways within itself on a narrow screen, and a keyboard can scroll it (focusable). */
export const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${space.xs} ${space.sm};
    border-bottom: 1px solid ${colors.line};
    text-align: start;
    vertical-align: top;
  }
  th[scope='col'] {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
    white-space: nowrap;
  }
  .number {
    text-align: end;
    white-space: nowrap;
  }
  th[scope='row'] {
    min-width: 8rem;
  }
  ${down('md')} {
    th,
    td {
      padding: ${space.xs} 0.375rem;
    }
    th[scope='col'] {
      white-space: normal;
    }
  }
`;

/** A table whose rows become cards on a phone: the name on top, each figure under its column's name (data-label). */
export const CardTable = styled(Table)`
  ${down('md')} {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: grid;
      grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: ${space.xs} ${space.sm};
      padding: ${space.sm} 0;
      border-bottom: 1px solid ${colors.line};
    }
    th,
    td {
      display: block;
      padding: 0;
      border: 0;
      min-width: 0;
      text-align: start;
    }
    /* the name, then what else names the row (its language, a campaign's medium), each a line; then the four figures */
    th[scope='row'],
    td:not(.number) {
      grid-column: 1 / -1;
    }
    /* a name of two lines (Conversion rate) over its figure: the figures stay on one line with the others' */
    .number {
      text-align: start;
      white-space: normal;
      align-self: end;
    }
    td[data-label]::before {
      /* said by the column's header already: no alternative text of its own */
      content: attr(data-label) / '';
      display: block;
      font-size: ${fontSizes.xs};
      color: ${colors.textMuted};
    }
    td:not(.number)::before {
      display: inline;
      margin-inline-end: 0.25rem;
    }
  }
  /* on a phone four figures a line leave "Conversion rate" no room: two a line */
  ${down('sm')} {
    tr {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;
