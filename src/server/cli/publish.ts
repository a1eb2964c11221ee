import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../../model/edit-version.ts';
import { isUtf8 } from 'node:buffer';
import { decodedText } from '../../model/text-bytes.ts';
import { dataDirFromEnv, parseDatabaseUrl } from '../config/settings.ts';
import type { ContentStore, EditorStore, VersionSummary } from '../db/editor-store.ts';
import { commandAuthor, discardsEditorWork, recordCommandVersion } from '../engine/versions/command-versions.ts';
import { distDir, publicDirOf, siteFile } from '../../model/paths.ts';
import { mediaDirOf } from '../../model/media-paths.ts';
import { bringCheckoutMedia } from '../engine/media/checkout-media.ts';
import { listReleases, liveReleaseId, releaseContent, releaseDir } from '../engine/releases/release-store.ts';
import { readReleaseManifest, type ReleaseSummary } from '../engine/releases/release-manifest.ts';
import { describeFailure, publish, type PublishResult } from '../engine/publish/publish.ts';
import { rollback } from '../engine/publish/rollback.ts';
import { helperThreads } from '../engine/publish/render-pool.ts';
import { publishWarnings } from '../../model/write-rules.ts';
import { openDatabase } from '../db/open/database.ts';
import { redirectLines, writeRedirectsBack } from './publish-redirects.ts';

const usage = `npm run publish [-- FILE]            validate site.json (or FILE), render what changed, make it live
npm run publish -- --list             the releases, newest first; the live one is marked
npm run publish -- --rollback [ID]   make release ID live again; without ID, the release the live one replaced
npm run publish -- --force            publish even what would overwrite changes made in the editor since
Settings: DATA_DIR (./data), DATABASE_URL, DIST_DIR (./dist), KEEP_RELEASES (20), RENDER_THREADS (cores - 1, at most 3).`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function describe(result: Extract<PublishResult, { ok: true }>, ms: number): string {
  const { release, rendered, joined, carried, pruned } = result;
  if (result.unchanged) return `Nothing to publish: the live release ${release.id} has this content and code build (${ms} ms).`;
  const changed = release.changed.length ? ` (${release.changed.slice(0, 5).join(', ')}${release.changed.length > 5 ? ', …' : ''})` : '';
  const removed = release.removed.length ? `, ${plural(release.removed.length, 'page')} removed` : '';
  const old = pruned.length ? `; ${plural(pruned.length, 'old release')} pruned` : '';
  const kept = joined ? `, ${joined} of them around their main content as it was (a new header or footer)` : '';
  return `Published release ${release.id} from ${release.source} in ${ms} ms: ${plural(rendered, 'page')} rendered${changed}${kept}, ${carried} carried over${removed}${old}.`;
}

export function listLine(release: ReleaseSummary, live: string | undefined): string {
  const time = release.created.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const changed = release.changed.length + release.removed.length;
  return `${release.id}  ${time}  ${release.source}  ${plural(changed, 'page')} changed${release.id === live ? '  (live)' : ''}`;
}

/** The release the live one was made from (what a publish replaced), if it is still kept. */
function previousOfLive(dataDir: string): string | undefined {
  const live = liveReleaseId(dataDir);
  if (!live) return undefined;
  const previous = readReleaseManifest(releaseDir(dataDir, live)).previous;
  return previous && listReleases(dataDir).some((release) => release.id === previous) ? previous : undefined;
}

