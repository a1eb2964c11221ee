import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { contentName, ReleaseError, summaryName, type ReleaseSummary } from './release-manifest.ts';
import { syncFolder } from '../../lib/atomic-write.ts';

/**
 * Releases on disk, under DATA_DIR:
 *   releases/<id>/   one folder per release, never changed once renamed into place
 *   current          a symbolic link to releases/<id>: the live release, replaced by one rename
 */
export const releasesDir = (dataDir: string) => path.join(dataDir, 'releases');
export const currentLink = (dataDir: string) => path.join(dataDir, 'current');
export const releaseDir = (dataDir: string, id: string) => path.join(releasesDir(dataDir), id);

// UTC time to the millisecond, then a random suffix: ids sort by age and two instances never pick the same one
const idPattern = /^\d{8}-\d{9}-[0-9a-f]{4}$/;
export const isReleaseId = (id: string) => idPattern.test(id);

export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:TZ.]/g, '');
  return `${stamp.slice(0, 8)}-${stamp.slice(8)}-${randomBytes(2).toString('hex')}`;
}

/** The live release's id, or undefined when nothing was published yet. */
export function liveReleaseId(dataDir: string): string | undefined {
  let target: string;
  try {
    target = readlinkSync(currentLink(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const id = path.basename(target);
  if (!isReleaseId(id)) throw new ReleaseError(`${currentLink(dataDir)} points at "${target}", which is not a release`);
  return id;
}

/**
 * Makes release `id` live: a new link beside `current`, renamed over it. rename() replaces the link in one
 * step, so a reader finds the old release or the new one, never neither.
 */
export function switchRelease(dataDir: string, id: string): void {
  if (!isReleaseId(id) || !existsSync(releaseDir(dataDir, id))) throw new ReleaseError(`there is no release ${id}`);
  const temp = path.join(dataDir, `.current-${process.pid}-${randomBytes(4).toString('hex')}`);
  symlinkSync(path.join('releases', id), temp);
  try {
    renameSync(temp, currentLink(dataDir));
  } finally {
    rmSync(temp, { force: true });
  }
  syncFolder(dataDir);
}

/** The summary of release `id`, or undefined for a folder that is not a finished release. */
export function readSummary(dataDir: string, id: string): ReleaseSummary | undefined {
  try {
    return JSON.parse(readFileSync(path.join(releaseDir(dataDir, id), summaryName), 'utf8')) as ReleaseSummary;
  } catch {
    return undefined;
  }
}

/** The site.json text release `id` was rendered from. */
export function releaseContent(dataDir: string, id: string): string {
  return readFileSync(path.join(releaseDir(dataDir, id), contentName), 'utf8');
}

/** Every finished release, newest first. */
export function listReleases(dataDir: string): ReleaseSummary[] {
  if (!existsSync(releasesDir(dataDir))) return [];
  return readdirSync(releasesDir(dataDir))
    .filter(isReleaseId)
    .flatMap((id) => readSummary(dataDir, id) ?? [])
    .sort((a, b) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id));
}

/** The folders of publishes that were killed before they finished (`.tmp-<id>`): only called under the publish lock. */
export function removeUnfinished(dataDir: string): void {
  if (!existsSync(releasesDir(dataDir))) return;
  for (const name of readdirSync(releasesDir(dataDir))) {
    if (name.startsWith('.tmp-')) removeTree(path.join(releasesDir(dataDir), name));
  }
}

/**
 * Removes a folder and all in it. `rm -rf` where there is one: a release of 1,000 pages a language is 6,000 files,
 * which Node's rmSync (an lstat and an unlink each, in JavaScript) removed in 125–135 ms of every publish past
 * KEEP_RELEASES, rm in 55–60 ms.
 */
function removeTree(dir: string): void {
  try {
    execFileSync('rm', ['-rf', '--', dir], { stdio: 'ignore' });
  } catch {
    // no rm(1) here, or it failed: Node removes what is left, and says why it cannot
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Removes all but the newest `keep` releases, never the live one. Returns the ids removed. */
export function pruneReleases(dataDir: string, keep: number): string[] {
  const live = liveReleaseId(dataDir);
  const old = listReleases(dataDir)
    .slice(keep)
    .filter((release) => release.id !== live);
  for (const { id } of old) {
    // renamed away first, so a listing never sees half a removed release
    const doomed = path.join(releasesDir(dataDir), `.tmp-removed-${id}`);
    renameSync(releaseDir(dataDir, id), doomed);
    removeTree(doomed);
  }
  return old.map((release) => release.id);
}

/** KEEP_RELEASES: how many releases are kept; at least 2 (the live one and the one a server may still be finishing a request from). */
export function keepFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.KEEP_RELEASES?.trim();
  if (!text) return 20;
  const keep = Number(text);
  if (!Number.isInteger(keep) || keep < 2) throw new Error(`KEEP_RELEASES must be a whole number ≥ 2, not "${text}"`);
  return keep;
}
