import { readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createServer } from '../../src/server/app.ts';
import { ensureBuild } from '../../scripts/lib/ensure-build.ts';
import { routesFile } from '../../scripts/lib/build-state.ts';
import { clientDir } from '../../scripts/lib/paths.ts';
import { chromiumPath, hasChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserTests: boolean;
  }
}

/** Builds when stale and serves the production build on a free loopback port for the browser tests. */
export default async function setup(project: TestProject) {
  if (!hasChromium()) {
    const banner = `\n${'!'.repeat(78)}\n  BROWSER TESTS SKIPPED: no Chromium at ${chromiumPath}.\n  Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n${'!'.repeat(78)}\n`;
    if (process.env.REQUIRE_BROWSER_TESTS === '1') throw new Error(`REQUIRE_BROWSER_TESTS=1 but no Chromium at ${chromiumPath}`);
    console.warn(banner);
    project.provide('browserTests', false);
    project.provide('baseURL', '');
    return;
  }
  ensureBuild();
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as string[];
  const app = await createServer({ clientDir, routes });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('browserTests', true);
  project.provide('baseURL', address);
  return async () => {
    await app.close();
  };
}
