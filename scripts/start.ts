// npm start: builds the code when missing or stale, publishes site.json when nothing is published yet, then serves
// the production site (PORT, HOST, DATA_DIR, DATABASE_URL, TRUST_PROXY, RATE_LIMIT_MAX, SCRIPT_ORIGINS, SITE_HOSTS,
// EDITOR_HOST override the defaults).
import { createServer } from '../src/server/http/site-server.ts';
import { settingsFromEnv } from '../src/server/config/settings.ts';
import { editorSettingsFromEnv } from '../src/server/config/editor-settings.ts';
import { startNotes } from '../src/server/http/editor/start-notes.ts';
import { readReleaseManifest } from '../src/server/engine/releases/release-manifest.ts';
import { liveReleaseId, releaseDir } from '../src/server/engine/releases/release-store.ts';
import { describeStorage } from '../src/server/db/open-requests-store.ts';
import { ensureRelease } from '../src/server/engine/publish/ensure-release.ts';
import { ensureBuild } from './lib/ensure-build.ts';
import { clientDir, distDir, siteFile } from './lib/paths.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

let settings;
let editor;
try {
  settings = settingsFromEnv();
  editor = editorSettingsFromEnv();
  ensureBuild();
  const published = await ensureRelease(settings.dataDir, distDir, siteFile);
  if (published) console.log(published);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const app = await createServer({ clientDir, distDir, ...settings, editor, logger: true });
const url = `http://${host}:${port}`;
await app.listen({ host, port });
console.log(`Serving the site at ${url} from the live release in ${settings.dataDir}; npm run publish makes a new one, live within a second (contact requests stored with ${describeStorage(settings)})`);
const live = liveReleaseId(settings.dataDir);
const notes = startNotes({ url, scriptOrigins: settings.scriptOrigins, editor, live: live ? readReleaseManifest(releaseDir(settings.dataDir, live)) : undefined });
for (const line of notes.info) console.log(line);
for (const line of notes.warnings) console.warn(`Warning: ${line}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
