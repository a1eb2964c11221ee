import { readReleaseManifest } from '../releases/release-manifest.ts';
import { liveReleaseId, releaseContent, releaseDir } from '../releases/release-store.ts';
import type { ContentStore } from '../../db/editor-store.ts';
import type { Publisher } from '../publish/publisher.ts';
import { hashOf } from '../../../model/edit-version.ts';

export interface LiveFollower {
  /** resolves once this instance serves the version live in the database when it was called */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface FollowOptions {
  store: ContentStore;
  publisher: Publisher;
  dataDir: string;
  /** how often the database is asked besides its notifications (PostgreSQL) or instead of them (SQLite) */
  pollMs: number;
  log: (message: string) => void;
  /** run at every look, before a version is rendered: the uploaded images it shows are copied here first (PostgreSQL) */
  prepare?: () => Promise<void>;
  /** run once a version is live in `dataDir`: the server serves it now rather than at its watcher's next look */
  applied?: () => void;
}

/** The version the live release of `dataDir` renders, as its manifest says. */
function localVersion(dataDir: string): number | null {
  try {
    const id = liveReleaseId(dataDir);
    return id ? (readReleaseManifest(releaseDir(dataDir, id)).version ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * The first version of a database that has none: the content this instance serves, so that history starts
 * from what is live. Two instances starting at once both try; the database takes one.
 */
async function recordFirstVersion(store: ContentStore, dataDir: string, log: (message: string) => void): Promise<void> {
  const id = liveReleaseId(dataDir);
  if (!id) return;
  let text: string;
  let site: { pages: { path: string }[] };
  try {
    text = releaseContent(dataDir, id);
    site = JSON.parse(text) as typeof site;
  } catch (error) {
    // the site is still served; the editor's history starts with the next publish
    return log(`The live release's content cannot be read, so the editor's history does not start from it: ${(error as Error).message}`);
  }
  await store.addLiveVersion(
    { text, hash: hashOf(text), author: 'npm start', source: 'publish', pages: site.pages.map((page) => page.path), restoredFrom: null, at: new Date() },
    { expectedLive: null },
  );
}

/**
 * Keeps this instance's live release equal to the version live in the database: at start (an instance that was
 * down catches up), on each notification of a publish and on a poll. One publish at a time; a version this code
 * build cannot render is reported once and not tried again until another is published.
 */
export async function followLive({ store, publisher, dataDir, pollMs, log, prepare, applied: served }: FollowOptions): Promise<LiveFollower> {
  let applied = localVersion(dataDir);
  let refused: number | null = null;
  let chain: Promise<void> = Promise.resolve();

  const once = async () => {
    await prepare?.();
    const id = await store.liveVersionId();
    if (id === null || id === applied || id === refused) return;
    const version = await store.getVersion(id);
    if (!version) return;
    const result = await publisher.publish({ text: version.text, source: `version ${id}, ${version.source} by ${version.author}`, version: id });
    if (!result.ok) {
      refused = id;
      log(`Version ${id} cannot be rendered by this code build; the live release stays:\n${result.problems.join('\n')}`);
      return;
    }
    applied = id;
    served?.();
  };
  const sync = () => {
    chain = chain.then(once).catch((error: Error) => log(`Could not bring the live release to the database's version: ${error.message}`));
    return chain;
  };

  if ((await store.liveVersionId()) === null) await recordFirstVersion(store, dataDir, log);
  await sync();
  const stopListening = await store.onPublished(() => void sync());
  const timer = setInterval(() => void sync(), pollMs);
  timer.unref();
  return {
    sync,
    async close() {
      clearInterval(timer);
      await stopListening();
      await chain;
    },
  };
}
