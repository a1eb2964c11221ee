// the dev server helper lives in scripts/lib, where the benchmarks and the screenshot script use it too
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startDevServer, type DevServer } from '../../scripts/lib/dev-server.ts';
import { root } from '../../scripts/lib/paths.ts';

export { startDevServer, type DevServer };

/**
 * For a test file: the dev server on a temporary copy of the repo's site.json (with `env` added to its environment), started before its tests
 * and stopped (the copy removed) after them. Uploads land in a temporary media folder beside the copy (MEDIA_DIR), never in public/media.
 * Returns the server's address, where the copy and the media folder are, and what vite printed.
 */
export function devServerOnCopy(
  prefix = 'site-dev-',
  env: Record<string, string> = {},
): { url: () => string; siteFile: () => string; mediaDir: () => string; output: () => string } {
  let dir: string | undefined;
  let server: DevServer | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    copyFileSync(path.join(root, 'site.json'), path.join(dir, 'site.json'));
    server = await startDevServer(path.join(dir, 'site.json'), { cacheDir: path.join(dir, 'vite-cache'), env: { MEDIA_DIR: path.join(dir, 'media'), ...env } });
  }, 90_000);
  afterAll(() => {
    server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const started = () => {
    if (!server || !dir) throw new Error('devServerOnCopy(): the server starts in beforeAll; use it inside a test');
    return { server, dir };
  };
  return {
    url: () => started().server.url,
    siteFile: () => path.join(started().dir, 'site.json'),
    mediaDir: () => path.join(started().dir, 'media'),
    output: () => started().server.output(),
  };
}
