import { ReleaseError, type ReleaseSummary } from '../releases/release-manifest.ts';
import { isReleaseId, liveReleaseId, readSummary, releaseContent, switchRelease } from '../releases/release-store.ts';
import { readCodeBuild } from '../../config/build-manifest.ts';
import { acquirePublishLock } from '../../db/publish-lock.ts';
import { publish, type PublishResult } from './publish.ts';

export type RollbackResult = { rerendered: false; release: ReleaseSummary } | { rerendered: true; result: PublishResult };

/**
 * Makes an earlier release live again. A release of this code build is switched to as it is (no rendering); one
 * rendered by another build (whose scripts a new build replaced) has its content rendered again with this one.
 */
export async function rollback(dataDir: string, distDir: string, id: string, lockWaitMs?: number): Promise<RollbackResult> {
  const release = isReleaseId(id) ? readSummary(dataDir, id) : undefined;
  if (!release) throw new ReleaseError(`There is no release "${id}" in ${dataDir}; nothing was changed. npm run publish -- --list shows the releases.`);
  const build = readCodeBuild(distDir);
  if (release.build !== build.id) {
    const text = releaseContent(dataDir, id);
    const result = await publish({ dataDir, distDir, text, file: `release ${id}`, source: `rollback to ${id}, rendered again for this code build`, lockWaitMs });
    return { rerendered: true, result };
  }
  const lock = acquirePublishLock(dataDir, lockWaitMs);
  try {
    if (liveReleaseId(dataDir) !== id) switchRelease(dataDir, id);
  } finally {
    lock.release();
  }
  return { rerendered: false, release };
}
