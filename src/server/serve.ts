// Starts the server on a given client folder without building: the crash test and the benchmark run it as a child process.
import { readFileSync } from 'node:fs';
import { createServer } from './app.ts';
import { settingsFromEnv } from './settings.ts';

const clientDir = process.env.CLIENT_DIR;
if (!clientDir) throw new Error('CLIENT_DIR is required');
const routes = process.env.ROUTES_FILE ? (JSON.parse(readFileSync(process.env.ROUTES_FILE, 'utf8')) as string[]) : [];
const app = await createServer({ clientDir, routes, ...settingsFromEnv(), logger: process.env.LOG === '1' });
const url = await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
// The parent reads this line to learn the port.
console.log(`listening ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
