import type { ReleasePage } from '../releases/release-manifest.ts';

/** The routes of each test of a release's pages, by test id. */
function testRoutes(routes: Record<string, ReleasePage> | undefined): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [route, page] of Object.entries(routes ?? {})) if (page.test) found.set(page.test.id, [...(found.get(page.test.id) ?? []), route]);
  return found;
}

/**
 * What a publish did to the tests running in the live release, in plain words: a test whose section is gone (the
 * section deleted, or the test ended) and a test whose page moved. Neither breaks a page: a page with no test is
 * served as it is, and a visitor's variant follows the test's id, not the page's path.
 */
export function testNotes(before: Record<string, ReleasePage> | undefined, after: Record<string, ReleasePage>): string[] {
  const was = testRoutes(before);
  const now = testRoutes(after);
  const notes: string[] = [];
  for (const [id, routes] of was) {
    const moved = now.get(id);
    if (!moved) notes.push(`The test “${id}” on ${routes[0]} ended with this publish (the test was ended or its section removed): every visitor now sees the page as it is.`);
    else if (moved[0] !== routes[0]) notes.push(`The test “${id}” moved with its page from ${routes[0]} to ${moved[0]}: each visitor keeps the variant they had; its results count from both addresses.`);
  }
  for (const [id, routes] of now) if (!was.has(id)) notes.push(`The test “${id}” on ${routes[0]} starts with this publish.`);
  return notes;
}
