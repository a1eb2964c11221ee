// npm start: builds the code when it is missing or older than its sources (where the build tools are installed),
// then runs the built server, dist/node/start.js, with plain node: a deploy with the production dependencies only
// (npm ci --omit=dev) starts it as well (docs/operations.md, "Deploying").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const server = path.join(distDir, 'node', 'start.js');
const buildTools = existsSync(path.join(root, 'node_modules', 'vite')) && existsSync(path.join(root, 'node_modules', 'tsx'));

if (buildTools) {
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build-if-stale.ts')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
} else if (!existsSync(server)) {
  console.error(`${server} is missing, and the build tools are not installed (a production install): run npm install && npm run build, then deploy dist/ with the code.`);
  process.exit(1);
}
await import(pathToFileURL(server).href);
