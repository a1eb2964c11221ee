// @vitest-environment node
// Uploads through the real server (each bad input refused with its message, nothing stored), the
// cleaned photo served with its variants, where it is used, and delete and restore around it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSrcset, parseMediaSrc, variantSrc, variantWidths } from '../../../shared/media.ts';
import { adminPassword, editorPassword, send, startEditorServer, type Answer, type EditorServer } from '../../test/test-editor-server.ts';
import type { MediaItem } from '../../db/media-store.ts';
import { declaredPng, exifStrings, phonePhoto, plainJpeg, svgWithScript } from '../../test/test-images.ts';

let server: EditorServer;
let cookie: string;
let admin: string;

beforeAll(async () => {
  server = await startEditorServer();
  cookie = await server.signIn('ann@example.com', editorPassword);
  admin = await server.signIn('root@example.com', adminPassword);
}, 60_000);
afterAll(async () => server?.close());

const upload = (body: Buffer, name = 'photo.jpg', options: { alt?: string; headers?: Record<string, string>; as?: string } = {}) =>
  server.api('POST', `/edit/api/media?name=${encodeURIComponent(name)}&alt=${encodeURIComponent(options.alt ?? 'A photo')}`, {
    cookie: options.as ?? cookie,
    body,
    headers: { 'content-type': 'application/octet-stream', ...options.headers },
  });
const library = async () => (await server.api('GET', '/edit/api/media', { cookie })).json<{ items: (MediaItem & { usedOn: string[] })[] }>().items;
const stored = () => (existsSync(path.join(server.dataDir, 'media')) ? readdirSync(path.join(server.dataDir, 'media')).filter((name) => !name.startsWith('.')) : []);
const messageOf = (answer: Answer) => answer.json<{ message: string }>().message;

async function saveChange(path: (string | number)[], value: unknown) {
  const { hash } = (await server.api('GET', '/edit/api/site', { cookie })).json<{ hash: string }>();
  const saved = await server.api('POST', '/edit/api/site', { cookie, body: { baseHash: hash, changes: [{ kind: 'set', path, value }] } });
  expect(saved.status, saved.text).toBe(200);
  return saved.json<{ hash: string }>().hash;
}

