// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../test/test-support.ts';
import { onPostgres, postgresForTests, startTestPostgres, type TestPostgres } from '../test/test-postgres.ts';
import { mediaDirOf as mediaDir } from '../../model/media-paths.ts';
import type { MediaItem, MediaStore } from './media-store.ts';
import { mediaChannel } from './postgres/postgres-media-store.ts';
import { defaultMaxPixels, mediaItem, prepareUpload, type PreparedUpload } from '../engine/media/prepare-upload.ts';
import { alphaPng, phonePhoto, plainJpeg } from '../test/test-images.ts';
import { openDatabase } from './open/database.ts';

/** One empty store of an engine, opened as many times as asked, and whether an image's bytes are there beside it. */
interface TestStore {
  open(): Promise<MediaStore>;
  holds(src: string): Promise<boolean>;
}

interface Engine {
  name: 'files' | 'postgres';
  available: boolean;
  fresh(): Promise<TestStore>;
}

const files: Engine = {
  name: 'files',
  available: true,
  async fresh() {
    const dataDir = tempDataDir();
    // the validator's check: the file named as the public path, in DATA_DIR/media
    return { open: () => openDatabase({ dataDir }).media(), holds: async (src) => existsSync(path.join(mediaDir(dataDir), src.slice('/media/'.length))) };
  },
};

let server: TestPostgres | undefined;
const postgres: Engine = {
  name: 'postgres',
  available: postgresForTests(),
  async fresh() {
    const url = await server!.createDatabase();
    return {
      open: () => openDatabase({ dataDir: tempDataDir(), databaseUrl: url }).media(),
      holds: async (src) => (await onPostgres<{ n: string }>(url, 'SELECT count(*) AS n FROM media WHERE src = $1', [src]))[0]!.n === '1',
    };
  },
};

beforeAll(async () => {
  if (postgres.available) server = await startTestPostgres();
}, 120_000);
afterAll(() => server?.destroy(), 60_000);

