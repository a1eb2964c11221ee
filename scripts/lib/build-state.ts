import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildInfoFile, readCodeBuild } from '../../src/server/config/build-manifest.ts';
import { distDir, root } from './paths.ts';

// What the code build reads: not site.json, which `npm run publish` renders without a build.
const inputs = ['schema', 'src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
export const buildStamp = buildInfoFile(distDir);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // what the dev server writes from site.json is not the build's
  if (target === path.join(root, 'schema', 'generated')) return 0;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function hasBuild(): boolean {
  try {
    readCodeBuild(distDir);
    return true;
  } catch {
    return false;
  }
}

/** True when dist/ has no code build or is older than any of the files the build reads. */
export function buildIsStale(): boolean {
  if (!hasBuild()) return true;
  const built = statSync(buildStamp).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}