/** `npm run publish`: returns the exit code. PUBLISH_STATS=1 (the benchmark) adds a line with the peak memory. */
export async function main(args: string[]): Promise<number> {
  if (process.env.PUBLISH_STATS === '1') process.on('exit', () => console.log(`publish-stats ${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS })}`));
  const started = performance.now();
  const dataDir = dataDirFromEnv();
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  if (args.includes('--list')) {
    const live = liveReleaseId(dataDir);
    const releases = listReleases(dataDir);
    if (releases.length === 0) console.log(`No releases in ${dataDir} yet: npm run publish makes the first.`);
    for (const release of releases) console.log(listLine(release, live));
    return 0;
  }
  const at = args.indexOf('--rollback');
  if (at !== -1) {
    const named = args[at + 1];
    const id = named && !named.startsWith('-') ? named : previousOfLive(dataDir);
    if (!id) {
      console.error(`There is no earlier release to go back to in ${dataDir}; nothing was changed. npm run publish -- --list shows the releases.`);
      return 1;
    }
    const done = await rollback(dataDir, distDir, id);
    if (done.rerendered && !done.result.ok) {
      for (const problem of done.result.problems) console.error(problem);
      console.error(`\nRelease ${id} cannot be rendered by this code build; nothing was changed.`);
      return 1;
    }
    const note = await withStore((store) => recordRollback(store, dataDir, id));
    const ms = Math.round(performance.now() - started);
    console.log(`${done.rerendered && done.result.ok ? describe(done.result, ms) : `Release ${id} is live again (${ms} ms, nothing rendered).`}${note}`);
    return 0;
  }
  const named = args.find((arg) => !arg.startsWith('-'));
  const file = named ? path.resolve(named) : siteFile;
  const force = args.includes('--force');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
  if (unknown.length) {
    console.error(`Unknown option ${unknown.join(' ')}.\n${usage}`);
    return 1;
  }
  // its bytes when they are UTF-8: publish() then decodes them only if it must parse the whole text
  const read = readFileSync(file);
  const text = isUtf8(read) ? read : decodedText(read);
  const name = path.relative(process.cwd(), file) || file;
  return withStore(async (store) => {
    const source = `${name} (sha256 ${hashOf(text).slice(0, 8)})`;
    const author = commandAuthor('npm run publish');
    let recorded: VersionSummary | null = null;
    let refused: string | undefined;
    // under the publish lock, before the switch: checked against the live version, and recorded as the next one
    // (`published`: the text with the redirects of its path changes)
    const beforeSwitch = async (release: ReleaseSummary, published: Buffer) => {
      const live = await store.liveVersion();
      refused = force ? undefined : await discardsEditorWork(store, published, name);
      if (refused) return { refuse: refused };
      const result = await recordCommandVersion(store, live, { text: published, pages: [...release.changed, ...release.removed], author });
      if (!result.ok) {
        refused = `Version ${result.live?.id} was published at the same moment, so ${name} was not made live. Run the command again.`;
        return { refuse: refused };
      }
      recorded = result.version;
      return { version: result.version?.id ?? live?.id ?? null };
    };
    // what `content pull` brought into public/media is found without a build (the build copies public/)
    const brought = bringCheckoutMedia(text, path.join(publicDirOf(file), 'media'), mediaDirOf(dataDir));
    if (brought.length > 0) console.log(`${plural(brought.length, 'uploaded image')} from public/media copied into ${mediaDirOf(dataDir)}, where the site finds uploads.`);
    const result = await publish({ dataDir, distDir, text, file: name, source, beforeSwitch, helpers: helperThreads(), pathRedirects: { by: author, at: new Date().toISOString() } });
    if (!result.ok) {
      for (const problem of result.problems) console.error(problem);
      console.error(`\n${refused ? 'Nothing was published' : `${plural(result.problems.length, 'problem')} in ${name}; nothing was published`}, the live release is unchanged.`);
      return 1;
    }
    const version = recorded ? ` It is version ${(recorded as VersionSummary).id} in the editor's history.` : '';
    console.log(`${describe(result, Math.round(performance.now() - started))}${version}`);
    for (const line of redirectLines(result.redirects, (result.site.settings.locales?.length ?? 1) > 1)) console.log(line);
    if (result.bytes) console.log(writeRedirectsBack(file, read, result.bytes, name));
    for (const warning of publishWarnings(result.site, path.join(distDir, 'schema'), process.env.SCRIPT_ORIGINS)) console.warn(warning);
    return 0;
  });
}

/** Runs `work` with the editor's store of DATA_DIR / DATABASE_URL, closed after it. */
async function withStore<T>(work: (store: EditorStore) => Promise<T>): Promise<T> {
  const dataDir = dataDirFromEnv();
  let store: EditorStore;
  try {
    store = await openDatabase({ dataDir, databaseUrl: parseDatabaseUrl(process.env.DATABASE_URL) }).editor();
  } catch (error) {
    // SQLite says only "unable to open database file": the system says why (EACCES, EROFS)
    try {
      accessSync(dataDir, constants.W_OK);
    } catch (cause) {
      throw describeFailure(cause, dataDir);
    }
    throw error;
  }
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** A rollback is a new version of the content it made live again, so every instance and History follow it. */
async function recordRollback(store: ContentStore, dataDir: string, id: string): Promise<string> {
  const text = releaseContent(dataDir, id);
  const manifest = readReleaseManifest(releaseDir(dataDir, id));
  const live = await store.liveVersion();
  const recorded = await recordCommandVersion(store, live, {
    text,
    pages: [],
    author: commandAuthor('npm run publish -- --rollback'),
    source: 'restore',
    restoredFrom: manifest.version ?? null,
  });
  return recorded.ok && recorded.version ? ` It is version ${recorded.version.id} in the editor's history.` : '';
}
