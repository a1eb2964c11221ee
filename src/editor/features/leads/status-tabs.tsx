import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { searchOf, type LeadFilter } from './lead-filter';
import { leadStatuses, type LeadStatus } from '@/shared/leads';
import { leadsLabels } from './labels';

const { colors, radii, space, fontSizes } = theme;

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 2.75rem;
    padding: 0 ${space.sm};
    border: 1px solid ${colors.textMuted};
    border-radius: ${radii.pill};
    background: ${colors.paper};
    color: ${colors.text};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.text};
  }
  /* the chosen one is filled and underlined: more than its colour says it */
  a[aria-current='page'] {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.textOnDark};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const Count = styled.span`
  min-width: 1.5em;
  font-variant-numeric: tabular-nums;
  font-weight: 400;
`;

interface Props {
  filter: LeadFilter;
  /** per status within the other filters; null until the first answer */
  counts: Record<LeadStatus, number> | null;
}

/** All, New, Contacted …, each with its count: links, so the status is in the address and Back undoes it. */
export function StatusTabs({ filter, counts }: Props) {
  const all = counts ? leadStatuses.reduce((sum, status) => sum + counts[status], 0) : null;
  const tab = (status: LeadStatus | null, label: string, count: number | null) => (
    <li key={status ?? 'all'}>
      <Link to={{ pathname: '/', search: searchOf({ ...filter, status }) }} aria-current={filter.status === status ? 'page' : undefined}>
        {label} <Count>{count?.toLocaleString('en-US') ?? ''}</Count>
      </Link>
    </li>
  );
  return (
    <nav aria-label={leadsLabels.byStatus}>
      <Tabs>
        {tab(null, leadsLabels.all, all)}
        {leadStatuses.map((status) => tab(status, leadsLabels.status[status], counts?.[status] ?? null))}
      </Tabs>
    </nav>
  );
}
