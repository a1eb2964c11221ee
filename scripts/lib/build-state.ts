import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readManifest } from '../../src/server/build-manifest.ts';
import { clientDir, distDir, root, siteFile } from './paths.ts';

const inputs = [siteFile, ...['schema', 'src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p))];
export const buildStamp = path.join(clientDir, 'index.html');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

function hasManifest(): boolean {
  try {
    readManifest(distDir);
    return true;
  } catch {
    return false;
  }
}

/** True when dist/ is missing, has no readable manifest (an older build's layout) or is older than any of the files the build reads. */
export function buildIsStale(): boolean {
  if (!existsSync(buildStamp) || !hasManifest()) return true;
  const built = statSync(buildStamp).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}