describe('uploads refused, nothing stored', () => {
  it.each([
    ['a renamed executable as .jpg', () => Promise.resolve(readFileSync('/bin/ls')), 'program.jpg', 415, /^This file is not an image the site accepts\./],
    ['an SVG with a script', () => Promise.resolve(svgWithScript), 'logo.svg', 415, /^SVG files are not accepted as uploads, because an SVG can carry scripts/],
    ['a PNG declaring 60 megapixels in a few KB', () => Promise.resolve(declaredPng(8000, 7500)), 'bomb.png', 422, /8,000 × 7,500 pixels \(60 megapixels\); an image can have at most 50 megapixels/],
    ['a truncated JPEG', async () => (await plainJpeg(640, 480)).subarray(0, 6000), 'cut.jpg', 422, /cannot be read: it is cut short or damaged/],
    ['a 16 MB file', () => Promise.resolve(Buffer.alloc(16 * 1024 * 1024, 1)), 'big.jpg', 413, /larger than 15 MB/],
    ['a name with ../', () => plainJpeg(), '../../etc/passwd.jpg', 422, /name/i],
    ['a name with NUL (the query, read before the upload)', () => plainJpeg(), 'a\0b.jpg', 400, /control character in "name"/],
    ['a name of 300 characters', () => plainJpeg(), `${'n'.repeat(296)}.jpg`, 422, /name/i],
  ])('%s', async (_what, bytes, name, status, message) => {
    const answer = await upload(await bytes(), name);
    expect(answer.status, answer.text).toBe(status);
    expect(messageOf(answer)).toMatch(message);
    expect(stored()).toEqual([]);
  });

  it('a form post (what another site can send without asking) is refused', async () => {
    const answer = await upload(await plainJpeg(), 'photo.jpg', { headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(answer.status).toBe(415);
    expect(stored()).toEqual([]);
  });

  it.each([
    ['without a session', { cookie: 'none' }, 401],
    ['with a forged cookie', { cookie: 'editor_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 401],
    ['from another Origin', { origin: 'https://evil.example' }, 403],
  ])('an upload %s', async (_what, { cookie: forged, origin }: { cookie?: string; origin?: string }, status) => {
    const answer = await send(`${server.url}/edit/api/media?name=photo.jpg&alt=x`, {
      method: 'POST',
      headers: { origin: origin ?? server.origin, 'content-type': 'application/octet-stream', ...(forged === undefined ? { cookie } : forged === 'none' ? {} : { cookie: forged }) },
      body: await plainJpeg(),
    });
    expect(answer.status).toBe(status);
    expect(stored()).toEqual([]);
  });
});

describe('a phone photo, uploaded, published and served', () => {
  let item: MediaItem;
  let photo: Buffer;

  it('is cleaned: orientation applied, no EXIF, GPS or serial in the original or any variant, all cached for good', async () => {
    photo = await phonePhoto({ width: 1600, height: 1200, orientation: 6 });
    const answer = await upload(photo, 'IMG_2041.jpg', { alt: 'Our team at the whiteboard' });
    expect(answer.status, answer.text).toBe(201);
    item = answer.json<{ item: MediaItem }>().item;
    // shot upright: stored sideways, shown upright
    expect([item.width, item.height]).toEqual([1200, 1600]);
    expect(parseMediaSrc(item.src)).toMatchObject({ width: 1200, height: 1600, ext: 'jpg' });
    const media = parseMediaSrc(item.src)!;
    const urls = [item.src, ...(['avif', 'webp', 'jpg'] as const).flatMap((format) => variantWidths(media.width).map((width) => variantSrc(media, width, format)))];
    expect(urls).toHaveLength(1 + 3 * 4);
    for (const url of urls) {
      const served = await fetch(`${server.url}${url}`);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      for (const text of exifStrings) expect(bytes.includes(text), `${url} holds ${JSON.stringify(text)}`).toBe(false);
    }
    expect(mediaSrcset(media, 'webp')).toContain('-w1200.webp 1200w');
  });

  it('is stored once when uploaded twice, and once by 20 uploads at once while the site answers', async () => {
    const again = await upload(photo, 'copy.jpg');
    expect(again.status).toBe(200);
    expect(again.json<{ item: MediaItem }>().item.src).toBe(item.src);
    const images = await Promise.all([0, 1, 2, 3].map((index) => plainJpeg(300 + index, 200)));
    const answers = Promise.all(Array.from({ length: 20 }, (_, index) => upload(images[index % 4]!, `parallel-${index}.jpg`)));
    const robots = await send(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    const statuses = (await answers).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 200)).toHaveLength(16);
    expect(stored()).toHaveLength(5);
    expect(await library()).toHaveLength(5);
  });

  it('shows in the home hero once published, and the library says where it is used', async () => {
    const hash = await saveChange(['pages', 0, 'sections', 0, 'image'], { src: item.src, alt: 'Our team at the whiteboard', translations: { hi: { alt: 'व्हाइटबोर्ड पर हमारी टीम' } }, width: item.width, height: item.height });
    const published = await server.api('POST', '/edit/api/publish', { cookie, body: { hash } });
    expect(published.status, published.text).toBe(200);
    const home = (await send(`${server.url}/`, { headers: { accept: 'text/html' } })).text;
    expect(home).toMatch(new RegExp(`<source type="image/avif" srcSet="[^"]*${parseMediaSrc(item.src)!.hash}[^"]*-w640\\.avif 640w`, 'i'));
    expect((await library()).find((each) => each.src === item.src)?.usedOn).toEqual(['/']);
  });

  it('refuses to delete it while the live site shows it, naming the page', async () => {
    const answer = await server.api('POST', '/edit/api/media/delete', { cookie, body: { src: item.src } });
    expect(answer.status).toBe(409);
    expect(answer.json<{ usedOn: string[] }>().usedOn).toEqual(['/']);
    expect(messageOf(answer)).toMatch(/is used on \/ /);
    expect(stored()).toContain(path.basename(item.src));
  });

  it('deletes it once only an older version shows it; restoring that version names the missing image', async () => {
    const versions = (await server.api('GET', '/edit/api/versions', { cookie })).json<{ live: number }>();
    const withPhoto = versions.live;
    const hash = await saveChange(['pages', 0, 'sections', 0, 'image'], { src: '/images/hero.svg', alt: 'Dashboard', translations: { hi: { alt: 'डैशबोर्ड' } }, width: 640, height: 560 });
    expect((await server.api('POST', '/edit/api/publish', { cookie, body: { hash } })).status).toBe(200);
    const deleted = await server.api('POST', '/edit/api/media/delete', { cookie, body: { src: item.src } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(stored()).not.toContain(path.basename(item.src));
    expect((await fetch(`${server.url}${item.src}`)).status).toBe(404);
    const restored = await server.api('POST', `/edit/api/versions/${withPhoto}/restore`, { cookie: admin, body: {} });
    expect(restored.status).toBe(422);
    expect(restored.text).toContain(`the uploaded image \\"${item.src}\\" is not in the media library`);
  });

  it('writes every upload and delete into the audit log', async () => {
    const entries = (await server.api('GET', '/edit/api/audit', { cookie: admin })).json<{ entries: { action: string; detail: string }[] }>().entries;
    expect(entries.filter((entry) => entry.action === 'media-upload').length).toBeGreaterThanOrEqual(5);
    expect(entries.find((entry) => entry.action === 'media-delete')?.detail).toBe(item.src);
    expect(entries.find((entry) => entry.action === 'media-upload' && entry.detail.includes('IMG_2041.jpg'))?.detail).toMatch(/1200×1600/);
  });
});
