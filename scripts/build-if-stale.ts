// Part of npm start (scripts/start.mjs): builds the code when dist/ is missing or older than its sources.
import { ensureBuild } from './lib/ensure-build.ts';

try {
  ensureBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
