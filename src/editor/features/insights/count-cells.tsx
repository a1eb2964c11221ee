import type { Counts } from '@/shared/insights';
import { formatCount, formatRate } from './format';
import { insightsLabels as words } from './labels';

/** The columns every table of figures ends with. */
export const countColumns = [words.visitors, words.views, words.leads, words.conversion] as const;

export function CountHeaders({ withConversion = true }: { withConversion?: boolean }) {
  return (
    <>
      {(withConversion ? countColumns : countColumns.slice(0, 3)).map((name) => (
        <th key={name} scope="col" className="number">
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
      <td className="number">{formatCount(counts.visitors)}</td>
      <td className="number">{formatCount(counts.views)}</td>
      <td className="number">{formatCount(counts.leads)}</td>
      {withConversion && <td className="number">{formatRate(counts.conversion)}</td>}
    </>
  );
}
