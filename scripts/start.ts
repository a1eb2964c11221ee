// npm start: builds when needed, then serves the production site (PORT, HOST, DATA_DIR, DATABASE_URL, TRUST_PROXY, RATE_LIMIT_MAX override the defaults).
import { createServer } from '../src/server/app.ts';
import { readManifest, type BuildManifest } from '../src/server/build-manifest.ts';
import { settingsFromEnv } from '../src/server/settings.ts';
import { describeStorage } from '../src/server/storage/create-storage.ts';
import { ensureBuild } from './lib/ensure-build.ts';
import { clientDir, distDir } from './lib/paths.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

let settings;
let manifest: BuildManifest;
try {
  settings = settingsFromEnv();
  ensureBuild();
  // Routes, the contact form's pages and the live-chat origin: what the build took from site.json.
  manifest = readManifest(distDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const app = await createServer({ clientDir, manifest, ...settings, logger: true });
await app.listen({ host, port });
console.log(`Serving the site at http://${host}:${port} (contact requests stored with ${describeStorage(settings)})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
