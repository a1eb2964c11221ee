import styled from 'styled-components';
import { down, theme, up } from '@/theme/tokens';
import { visuallyHidden } from '../../ui/controls';
import { NewMarker, touchSize } from './leads.styles';

const { colors, space, fontSizes, radii } = theme;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  background: ${colors.paper};
  transition: opacity 0.2s;
  &[aria-busy='true'] {
    opacity: 0.55;
  }
  caption {
    text-align: start;
  }
  a {
    color: ${colors.text};
  }
  ${up('lg')} {
    table-layout: fixed;
    border: 1px solid ${colors.line};
    th,
    td {
      text-align: start;
      vertical-align: top;
      padding: ${space.xs} ${space.sm};
      border-bottom: 1px solid ${colors.line};
      overflow-wrap: anywhere;
    }
    thead th {
      overflow-wrap: normal;
      background: ${colors.mist};
      font-size: ${fontSizes.xs};
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: ${colors.textMuted};
    }
    .message {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
  /* a card per lead: name and status, then each way to reach them, then where and when, then the message */
  ${down('lg')} {
    display: block;
    thead {
      ${visuallyHidden}
    }
    tbody {
      display: grid;
      /* a card never wider than the screen, whatever its message's one line holds */
      grid-template-columns: minmax(0, 1fr);
      gap: ${space.sm};
    }
    tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0 ${space.sm};
      padding: ${space.sm} ${space.md};
      border: 1px solid ${colors.line};
      border-radius: ${radii.md};
      background: ${colors.paper};
    }
    td {
      display: block;
      min-width: 0;
    }
    .name {
      order: 1;
      flex: 1 1 12rem;
      font-size: ${fontSizes.md};
    }
    .status {
      order: 2;
    }
    .email,
    .phone {
      order: 3;
      flex: 1 1 100%;
    }
    .email a,
    .phone a,
    .name a {
      display: inline-flex;
      align-items: center;
      min-height: ${touchSize};
    }
    .language,
    .page,
    .received {
      order: 4;
      color: ${colors.textMuted};
      font-size: ${fontSizes.xs};
    }
    .language::before,
    .page::before,
    .received::before {
      content: attr(data-label) ': ';
    }
    .message {
      order: 5;
      flex: 1 1 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      padding-top: ${space.xs};
    }
  }
`;

// the column widths of the wide table; the message takes what is left
export const Cols = styled.colgroup`
  ${up('lg')} {
    col:nth-child(1) {
      width: 7.5rem;
    }
    col:nth-child(2) {
      width: 15%;
    }
    col:nth-child(3) {
      width: 15%;
    }
    col:nth-child(4) {
      width: 10rem;
    }
    col:nth-child(5) {
      width: 7.5rem;
    }
    col:nth-child(6) {
      width: 9rem;
    }
    col:nth-child(7) {
      width: 10.5rem;
    }
  }
`;

export const NameCell = styled.td`
  a {
    font-weight: 700;
  }
  ${NewMarker} {
    margin-inline-end: ${space.xs};
  }
`;
