// @vitest-environment node
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../test/test-support.ts';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres.ts';
import { mediaDirOf as mediaDir } from '../../../model/media-paths.ts';
import { MediaMirror } from './media-mirror.ts';
import { defaultMaxPixels, mediaItem, prepareUpload } from './prepare-upload.ts';
import { plainJpeg } from '../../test/test-images.ts';
import { openDatabase } from '../../db/open/database.ts';

let server: TestPostgres | undefined;
const available = postgresForTests();
beforeAll(async () => {
  if (available) server = await startTestPostgres();
}, 120_000);
afterAll(() => server?.destroy(), 60_000);

const limits = { maxBytes: 15 * 1_048_576, maxPixels: defaultMaxPixels };
const upload = async (width: number) => prepareUpload(await plainJpeg(width, 60), 'x.jpg', limits);
const nameOf = (src: string) => src.slice('/media/'.length);

describe.skipIf(!available)('MediaMirror: DATA_DIR/media on each instance equals the shared store', () => {
  it('copies what another instance uploaded, removes what it deleted, and leaves other files alone', async () => {
    const url = await server!.createDatabase();
    const [dataA, dataB] = [tempDataDir(), tempDataDir()];
    const [storeA, storeB] = await Promise.all([openDatabase({ dataDir: dataA, databaseUrl: url }).media(), openDatabase({ dataDir: dataB, databaseUrl: url }).media()]);
    const dirB = mediaDir(dataB);
    const mirrorB = new MediaMirror(storeB, dirB);
    try {
      const [one, two, three] = await Promise.all([upload(80), upload(90), upload(100)]);
      const at = new Date('2026-11-25T10:00:00.000Z');
      for (const photo of [one!, two!]) await storeA.put(mediaItem(photo, { alt: '', uploadedBy: 'a@example.com', uploadedAt: at }), photo.bytes);

      // B's folder before: an image deleted while B was down, and files that are no upload
      mkdirSync(path.join(dirB, '.items'), { recursive: true });
      const stale = `/media/${'a'.repeat(16)}-10x10.jpg`;
      writeFileSync(path.join(dirB, nameOf(stale)), 'old');
      writeFileSync(path.join(dirB, 'notes.txt'), 'kept');

      const [first, second] = await Promise.all([mirrorB.sync(), mirrorB.sync()]);
      expect({ written: [...first.written].sort(), removed: first.removed }).toEqual({ written: [one!.src, two!.src].sort(), removed: [stale] });
      expect(second).toEqual({ written: [], removed: [] });
      expect(readdirSync(dirB).sort()).toEqual(['.items', nameOf(one!.src), nameOf(two!.src), 'notes.txt'].sort());
      expect(readFileSync(path.join(dirB, nameOf(one!.src))).equals(one!.bytes)).toBe(true);

      await storeA.remove(one!.src);
      await storeA.put(mediaItem(three!, { alt: '', uploadedBy: 'a@example.com', uploadedAt: at }), three!.bytes);
      // a page checked on B right after the upload on A: the one image is fetched alone
      expect(await mirrorB.ensure(three!.src)).toBe(true);
      expect(readFileSync(path.join(dirB, nameOf(three!.src))).equals(three!.bytes)).toBe(true);
      expect(await mirrorB.ensure(three!.src)).toBe(true);
      expect([await mirrorB.ensure(`/media/${'b'.repeat(16)}-10x10.jpg`), await mirrorB.ensure('/media/../../etc/passwd')]).toEqual([false, false]);
      // a file there that is no upload is no image
      expect(await mirrorB.ensure('/media/notes.txt')).toBe(false);

      expect(await mirrorB.sync()).toEqual({ written: [], removed: [one!.src] });
      expect(readdirSync(dirB).sort()).toEqual(['.items', nameOf(two!.src), nameOf(three!.src), 'notes.txt'].sort());
    } finally {
      await Promise.all([storeA.close(), storeB.close()]);
    }
  });
});
