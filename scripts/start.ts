// npm start: builds the code when missing or stale, publishes site.json when nothing is published yet, then serves
// the production site (PORT, HOST, DATA_DIR, DATABASE_URL, TRUST_PROXY, RATE_LIMIT_MAX override the defaults).
import { createServer } from '../src/server/app.ts';
import { settingsFromEnv } from '../src/server/settings.ts';
import { describeStorage } from '../src/server/storage/create-storage.ts';
import { ensureRelease } from '../src/server/publish/ensure-release.ts';
import { ensureBuild } from './lib/ensure-build.ts';
import { clientDir, distDir, siteFile } from './lib/paths.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

let settings;
try {
  settings = settingsFromEnv();
  ensureBuild();
  const published = await ensureRelease(settings.dataDir, distDir, siteFile);
  if (published) console.log(published);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const app = await createServer({ clientDir, distDir, ...settings, logger: true });
await app.listen({ host, port });
console.log(`Serving the site at http://${host}:${port} from the live release in ${settings.dataDir}; npm run publish makes a new one, live within a second (contact requests stored with ${describeStorage(settings)})`);
console.log(`The editor: http://${host}:${port}/edit, once an account exists (npm run accounts -- add EMAIL --role editor); it answers 404 until then`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