const limits = { maxBytes: 15 * 1_048_576, maxPixels: defaultMaxPixels };
const t0 = new Date('2026-11-25T10:00:00.000Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const item = (upload: PreparedUpload, { alt = 'The team on the roof', by = 'ed@example.com', at = t0 } = {}): MediaItem => mediaItem(upload, { alt, uploadedBy: by, uploadedAt: at });

describe.each([files, postgres])('media store: $name', (engine) => {
  const open: MediaStore[] = [];
  let testStore: TestStore;
  const fresh = async () => {
    testStore = await engine.fresh();
    return another();
  };
  const another = async () => {
    const store = await testStore.open();
    open.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });

  it.skipIf(!engine.available)('stores an image, lists, reads and removes it, and keeps it across a reopen', async () => {
    const store = await fresh();
    expect(store.engine).toBe(engine.name);
    const photo = await prepareUpload(await phonePhoto({ width: 300, height: 200 }), 'IMG_1.jpg', limits);
    const stored = await store.put(item(photo), photo.bytes);
    expect(stored).toEqual({ stored: true, item: item(photo) });
    expect(await testStore.holds(photo.src)).toBe(true);

    const reopened = await another();
    expect(await reopened.get(photo.src)).toEqual(item(photo));
    expect(await reopened.list()).toEqual([item(photo)]);
    expect((await reopened.read(photo.src))!.equals(photo.bytes)).toBe(true);

    expect(await reopened.remove(photo.src)).toBe(true);
    expect(await testStore.holds(photo.src)).toBe(false);
    expect([await store.get(photo.src), await store.read(photo.src), await store.list(), await store.remove(photo.src)]).toEqual([undefined, undefined, [], false]);
  });

  it.skipIf(!engine.available)('stores the same bytes once: twice in a row, and twenty at once on two stores', async () => {
    const store = await fresh();
    const photo = await prepareUpload(await plainJpeg(), 'first.jpg', limits);
    const first = item(photo, { alt: 'first' });
    expect(await store.put(first, photo.bytes)).toEqual({ stored: true, item: first });
    expect(await store.put(item(photo, { alt: 'second', by: 'other@example.com', at: minutes(1) }), photo.bytes)).toEqual({ stored: false, item: first });

    const logo = await prepareUpload(await alphaPng(), 'logo.png', limits);
    const other = await another();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : store).put(item(logo, { alt: `logo ${i}`, at: minutes(2) }), logo.bytes)));
    expect(answers.filter((answer) => answer.stored)).toHaveLength(1);
    const winner = answers.find((answer) => answer.stored)!.item;
    expect(answers.every((answer) => JSON.stringify(answer.item) === JSON.stringify(winner))).toBe(true);
    expect((await store.list()).map((stored) => stored.src)).toEqual([logo.src, photo.src]);
  });

  it.skipIf(!engine.available)('lists the newest first', async () => {
    const store = await fresh();
    const uploads = await Promise.all([plainJpeg(100, 80), plainJpeg(120, 80), plainJpeg(140, 80)].map(async (bytes) => prepareUpload(await bytes, 'x.jpg', limits)));
    await store.put(item(uploads[0]!, { at: minutes(5) }), uploads[0]!.bytes);
    await store.put(item(uploads[1]!, { at: minutes(1) }), uploads[1]!.bytes);
    await store.put(item(uploads[2]!, { at: minutes(9) }), uploads[2]!.bytes);
    expect((await store.list()).map((stored) => stored.uploadedAt)).toEqual([minutes(9), minutes(5), minutes(1)].map((at) => at.toISOString()));
  });

  it.skipIf(!engine.available)('refuses an item that does not describe its bytes, and knows no other path', async () => {
    const store = await fresh();
    const photo = await prepareUpload(await plainJpeg(), 'a.jpg', limits);
    const other = await prepareUpload(await plainJpeg(200, 100), 'b.jpg', limits);
    await expect(store.put(item(photo), other.bytes)).rejects.toThrow(/does not describe the bytes given with it/);
    await expect(store.put({ ...item(photo), src: '/media/../../etc/passwd' }, photo.bytes)).rejects.toThrow(/does not describe/);
    await expect(store.put({ ...item(photo), width: 1 }, photo.bytes)).rejects.toThrow(/does not describe/);
    expect(await store.list()).toEqual([]);
    expect(await testStore.holds(photo.src)).toBe(false);
    await store.put(item(photo), photo.bytes);
    const name = photo.src.slice('/media/'.length);
    // another folder, or a query, that ends in a stored image's name
    for (const src of ['/media/../../etc/passwd', '/media/.items', '/etc/passwd', `/media/${'0'.repeat(16)}-1x1.jpg`, `/elsewhere/${name}`, `/media/x/../${name}`, `${photo.src}?v=1`]) {
      expect([await store.get(src), await store.read(src), await store.remove(src)], src).toEqual([undefined, undefined, false]);
    }
    expect(await testStore.holds(photo.src)).toBe(true);
  });
});

describe.skipIf(!postgres.available)('media store: PostgreSQL', () => {
  it('notifies every instance of each image stored and removed, once', async () => {
    const url = await server!.createDatabase();
    const store = await openDatabase({ dataDir: tempDataDir(), databaseUrl: url }).media();
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', ({ channel, payload }) => heard.push(`${channel} ${payload}`));
    await listener.query(`LISTEN ${mediaChannel}`);
    try {
      const photo = await prepareUpload(await plainJpeg(), 'a.jpg', limits);
      await store.put(item(photo), photo.bytes);
      await store.put(item(photo), photo.bytes);
      await store.remove(photo.src);
      await store.remove(photo.src);
      await expect.poll(() => heard).toEqual([`media ${photo.src}`, `media ${photo.src}`]);
      // and no more: a round trip on the listener's connection delivers whatever was still on its way
      await listener.query('SELECT 1');
      expect(heard).toHaveLength(2);
    } finally {
      await listener.end();
      await store.close();
    }
  });
});

describe('media store: files', () => {
  it('keeps the library data beside the images, in a folder no public path names', async () => {
    const dataDir = tempDataDir();
    const store = await openDatabase({ dataDir }).media();
    const photo = await prepareUpload(await plainJpeg(), 'a.jpg', limits);
    await store.put(item(photo), photo.bytes);
    const name = photo.src.slice('/media/'.length);
    expect(readdirSync(mediaDir(dataDir)).sort()).toEqual(['.items', name]);
    expect(readFileSync(path.join(mediaDir(dataDir), name)).equals(photo.bytes)).toBe(true);
    expect(JSON.parse(readFileSync(path.join(mediaDir(dataDir), '.items', `${name}.json`), 'utf8'))).toEqual(item(photo));
  });
});
