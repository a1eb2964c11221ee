import type { TestResults } from '@/shared/insights';
import { editorConfig } from '../../api/editor-config';
import { json, request } from '../../api/request';

/** Whether results can be asked for: the live site counts visitors, the dev server does not. */
export const resultsCounted = (): boolean => editorConfig() !== null;

/** The results of the test on the page at `path`, since it started (docs/editor-api.md, "A test's results"). */
export function fetchTestResults(path: string): Promise<TestResults> {
  const config = editorConfig();
  if (!config) throw new Error('the dev server counts no visits');
  return request(`${config.api}/insights/test?${new URLSearchParams({ page: path })}`, { cache: 'no-store' }).then(json<TestResults>);
}
