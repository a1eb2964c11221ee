import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the editor's bundle is built from, relative to the repo: its sources, their schemas, the packages and the build's own settings. */
export const bundleInputs = ['src', 'schema', 'package-lock.json', 'scripts/lib/editor/editor-bundle.config.ts', 'scripts/lib/editor/editor-entries.ts'];

// Tests, notes, and what the dev server writes from site.json, are not part of any bundle.
const ignored = (relative: string) => /\.test\.tsx?$|\.md$/.test(relative) || relative.startsWith('schema/generated/') || relative.startsWith('src/test/');

function filesUnder(projectRoot: string, relative: string): string[] {
  const full = path.join(projectRoot, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return ignored(relative) ? [] : [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(projectRoot, path.posix.join(relative, name)));
}

/** A hash of every file the bundle is built from (names and contents): the same sources, the same bundle. */
export function sourceHash(projectRoot: string, inputs = bundleInputs): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(projectRoot, input))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(projectRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const isComplete = (dir: string, marker: string) => existsSync(path.join(dir, marker));

const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// A lock whose owner has exited is left over from a build that was killed: the next one takes it.
function ownerAlive(lock: string): boolean {
  try {
    return pidAlive(Number(readFileSync(path.join(lock, 'pid'), 'utf8')));
  } catch {
    // no pid written yet: its owner has just made the lock
    return existsSync(lock) && Date.now() - statSync(lock).mtimeMs < 10_000;
  }
}

export interface BuildOnceOptions {
  cacheDir: string;
  key: string;
  /** a file the build writes last (relative to its folder): a folder without it is not a finished build */
  marker: string;
  build: (outDir: string) => Promise<void>;
  /** finished builds kept besides the newest, for pages still open on an older one */
  keep?: number;
}

/**
 * `cacheDir/key`, built by `build` unless it is there. Dev servers and test files share the folder: one
 * process builds while the others wait on its lock, and the build's folder is renamed into place only
 * when finished, so nobody reads half a build, and a failed or killed build leaves nothing behind.
 */
export async function buildOnce({ cacheDir, key, marker, build, keep = 2 }: BuildOnceOptions): Promise<{ dir: string; built: boolean }> {
  const dir = path.join(cacheDir, key);
  const lock = `${dir}.lock`;
  mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    if (isComplete(dir, marker)) {
      // its time is when it was last used: pruning removes the oldest
      const now = new Date();
      utimesSync(dir, now, now);
      return { dir, built: false };
    }
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (ownerAlive(lock)) await sleep(200);
    else rmSync(lock, { recursive: true, force: true });
  }
  const temp = `${dir}.tmp-${process.pid}`;
  try {
    if (isComplete(dir, marker)) return { dir, built: false };
    rmSync(temp, { recursive: true, force: true });
    await build(temp);
    if (!isComplete(temp, marker)) throw new Error(`the build wrote no ${marker}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(temp, dir);
    prune(cacheDir, key, keep);
    return { dir, built: true };
  } finally {
    rmSync(temp, { recursive: true, force: true });
    rmSync(lock, { recursive: true, force: true });
  }
}

function prune(cacheDir: string, current: string, keep: number) {
  // the folders of builds that were killed
  for (const name of readdirSync(cacheDir)) {
    const pid = /\.tmp-(\d+)$/.exec(name)?.[1];
    if (pid && !pidAlive(Number(pid))) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
  const others = readdirSync(cacheDir)
    .filter((name) => name !== current && /^[0-9a-f]+$/.test(name))
    .map((name) => ({ name, used: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of others.slice(keep)) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
}
