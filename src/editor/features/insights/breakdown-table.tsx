import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Counts } from '@/shared/insights';
import { Button } from '../../ui/controls';
import { CountCells, CountHeaders } from './count-cells';
import { narrowed, placeOf, type FilterKey, type InsightsQuery } from './insights-query';
import { insightsLabels as words } from './labels';
import { Panel, Muted, Scroller, Table } from './insights.styles';

/** One row of a breakdown: what it is (its first cell names it), the filter that narrows the report to it, its figures. */
export interface BreakdownRow {
  key: string;
  cells: ReactNode[];
  /** the filters a click on its name adds; null: not a thing one can narrow to (no campaign) */
  narrow: Partial<Record<FilterKey, string>> | null;
  counts: Counts;
}

interface Props {
  title: string;
  heads: string[];
  rows: BreakdownRow[];
  query: InsightsQuery;
}

// a panel shows the busiest few; the rest are one click away
const firstRows = 10;

/** A panel with the busiest of one kind (pages, sources…): a table whose names narrow the report to them. */
export function BreakdownTable({ title, heads, rows, query }: Props) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, firstRows);
  return (
    <Panel>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <Muted>{words.noRows}</Muted>
      ) : (
        <Scroller role="region" aria-label={words.scrolls(title)} tabIndex={0}>
          <Table>
            <caption className="visually-hidden">{words.busiestFirst(title)}</caption>
            <thead>
              <tr>
                {heads.map((head) => (
                  <th key={head} scope="col">
                    {head}
                  </th>
                ))}
                <CountHeaders />
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.narrow ? <Link to={placeOf(narrowed(query, row.narrow))}>{row.cells[0]}</Link> : row.cells[0]}</th>
                  {row.cells.slice(1).map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                  <CountCells counts={row.counts} />
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      )}
      {rows.length > firstRows && (
        <p>
          <Button type="button" onClick={() => setAll(!all)} aria-expanded={all}>
            {all ? words.showFewer : words.showAll(rows.length)}
          </Button>
        </p>
      )}
    </Panel>
  );
}
