/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role -- Safari drops a table's roles once CSS changes its display (the cards on a phone): they are said again */
import type { Counts } from '@/shared/insights';
import { formatCount, formatRate } from './format';
import { insightsLabels as words } from './labels';

/** The columns every table of figures ends with. */
export const countColumns = [words.visitors, words.views, words.leads, words.conversion] as const;

export function CountHeaders({ withConversion = true }: { withConversion?: boolean }) {
  return (
    <>
      {(withConversion ? countColumns : countColumns.slice(0, 3)).map((name) => (
        <th key={name} scope="col" role="columnheader" className="number">
          {name}
        </th>
      ))}
    </>
  );
}

/** A row's visitors, page views, leads and (unless left out) its conversion rate. */
export function CountCells({ counts, withConversion = true }: { counts: Counts; withConversion?: boolean }) {
  return (
    <>
      <td role="cell" className="number" data-label={words.visitors}>
        {formatCount(counts.visitors)}
      </td>
      <td role="cell" className="number" data-label={words.views}>
        {formatCount(counts.views)}
      </td>
      <td role="cell" className="number" data-label={words.leads}>
        {formatCount(counts.leads)}
      </td>
      {withConversion && (
        <td role="cell" className="number" data-label={words.conversion}>
          {formatRate(counts.conversion)}
        </td>
      )}
    </>
  );
}
