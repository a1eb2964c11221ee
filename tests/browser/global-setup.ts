import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServer } from '../../src/server/http/site-server.ts';
import { publish } from '../../src/server/engine/publish/publish.ts';
import { clientDir, distDir, siteFile } from '../../scripts/lib/paths.ts';
import { chromiumPath, hasChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserTests: boolean;
    /** where the test server keeps its releases and contact requests (a temporary folder) */
    dataDir: string;
  }
}

/** Publishes site.json with the code build (tests/code-build.ts) into a temporary DATA_DIR and serves it on a free loopback port. */
export default async function setup(project: TestProject) {
  if (!hasChromium()) {
    const banner = `\n${'!'.repeat(78)}\n  BROWSER TESTS SKIPPED: no Chromium at ${chromiumPath}.\n  Install it (apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH.\n${'!'.repeat(78)}\n`;
    if (process.env.REQUIRE_BROWSER_TESTS === '1') throw new Error(`REQUIRE_BROWSER_TESTS=1 but no Chromium at ${chromiumPath}`);
    console.warn(banner);
    project.provide('browserTests', false);
    project.provide('baseURL', '');
    project.provide('dataDir', '');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-data-'));
  const published = await publish({ dataDir, distDir, text: readFileSync(siteFile, 'utf8'), file: 'site.json', source: 'site.json' });
  if (!published.ok) throw new Error(`site.json cannot be published:\n${published.problems.join('\n')}`);
  const app = await createServer({ clientDir, dataDir });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('browserTests', true);
  project.provide('baseURL', address);
  project.provide('dataDir', dataDir);
  return async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
