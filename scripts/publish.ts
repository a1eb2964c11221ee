// npm run publish: validates site.json, renders what changed into a new release under DATA_DIR and makes it live.
import { main } from '../src/server/publish/cli.ts';
import { ensureBuild } from './lib/ensure-build.ts';

try {
  ensureBuild({ onlyWhenMissing: true });
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
