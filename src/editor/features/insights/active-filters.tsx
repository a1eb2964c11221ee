import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import type { InsightsFilter } from '@/shared/insights';
import { languageName } from '../../ui/language-labels';
import { filterKeys, narrowed, placeOf, type FilterKey, type InsightsQuery } from './insights-query';
import { insightsLabels as words } from './labels';
import { SentText } from './insights.styles';

const { space, fontSizes, colors, radii } = theme;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-size: ${fontSizes.sm};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    padding: 0.125rem ${space.xs} 0.125rem ${space.sm};
    border: 1px solid ${colors.textMuted};
    border-radius: ${radii.pill};
    background: ${colors.paper};
  }
  li a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2rem;
    min-height: 2rem;
    text-decoration: none;
    font-weight: 700;
  }
`;

/** A filter's value in words: "Direct" for no referring site, a language's name, a device's. */
export function filterValue(key: FilterKey, filter: InsightsFilter): string {
  const value = filter[key] ?? '';
  if (key === 'source' && value === '') return words.direct;
  if (key === 'locale') return languageName(value);
  if (key === 'device') return words.deviceNames[filter.device!];
  return value === '' ? words.none : value;
}

/** What the figures are narrowed to, each with a link taking it away; nothing when they show everything. */
export function ActiveFilters({ query }: { query: InsightsQuery }) {
  const keys = filterKeys.filter((key) => query.filter[key] !== undefined);
  if (keys.length === 0) return null;
  return (
    <Box>
      <p id="narrowed-to">{words.narrowedTo}</p>
      <ul aria-labelledby="narrowed-to">
        {keys.map((key) => (
          <li key={key}>
            <span>
              {words.filterNames[key]}: <SentText>{filterValue(key, query.filter)}</SentText>
            </span>
            <Link to={placeOf(narrowed(query, { [key]: undefined }))} aria-label={words.removeFilter(words.filterWhat[key])}>
              ×
            </Link>
          </li>
        ))}
      </ul>
      {keys.length > 1 && <Link to={placeOf({ ...query, filter: {} })}>{words.showEverything}</Link>}
    </Box>
  );
}
