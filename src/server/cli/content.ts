import path from 'node:path';
import { publicDirOf, siteFile as defaultSiteFile } from '../../model/paths.ts';
import { currentHash, loadSite, saveSite } from '../../model/save-site.ts';
import { dataDirFromEnv, parseDatabaseUrl } from '../config/settings.ts';
import { editorChanges, mergeEditorChanges } from '../engine/versions/editor-changes.ts';
import { when } from '../engine/versions/command-versions.ts';
import type { ContentStore } from '../db/editor-store.ts';
import { pullMedia } from '../engine/media/pull-media.ts';
import { openDatabase } from '../db/open/database.ts';
import type { DatabaseSettings } from '../db/adapter.ts';

const usage = `npm run content -- pull [--force]   write what was published in the editor into site.json, with the smallest edits
  --force   take the live version whole, also where site.json changed the same places
Settings: DATA_DIR (./data) or DATABASE_URL, as the server; SITE_JSON (./site.json).`;

interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * `npm run content -- pull`: the editor's changes since the content last came from a file, brought into site.json
 * as the editor saves (minimal text edits: a changed heading is a one-line git diff). Changes the file made to the
 * same places are not overwritten without --force. Returns the exit code.
 */
export async function runContent(args: string[], { out, err }: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...options] = args;
  if (command !== 'pull' || options.some((option) => option !== '--force')) {
    (command === undefined || command === '--help' ? out : err)(usage);
    return command === undefined || command === '--help' ? 0 : 2;
  }
  const force = options.includes('--force');
  const file = env.SITE_JSON ? path.resolve(env.SITE_JSON) : defaultSiteFile;
  const label = path.relative(process.cwd(), file) || file;
  const settings = { dataDir: dataDirFromEnv(env), databaseUrl: parseDatabaseUrl(env.DATABASE_URL) };
  const store = await openDatabase(settings).editor();
  try {
    // the images first: site.json is checked against the public folder beside it (else the repository's), where they land
    const live = await store.liveVersion();
    const publicDirectory = publicDirOf(file);
    const images = live ? await pullImages((await store.getVersion(live.id))!.text, settings, path.join(publicDirectory, 'media'), { out, err }) : 0;
    const code = await pullText(store, { file, label, force, publicDirectory }, { out, err });
    return Math.max(code, images);
  } finally {
    await store.close();
  }
}

/** The uploads the live version shows, into public/media beside site.json (a publish from the checkout needs them). */
async function pullImages(text: string, settings: DatabaseSettings, dir: string, { out, err }: Output): Promise<number> {
  const media = await openDatabase(settings).media();
  try {
    const { written, missing } = await pullMedia(text, media, dir);
    const where = path.relative(process.cwd(), dir) || dir;
    if (written.length) out(`${written.length} uploaded image${written.length === 1 ? '' : 's'} written into ${where}: ${written.map((src) => path.basename(src)).join(', ')}. Commit ${written.length === 1 ? 'it' : 'them'} with site.json.`);
    if (missing.length) err(`The live version shows ${missing.length} image${missing.length === 1 ? '' : 's'} the media library no longer has: ${missing.join(', ')}. Upload ${missing.length === 1 ? 'it' : 'them'} again, or choose others, and publish.`);
    return missing.length ? 1 : 0;
  } finally {
    await media.close();
  }
}

async function pullText(store: ContentStore, { file, label, force, publicDirectory }: { file: string; label: string; force: boolean; publicDirectory: string }, { out, err }: Output): Promise<number> {
  {
    const since = await editorChanges(store);
    if (!since) {
      const live = await store.liveVersion();
      out(live ? `Nothing to pull: the live version ${live.id} was published from a file (${live.author}), not from the editor.` : 'Nothing to pull: nothing is published yet.');
      return 0;
    }
    const loaded = loadSite(file);
    if (!loaded.ok) {
      err(`${loaded.message}\nNothing was written.`);
      return 1;
    }
    const merged = force ? { result: JSON.parse(since.live.text) as unknown, missing: since.changes, collisions: [] } : mergeEditorChanges(since, loaded.site);
    if (merged.collisions.length > 0) {
      err(
        [
          `${label} changed ${merged.collisions.length === 1 ? 'a place' : 'places'} the editor changed too, so nothing was written:`,
          ...merged.collisions.slice(0, 10).map((change) => `  ${change.pointer}`),
          `Edit those by hand, or run npm run content -- pull --force to take the live version ${since.live.id} whole (your other changes to ${label} would go).`,
        ].join('\n'),
      );
      return 1;
    }
    const { live } = since;
    const source = `version ${live.id} (${live.source === 'restore' ? 'restored' : 'published'} by ${live.author} at ${when(live.createdAt)})`;
    if (merged.missing.length === 0) {
      out(`${label} already holds ${source}.`);
      return 0;
    }
    const saved = saveSite({ file, baseHash: currentHash(file), site: merged.result, publicDirectory });
    if (saved.status !== 200) {
      err(`${'problems' in saved ? saved.problems.map((problem) => problem.text).join('\n') : saved.message}\nNothing was written.`);
      return 1;
    }
    out(`${label} now holds ${source}: ${merged.missing.length} change${merged.missing.length === 1 ? '' : 's'} from the editor. Review with git diff, then commit.`);
    return 0;
  }
}
