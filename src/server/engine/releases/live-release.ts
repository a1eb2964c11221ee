import { watch, type FSWatcher } from 'node:fs';
import { readReleaseManifest, type ReleaseManifest } from './release-manifest.ts';
import { liveReleaseId, releaseDir } from './release-store.ts';
import { readRedirects, type Redirects } from './redirect-table.ts';

export interface LiveRelease {
  id: string;
  dir: string;
  manifest: ReleaseManifest;
  /** its redirects by path, read with it: a publish that makes another release live brings its own */
  redirects: Redirects;
}

export interface ReleaseWatcher {
  /** the release to answer a request from: read once per request, so one request never mixes two */
  current(): LiveRelease | undefined;
  /** looks at `current` now (a watch event or the poll does it anyway) */
  check(): void;
  close(): void;
}

export interface WatchOptions {
  /** how often `current` is read besides watch events, which some file systems do not send */
  pollMs?: number;
  log?: (message: string) => void;
}

/**
 * Follows DATA_DIR/current: a publish or a rollback renames a new link over it, and the next request is
 * answered from the release it points at, without a restart. A link to a release that cannot be read is
 * reported and the previous release stays.
 */
export function watchReleases(dataDir: string, { pollMs = 500, log = () => {} }: WatchOptions = {}): ReleaseWatcher {
  let live: LiveRelease | undefined;
  let failedId: string | undefined;
  let lastProblem: string | undefined;
  // said once, not on every poll
  const report = (problem: string) => {
    if (problem !== lastProblem) log(problem);
    lastProblem = problem;
  };

  function check(): void {
    let id: string | undefined;
    try {
      id = liveReleaseId(dataDir);
    } catch (error) {
      return report((error as Error).message);
    }
    if (id === undefined || id === live?.id || id === failedId) return;
    try {
      const dir = releaseDir(dataDir, id);
      const manifest = readReleaseManifest(dir);
      live = { id, dir, manifest, redirects: readRedirects(dir, manifest.routes) };
      failedId = undefined;
      report(`serving release ${id}`);
    } catch (error) {
      failedId = id;
      report(`release ${id} cannot be served, ${live ? `still serving ${live.id}` : 'nothing to serve'}: ${(error as Error).message}`);
    }
  }

  check();
  let watcher: FSWatcher | undefined;
  try {
    // the folder, not the link: rename() replaces the link, and a watch on it would follow the old one
    watcher = watch(dataDir, { persistent: false }, (_event, name) => {
      if (name === null || name === 'current') check();
    });
    watcher.on('error', () => watcher?.close());
  } catch {
    // no watch here (the folder is missing, or the system has none): the poll finds every switch
  }
  const poll = setInterval(check, pollMs);
  poll.unref();

  return {
    current: () => live,
    check,
    close() {
      clearInterval(poll);
      watcher?.close();
    },
  };
}
