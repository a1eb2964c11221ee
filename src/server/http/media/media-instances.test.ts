// @vitest-environment node
// Two instances on one PostgreSQL, each with its own DATA_DIR: a photo uploaded on one is saved into the draft and
// published through the other, both serve it and its variants, and `content pull` brings it into a checkout.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMediaSrc, variantSrc } from '../../../shared/media.ts';
import { publicDir, root, siteFile } from '../../../model/paths.ts';
import { mediaDirOf } from '../../../model/media-paths.ts';
import { editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres.ts';
import { tempDataDir } from '../../test/test-support.ts';
import { runContent } from '../../cli/content.ts';
import type { MediaItem } from '../../db/media-store.ts';
import { exifStrings, phonePhoto } from '../../test/test-images.ts';

describe.skipIf(!postgresForTests())('uploads on several instances', () => {
  let postgres: TestPostgres;
  let databaseUrl: string;
  let first: EditorServer;
  let second: EditorServer;
  let item: MediaItem;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    databaseUrl = await postgres.createDatabase();
    first = await startEditorServer({ databaseUrl });
    second = await startEditorServer({ databaseUrl, dataDir: tempDataDir(), publishSite: false });
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await postgres?.destroy();
  }, 120_000);

  it('stores an upload of one instance where the other validates, publishes and serves it', async () => {
    const [a, b] = [await first.signIn('ann@example.com', editorPassword), await second.signIn('ann@example.com', editorPassword)];
    const uploaded = await first.api('POST', `/edit/api/media?name=IMG_0001.jpg&alt=${encodeURIComponent('The studio')}`, {
      cookie: a,
      body: await phonePhoto({ width: 1024, height: 768, orientation: 1 }),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    item = uploaded.json<{ item: MediaItem }>().item;

    const { hash } = (await second.api('GET', '/edit/api/site', { cookie: b })).json<{ hash: string }>();
    // the photo replaces the hero's picture; its description, and that description's Hindi, stay
    const hero = (JSON.parse(readFileSync(siteFile, 'utf8')) as { pages: { sections: { image: Record<string, unknown> }[] }[] }).pages[0]!.sections[0]!.image;
    const image = { ...hero, src: item.src, width: item.width, height: item.height };
    const saved = await second.api('POST', '/edit/api/site', { cookie: b, body: { baseHash: hash, changes: [{ kind: 'set', path: ['pages', 0, 'sections', 0, 'image'], value: image }] } });
    expect(saved.status, saved.text).toBe(200);
    const published = await second.api('POST', '/edit/api/publish', { cookie: b, body: { hash: saved.json<{ hash: string }>().hash } });
    expect(published.status, published.text).toBe(200);

    const media = parseMediaSrc(item.src)!;
    for (const server of [second, first]) {
      for (;;) {
        if ((await send(`${server.url}/`, { headers: { accept: 'text/html' } })).text.includes(item.src)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const url of [item.src, variantSrc(media, 640, 'avif'), variantSrc(media, 1024, 'webp')]) {
        const served = await fetch(`${server.url}${url}`);
        expect(served.status, `${server.url}${url}`).toBe(200);
        const bytes = Buffer.from(await served.arrayBuffer());
        for (const text of exifStrings) expect(bytes.includes(text)).toBe(false);
      }
    }
    const listed = (await first.api('GET', '/edit/api/media', { cookie: a })).json<{ items: (MediaItem & { usedOn: string[] })[] }>().items;
    expect(listed.map((each) => [each.src, each.usedOn])).toEqual([[item.src, ['/']]]);
    const refused = await first.api('POST', '/edit/api/media/delete', { cookie: a, body: { src: item.src } });
    expect(refused.status).toBe(409);
  }, 60_000);

  it('brings the photo and a small diff into a checkout with content pull', async () => {
    const checkout = mkdtempSync(path.join(tmpdir(), 'media-pull-'));
    // a checkout: site.json and public/ beside it
    cpSync(publicDir, path.join(checkout, 'public'), { recursive: true });
    const file = path.join(checkout, 'site.json');
    const before = readFileSync(siteFile, 'utf8');
    writeFileSync(file, before);
    const lines: string[] = [];
    const code = await runContent(['pull'], { out: (line) => lines.push(line), err: (line) => lines.push(line) }, { ...process.env, SITE_JSON: file, DATABASE_URL: databaseUrl, DATA_DIR: first.dataDir });
    expect(code, lines.join('\n')).toBe(0);
    const pulled = path.join(checkout, 'public', 'media', path.basename(item.src));
    expect(existsSync(pulled)).toBe(true);
    expect(readFileSync(pulled).equals(Buffer.from(await (await fetch(`${first.url}${item.src}`)).arrayBuffer()))).toBe(true);
    expect(lines.join('\n')).toMatch(/1 uploaded image written into .*public\/media/);
    const changed = readFileSync(file, 'utf8').split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThanOrEqual(4);
    expect(changed.join('\n')).toContain(item.src);

    // npm run publish in that checkout, on an instance of its own (SQLite), without building again
    const dataDir = tempDataDir();
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => ['PATH', 'HOME', 'TMPDIR', 'DIST_DIR'].includes(key)));
    const published = spawnSync(process.execPath, [path.join(root, 'scripts/publish.mjs'), file], { encoding: 'utf8', env: { ...env, DATA_DIR: dataDir } });
    expect(published.status, published.stderr + published.stdout).toBe(0);
    expect(published.stdout).toMatch(/1 uploaded image from public\/media copied into .*media, where the site finds uploads/);
    expect(readFileSync(path.join(mediaDirOf(dataDir), path.basename(item.src))).equals(readFileSync(pulled))).toBe(true);
  }, 60_000);
});
