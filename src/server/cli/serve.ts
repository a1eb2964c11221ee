// Serves a code build and the releases of DATA_DIR without building: the crash tests and the benchmarks run it as a child process.
import path from 'node:path';
import { createServer } from '../http/site-server.ts';
import { clientDirIn } from '../config/build-manifest.ts';
import { settingsFromEnv } from '../config/settings.ts';
import type { SenderTuning } from '../engine/mail/notifications.ts';

const distDir = process.env.DIST_DIR && path.resolve(process.env.DIST_DIR);
if (!distDir) throw new Error('DIST_DIR (a folder with build.json and client/) is required');
// Tests shorten the outbox's retry schedule, poll and lease: MAIL_TUNING='{"pollMs":50,"leaseMs":1000,"retry":{…}}'.
const mailTuning = process.env.MAIL_TUNING ? (JSON.parse(process.env.MAIL_TUNING) as SenderTuning) : undefined;
const app = await createServer({ clientDir: clientDirIn(distDir), distDir, ...settingsFromEnv(), mailTuning, logger: process.env.LOG === '1' });
const url = await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
// The parent reads this line to learn the port.
console.log(`listening ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
