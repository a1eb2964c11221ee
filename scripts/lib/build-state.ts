import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { clientDir, distDir, root, siteFile } from './paths.ts';

const inputs = [siteFile, ...['schema', 'src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p))];
export const buildStamp = path.join(clientDir, 'index.html');
export const routesFile = path.join(distDir, 'routes.json');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** True when dist/ is missing or older than any of the files the build reads. */
export function buildIsStale(): boolean {
  if (!existsSync(buildStamp) || !existsSync(routesFile)) return true;
  const built = statSync(buildStamp).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}
