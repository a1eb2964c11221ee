import { editorConfig } from '../../api/editor-config';
import { json, request } from '../../api/request';
import type { InsightsReport } from '@/shared/insights';

// The insights API's calls (docs/editor-api.md, "Insights"), under the page's API base.

const insightsApiBase = (): string => `${editorConfig()?.api ?? '/edit/api'}/insights`;

export const fetchInsights = (query: URLSearchParams, signal?: AbortSignal): Promise<InsightsReport> =>
  request(`${insightsApiBase()}?${query}`, { cache: 'no-store', signal }).then(json<InsightsReport>);

/** The CSV's address for the report's query: a plain link downloads it. */
export const csvHref = (query: URLSearchParams): string => `${insightsApiBase()}.csv?${query}`;
