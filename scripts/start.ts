// npm start: builds when needed, then serves the production site (PORT, HOST, DATA_DIR override the defaults).
import { readFileSync } from 'node:fs';
import { createServer } from '../src/server/app.ts';
import { ensureBuild } from './lib/ensure-build.ts';
import { routesFile } from './lib/build-state.ts';
import { clientDir } from './lib/paths.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

try {
  ensureBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as string[];
const app = await createServer({ clientDir, routes, logger: true });
await app.listen({ host, port });
console.log(`Serving the site at http://${host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
