/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- Safari drops a table's roles once CSS changes its display (the cards on a phone): they are said again */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Counts } from '@/shared/insights';
import { Button } from '../../ui/controls';
import { CountCells, CountHeaders } from './count-cells';
import { narrowed, placeOf, type FilterKey, type InsightsQuery } from './insights-query';
import { insightsLabels as words } from './labels';
import { Muted, Panel } from './insights.styles';
import { CardTable, Scroller } from './tables.styles';

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
          <CardTable role="table">
            <caption className="visually-hidden">{words.busiestFirst(title)}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {heads.map((head) => (
                  <th key={head} scope="col" role="columnheader">
                    {head}
                  </th>
                ))}
                <CountHeaders />
              </tr>
            </thead>
            <tbody role="rowgroup">
              {shown.map((row) => (
                <tr key={row.key} role="row">
                  <th scope="row" role="rowheader">{row.narrow ? <Link to={placeOf(narrowed(query, row.narrow))}>{row.cells[0]}</Link> : row.cells[0]}</th>
                  {row.cells.slice(1).map((cell, index) => (
                    <td key={index} role="cell" data-label={heads[index + 1]}>
                      {cell}
                    </td>
                  ))}
                  <CountCells counts={row.counts} />
                </tr>
              ))}
            </tbody>
          </CardTable>
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
