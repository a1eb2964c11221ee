// npm start once the code is built (scripts/start.mjs builds it first when it can): publishes site.json when nothing
// is published yet, then serves the production site (PORT, HOST, DATA_DIR, DATABASE_URL, TRUST_PROXY, RATE_LIMIT_MAX,
// SCRIPT_ORIGINS, SITE_HOSTS, EDITOR_HOST override the defaults). The build emits it as dist/node/start.js, which
// node runs with the production dependencies only.
import { createServer } from '../http/site-server.ts';
import { settingsFromEnv } from '../config/settings.ts';
import { editorSettingsFromEnv } from '../config/editor-settings.ts';
import { startNotes } from './start-notes.ts';
import { readReleaseManifest } from '../engine/releases/release-manifest.ts';
import { liveReleaseId, releaseDir } from '../engine/releases/release-store.ts';
import { ensureRelease } from '../engine/publish/ensure-release.ts';
import { clientDirIn } from '../config/build-manifest.ts';
import { distDir, siteFile } from '../../model/paths.ts';
import { openDatabase } from '../db/open/database.ts';

const clientDir = clientDirIn(distDir);
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

let settings;
let editor;
try {
  settings = settingsFromEnv();
  editor = editorSettingsFromEnv();
  const published = await ensureRelease(settings.dataDir, distDir, siteFile);
  if (published) console.log(published);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const app = await createServer({ clientDir, distDir, ...settings, editor, logger: true });
const url = `http://${host}:${port}`;
await app.listen({ host, port });
console.log(`Serving the site at ${url} from the live release in ${settings.dataDir}; npm run publish makes a new one, live within a second (contact requests stored with ${openDatabase(settings).description})`);
const live = liveReleaseId(settings.dataDir);
const notes = startNotes({ url, scriptOrigins: settings.scriptOrigins, editor, live: live ? readReleaseManifest(releaseDir(settings.dataDir, live)) : undefined });
for (const line of notes.info) console.log(line);
for (const line of notes.warnings) console.warn(`Warning: ${line}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
