import { ensureBuild } from '../scripts/lib/ensure-build.ts';
import { distDir } from '../scripts/lib/paths.ts';

/**
 * The code build (dist/), made before any test file runs when it is missing or older than its sources: the
 * publish tests render with it and the browser tests serve it. Test files only read it.
 */
export default function setup() {
  // every project inherits this setup; the first one builds (a copy of the project, run by a test, builds its own)
  if (process.env.SITE_TESTS_BUILT === distDir) return;
  ensureBuild();
  process.env.SITE_TESTS_BUILT = distDir;
}
