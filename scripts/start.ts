// npm start: builds when needed, then serves the production site (PORT, HOST, DATA_DIR, TRUST_PROXY, RATE_LIMIT_MAX override the defaults).
import { readFileSync } from 'node:fs';
import { createServer } from '../src/server/app.ts';
import { settingsFromEnv } from '../src/server/settings.ts';
import { ensureBuild } from './lib/ensure-build.ts';
import { routesFile } from './lib/build-state.ts';
import { clientDir, siteFile } from './lib/paths.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

let settings;
try {
  settings = settingsFromEnv();
  ensureBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as string[];
const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { settings: { liveChat?: { scriptUrl: string } } };
const app = await createServer({ clientDir, routes, ...settings, liveChatUrl: site.settings.liveChat?.scriptUrl, logger: true });
await app.listen({ host, port });
console.log(`Serving the site at http://${host}:${port} (contact requests stored in ${settings.dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
