import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createServer } from '../../src/server/http/site-server.ts';
import { publish } from '../../src/server/engine/publish/publish.ts';
import { clientDir, distDir } from '../../scripts/lib/paths.ts';

export interface PublishedSite {
  url: string;
  /** stops the server and removes its DATA_DIR */
  close(): Promise<void>;
}

/** `text` (a site.json) published with the code build into a DATA_DIR of its own, and served by the production server. */
export async function servePublished(text: string, { prefix, file = 'site.json' }: { prefix: string; file?: string }): Promise<PublishedSite> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const dataDir = path.join(dir, 'data');
  const published = await publish({ dataDir, distDir, text, file, source: 'a test' });
  expect(published.ok, JSON.stringify(published)).toBe(true);
  const server = await createServer({ clientDir, dataDir });
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
