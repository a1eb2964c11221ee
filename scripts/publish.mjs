// npm run publish: runs the code build's publish command (dist/publish/cli.js, plain JavaScript: no TypeScript to
// load on each publish), after building the code when there is no build yet. A build older than src/ still
// publishes: code changes go live with `npm run build` and a restart (README, "Deploying").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const cli = path.join(distDir, 'publish', 'cli.js');
if (!existsSync(cli)) {
  console.log('Building the code first (there is no build in dist/ yet)…');
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) process.exit(1);
}
const { main } = await import(pathToFileURL(cli).href);
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
