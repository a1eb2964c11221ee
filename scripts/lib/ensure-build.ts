import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.ts';
import { root } from './paths.ts';

/**
 * The environment for a production build, without what a test runner sets: NODE_ENV=test, VITEST…, and the
 * import.meta.env values Vitest mirrors into process.env (DEV=1, MODE=test, SSR=1 …), which would build React's
 * development JSX into the renderer.
 */
export function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (['NODE_ENV', 'TEST', 'DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL'].includes(key) || key.startsWith('VITEST')) delete env[key];
  return { ...env, ...extra };
}

/** `npm run build` into another dist/ (a test's temporary folder): its exit status and what it printed. */
export function buildInto(distDir: string): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, env: buildEnv({ DIST_DIR: distDir }), encoding: 'utf8' });
  return { status: result.status, output: result.stderr + result.stdout };
}

/** Runs `npm run build` when dist/ is missing or stale; throws when the build fails. */
export function ensureBuild(log: (line: string) => void = console.log): void {
  if (!buildIsStale()) return;
  log('Building the code (dist/ is missing or older than its sources)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: buildEnv() });
  if (result.status !== 0) throw new Error('npm run build failed; see the messages above.');
}
