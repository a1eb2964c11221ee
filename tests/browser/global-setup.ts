import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServer } from '../../src/server/app.ts';
import { readManifest } from '../../src/server/build-manifest.ts';
import { ensureBuild } from '../../scripts/lib/ensure-build.ts';
import { clientDir, distDir } from '../../scripts/lib/paths.ts';
import { chromiumPath, hasChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserTests: boolean;
    /** where the test server stores contact requests (a temporary folder) */
    dataDir: string;
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
    project.provide('dataDir', '');
    return;
  }
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-data-'));
  const app = await createServer({ clientDir, manifest: readManifest(distDir), dataDir });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('browserTests', true);
  project.provide('baseURL', address);
  project.provide('dataDir', dataDir);
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
