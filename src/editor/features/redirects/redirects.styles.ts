import styled from 'styled-components';
import { down, theme } from '@/theme/tokens';
import { controlLook, focusRing, visuallyHidden } from '../../ui/controls';

const { colors, radii, space, fontSizes } = theme;

/** A titled part of the view: the add form, the list, the paths not found. */
export const Part = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.sm};
  min-width: 0;
  h3 {
    font-size: ${fontSizes.md};
  }
  > p {
    font-size: ${fontSizes.sm};
  }
`;

/** The add form, set apart from the lists under it. */
export const FormPart = styled(Part)`
  /* the dialog's header stays on top as it scrolls: the form comes into view below it */
  scroll-margin-top: 5.5rem;
  padding: ${space.md};
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.mist};
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${space.md};
    padding: 0;
    max-width: 36rem;
  }
  /* a select is as wide as its longest page title: here, the form's width, never more */
  form > div {
    grid-template-columns: minmax(0, 1fr);
    min-width: 0;
  }
  select {
    ${controlLook}
    width: 100%;
  }
  select[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  fieldset {
    display: grid;
    gap: ${space.xs};
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    font-weight: 600;
    font-size: ${fontSizes.sm};
    margin-bottom: ${space.xs};
  }
`;

/** A table wider than the dialog scrolls inside this region, never the page (focusable, so keys scroll it too). */
export const TableRegion = styled.div`
  overflow-x: auto;
  min-width: 0;
  max-width: 100%;
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  ${focusRing}
`;

export const Table = styled.table`
  width: 100%;
  min-width: 40rem;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  th,
  td {
    padding: ${space.xs} ${space.sm};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${colors.line};
  }
  thead th {
    font-size: ${fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${colors.textMuted};
    background: ${colors.mist};
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  /* paths and addresses are long words: they wrap anywhere rather than widen the table */
  .address {
    overflow-wrap: anywhere;
    min-width: 8rem;
    max-width: 22rem;
  }
  .muted {
    color: ${colors.textMuted};
    font-size: ${fontSizes.xs};
  }
  td:last-child {
    min-width: 9rem;
  }
  .nowrap {
    white-space: nowrap;
  }
  [role='group'] {
    display: grid;
    gap: ${space.xs};
  }
  /* a phone: each row a card, each cell under its column's name (data-label); the header row stays for screen readers */
  ${down('md')} {
    min-width: 0;
    thead {
      ${visuallyHidden}
    }
    tr {
      display: grid;
      gap: ${space.xs};
      padding: ${space.sm};
      border-bottom: 1px solid ${colors.line};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    th,
    td,
    tbody tr:last-child > * {
      display: block;
      padding: 0;
      border: 0;
      min-width: 0;
      max-width: none;
    }
    td[data-label]::before {
      /* said by the column's header already: no alternative text of its own */
      content: attr(data-label) / '';
      display: block;
      font-size: ${fontSizes.xs};
      font-weight: 600;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: ${colors.textMuted};
    }
  }
`;

/** The search field and the polite count beside it. */
export const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space.sm} ${space.md};
  > div {
    flex: 1 1 14rem;
    display: grid;
    gap: 0.25rem;
    max-width: 28rem;
  }
  label {
    font-weight: 600;
    font-size: ${fontSizes.sm};
  }
  input[type='search'] {
    font: inherit;
    font-size: ${fontSizes.sm};
    padding: 0.375rem ${space.xs};
    border: 1px solid ${colors.textMuted};
    border-radius: ${radii.sm};
    ${focusRing}
  }
  p[role='status'] {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
`;

/** The view's opening words, in the size of the text around them. */
export const Intro = styled.p`
  font-size: ${fontSizes.sm};
`;
