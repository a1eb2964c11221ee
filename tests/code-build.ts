import { ensureBuild } from '../scripts/lib/ensure-build.ts';

/**
 * The code build (dist/), made before any test file runs when it is missing or older than its sources: the
 * publish tests render with it and the browser tests serve it. Test files only read it.
 */
export default function setup() {
  // every project inherits this setup; the first one builds
  if (process.env.SITE_TESTS_BUILT) return;
  ensureBuild();
  process.env.SITE_TESTS_BUILT = '1';
}
