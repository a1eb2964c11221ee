import type { FastifyInstance } from 'fastify';
import { editorApiBase } from '../../../shared/server-paths.ts';
import { localePath } from '../../../shared/localize.ts';
import { pagePath } from '../../../shared/page-path.ts';
import type { InsightsStore } from '../../db/insights-store.ts';
import type { ReleaseManifest } from '../../engine/releases/release-manifest.ts';
import { testResults, type LiveTest } from '../../engine/insights/test-results.ts';

export const testResultsPath = `${editorApiBase}/insights/test`;

export interface TestResultsApiOptions {
  store: InsightsStore;
  timeZone: string;
  /** the live release's manifest (undefined: nothing published yet) */
  live: () => ReleaseManifest | undefined;
}

/** The test of the live release's page at `page` (its default-language path), with the page's route in every language. */
export function liveTestOf(manifest: ReleaseManifest | undefined, page: string): LiveTest | undefined {
  const route = pagePath(page);
  const test = manifest?.routes[route]?.test;
  if (!manifest || !test) return undefined;
  const [defaultLocale, ...others] = manifest.locales ?? [];
  const routes = [route, ...others.map((locale) => pagePath(localePath(route, locale, defaultLocale!)))];
  return { page: route, routes, id: test.id, ...(test.startedAt && { startedAt: test.startedAt }) };
}

/** A test's results (`TestResults`) for the editor's Results: docs/editor-api.md, "A test's results". */
export async function testResultsApi(app: FastifyInstance, { store, timeZone, live }: TestResultsApiOptions): Promise<void> {
  app.get(testResultsPath, { config: { editorAccess: 'account' as const, query: { page: 300 } } }, async (request, reply) => {
    const { page } = request.query as { page?: string };
    if (!page || !page.startsWith('/')) return reply.code(400).send({ message: '"page" is the path of a page, such as /about-us.' });
    const test = liveTestOf(live(), page);
    if (!test) return reply.code(404).send({ message: `The page ${page} is under no test on the live site: a test starts with the publish that makes it live.` });
    return testResults(store, test, { timeZone });
  });
}
